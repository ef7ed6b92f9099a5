/// Catalogue entries of the diagnostics about the screens a spec declares.
extension DiagnosticExplanation {
    /// The entries about screens; ``DiagnosticCode/explanation`` names each as `Screens.<code>`.
    enum Screens {
        static let tooManyScreens = DiagnosticExplanation(
            summary: "The specs declare more screens than one module can have.",
            fix: "Split the screens into modules with specs of their own (the config's modules:).",
            example: .situation("a specs folder that declares 20,000 screens")
        )

        static let invalidTypeName = DiagnosticExplanation(
            summary: "A screen name is not a Swift type name.",
            fix: "Use the Swift class or struct name of the screen.",
            example: .spec(#"""
                module: App
                screens:
                  Detail View: {}
                """#)
        )

        static let invalidClassName = DiagnosticExplanation(
            summary: "A screen's 'class:' is not a Swift type name.",
            fix: "Write the Swift class or struct of the screen: an identifier, or a module-qualified name such as Shared.WebViewController.",
            example: .spec(#"""
                module: App
                screens:
                  TermsScreen:
                    class: Web View
                """#)
        )

        static let sharedClassRefused = DiagnosticExplanation(
            summary: "Several screens share a class, and one of them has what only a class used by one screen can have: typed segues (the Segue enum is the class's own), or a platform whose generated code instantiates scenes through the class (macOS).",
            fix: "Give the segues to a screen whose class no other screen has (a subclass per scene), or perform them by identifier in code; on macOS give each screen a class of its own.",
            example: .spec(#"""
                module: App
                storyboards:
                  Main: {}
                screens:
                  MainWebViewController:
                    class: WebViewController
                    storyboard: Main
                    identifier: Web
                    segues:
                      showHelp: HelpViewController
                  HelpWebViewController:
                    class: WebViewController
                    storyboard: Main
                    identifier: HelpWeb
                  HelpViewController:
                    storyboard: Main
                """#)
        )

        static let duplicateScreen = DiagnosticExplanation(
            summary: "A screen is declared in two spec files.",
            fix: "Declare each screen once; the note points at the first.",
            example: .specs([
                ExampleFile.moduleWithOneScreen,
                ExampleFile("B.yml", #"""
                    screens:
                      AViewController: {}
                    """#),
            ])
        )

        static let memberNameCollision = DiagnosticExplanation(
            summary: "Two screens need the same member on create/push/present (FooViewController and fooViewController), or a screen's member is one the generated helpers already have.",
            fix: "Rename one of the screens.",
            example: .spec(#"""
                module: App
                screens:
                  FooViewController: {}
                  fooViewController: {}
                """#)
        )

        static let generatedNameClash = DiagnosticExplanation(
            summary: "A screen's name or class is a type the generated code declares itself (ScreenFactory, ScreenRoute, StoryboardInstantiable, ...) or names as Swift's or a framework's (Set, Bundle, View), or the protocol it declares for another screen (<Screen>Initializing).",
            fix: "Rename the screen, or give it a class of another name.",
            example: .spec(#"""
                module: App
                screens:
                  ScreenFactory: {}
                  Home: {}
                  HomeInitializing: {}
                """#)
        )

        static let undeclaredStoryboard = DiagnosticExplanation(
            summary: "A screen names a storyboard that no spec declares under storyboards:.",
            fix: "Declare the storyboard under 'storyboards:', or fix the name (the message suggests the closest).",
            example: .spec(#"""
                module: App
                storyboards:
                  Main: {}
                screens:
                  AViewController:
                    storyboard: Mian
                """#)
        )

        static let sceneKeyWithoutStoryboard = DiagnosticExplanation(
            summary: "A screen has 'identifier' or 'initial', which only storyboard scenes have, but no 'storyboard'.",
            fix: "Add 'storyboard: <Name>', or remove the key.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    identifier: A
                """#)
        )

        static let initialWithIdentifier = DiagnosticExplanation(
            summary: "A screen has both 'initial: true' and 'identifier'; an initial scene is found without a Storyboard ID.",
            fix: "Keep one of the two.",
            example: .mainScene(#"""
                    initial: true
                    identifier: A
                """#)
        )

        static let invalidStoryboardIdentifier = DiagnosticExplanation(
            summary: "A Storyboard ID cannot be used: it is empty, or holds characters that cannot be in one.",
            fix: "Use the Storyboard ID set in Interface Builder's identity inspector.",
            example: .mainScene(#"""
                    identifier: ''
                """#)
        )

        static let duplicateStoryboardIdentifier = DiagnosticExplanation(
            summary: "Two screens of one storyboard have the same Storyboard ID.",
            fix: "Give each scene its own Storyboard ID.",
            example: .mainScene(#"""
                    identifier: Shared
                  BViewController:
                    storyboard: Main
                    identifier: Shared
                """#)
        )

        static let duplicateInitialScreen = DiagnosticExplanation(
            summary: "Two screens of one storyboard are 'initial: true'; a storyboard has one initial view controller.",
            fix: "Keep 'initial: true' on the storyboard's initial scene only; give the other an identifier.",
            example: .mainScene(#"""
                    initial: true
                  BViewController:
                    storyboard: Main
                    initial: true
                """#)
        )

        static let incompatibleScreenKeys = DiagnosticExplanation(
            summary: "A screen has two keys that describe different ways of making it (nib and storyboard, swiftUI and initialize, nib and windowController).",
            fix: "Keep the keys of one way of making the screen; the message says why the two do not go together.",
            example: .mainScene(#"""
                    nib: A
                """#)
        )

        static let keyWithoutNib = DiagnosticExplanation(
            summary: "A screen has 'bundle', which only XIB screens have, but no 'nib'.",
            fix: "Add 'nib: <Name>', or remove 'bundle' (a storyboard's bundle is set under 'storyboards:').",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    bundle: module
                """#)
        )

        static let invalidNibName = DiagnosticExplanation(
            summary: "A nib name cannot be used: it is empty, ends in .xib, or is a path.",
            fix: "Write the XIB's file name without '.xib'; put its folder under 'storyboardPaths:'.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    nib: A.xib
                """#)
        )

        static let storyboardOnVisionos = DiagnosticExplanation(
            summary: "A storyboard is declared in a visionOS module, where UIStoryboard is deprecated.",
            fix: "Build the screens in code (no 'storyboard:'), or with SwiftUI.",
            example: .spec(#"""
                module: App
                platform: visionOS
                storyboards:
                  Main: {}
                screens:
                  AViewController:
                    storyboard: Main
                """#)
        )

        static let nibOnVisionos = DiagnosticExplanation(
            summary: "A screen loads a XIB in a visionOS module, where UINib is deprecated.",
            fix: "Build the screen in code, or as a SwiftUI view.",
            example: .spec(#"""
                module: App
                platform: visionOS
                screens:
                  AViewController:
                    nib: A
                """#)
        )

        static let presentationUnavailable = DiagnosticExplanation(
            summary: "A presentation style that the module's platform does not have, or only in a later release.",
            fix: "Use one of the platform's presentation styles, or leave 'presentation' out.",
            example: .spec(#"""
                module: App
                platform: tvOS
                screens:
                  AViewController:
                    presentation: pageSheet
                """#)
        )

        static let keyUnavailableOnPlatform = DiagnosticExplanation(
            summary: "A screen key that the module's platform cannot honour ('swiftUI' on macOS, 'windowController' off it).",
            fix: "Remove the key, or set the module's 'platform:' to the one the screen is built for.",
            example: .spec(#"""
                module: App
                screens:
                  PreferencesWindowController:
                    windowController: true
                """#)
        )
    }
}
