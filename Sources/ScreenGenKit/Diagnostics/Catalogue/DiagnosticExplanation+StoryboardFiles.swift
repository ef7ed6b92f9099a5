/// Catalogue entries of the diagnostics about the check against storyboard and XIB files, and import.
extension DiagnosticExplanation {
    /// The entries about the storyboard and XIB files; ``DiagnosticCode/explanation`` names each as `StoryboardFiles.<code>`.
    enum StoryboardFiles {
        static let storyboardFolderMissing = DiagnosticExplanation(
            summary: "A storyboard folder (storyboardPaths: or --storyboards) does not exist.",
            fix: "Fix the path; it is relative to the spec file's folder.",
            example: .situation("storyboardPaths: [../Storyboards] where the folder is named Resources")
        )

        static let invalidStoryboard = DiagnosticExplanation(
            summary: "A storyboard or XIB is not a well-formed Interface Builder document.",
            fix: "Open the file in Xcode, which repairs or reports it; check merge conflict markers.",
            example: .situation("a storyboard with a merge conflict left in it")
        )

        static let interfaceFileTooLarge = DiagnosticExplanation(
            summary: "A storyboard or XIB is larger than the XML parser reads.",
            fix: "Check that it is the right file, or split the storyboard.",
            example: .situation("a 200 MB file named Main.storyboard")
        )

        static let unsupportedStoryboardPlatform = DiagnosticExplanation(
            summary: "A storyboard targets a platform screengen does not read (watchOS, or an unknown targetRuntime).",
            fix: "Leave the file out of the storyboard folders.",
            example: .situation("a watchOS Interface.storyboard in a storyboard folder")
        )

        static let storyboardPlatformMismatch = DiagnosticExplanation(
            summary: "A storyboard's platform is not the module's platform.",
            fix: "Set the module's 'platform:' to the storyboard's, or check against the right storyboards.",
            example: .situation("a macOS storyboard checked by an iOS module")
        )

        static let storyboardFileNotFound = DiagnosticExplanation(
            summary: "The cross-check found no file for a declared storyboard in the storyboard folders.",
            fix: "Add the storyboard's folder to 'storyboardPaths:', give the storyboard a 'path:', or fix the name.",
            example: .situation("storyboards: Main, with storyboardPaths: set but no Main.storyboard in them")
        )

        static let storyboardPathNotFound = DiagnosticExplanation(
            summary: "A storyboard's 'path:' names a file that does not exist.",
            fix: "Fix the path; it is relative to the spec file's folder.",
            example: .situation("storyboards: Main: path: UI/Mian.storyboard")
        )

        static let storyboardPathNameMismatch = DiagnosticExplanation(
            summary: "A storyboard's 'path:' names a file of another name; UIKit finds a storyboard by its file name.",
            fix: "Make the file name the storyboard's name.",
            example: .situation("storyboards: Main: path: UI/Home.storyboard")
        )

        static let ambiguousStoryboardFile = DiagnosticExplanation(
            summary: "A storyboard name matches several files that are not localizations of one another.",
            fix: "Give the storyboard a 'path:'.",
            example: .situation("Main.storyboard in two storyboard folders")
        )

        static let storyboardFoundTwice = DiagnosticExplanation(
            severity: .warning,
            summary: "A storyboard with a 'path:' is also found in a storyboard folder; only its path is checked.",
            fix: "Remove the copy, or its folder from the storyboard folders.",
            example: .situation("storyboards: Main: path: UI/Main.storyboard, and an old Main.storyboard in another storyboard folder")
        )

        static let storyboardIdentifierNotFound = DiagnosticExplanation(
            summary: "A screen's Storyboard ID is on no scene of its storyboard.",
            fix: "Set the ID on the scene in Interface Builder, or fix the spec (the message names the scene that has the class, if any).",
            example: .situation("identifier: Login, where the scene's Storyboard ID is LogIn")
        )

        static let storyboardIdentifierIsReference = DiagnosticExplanation(
            summary: "A screen's Storyboard ID belongs to a storyboard reference, not a scene.",
            fix: "Declare the screen with the storyboard where the scene is.",
            example: .situation("identifier: Settings, the ID of a reference to Settings.storyboard")
        )

        static let ambiguousStoryboardIdentifier = DiagnosticExplanation(
            summary: "A Storyboard ID is on several scenes of one storyboard; UIKit may return any of them.",
            fix: "Give each scene a unique ID.",
            example: .situation("two scenes of Main.storyboard with the Storyboard ID Detail")
        )

        static let sceneClassMismatch = DiagnosticExplanation(
            summary: "The scene of a screen has another custom class than the screen.",
            fix: "Set the scene's class in Interface Builder's identity inspector, or fix the spec.",
            example: .situation("a screen AViewController whose scene's class is BViewController")
        )

        static let sceneControllerKindMismatch = DiagnosticExplanation(
            summary: "macOS: a window controller scene for a view controller screen, or the reverse.",
            fix: "Add or remove 'windowController: true' so it matches the scene.",
            example: .situation("a macOS screen PreferencesWindowController without 'windowController: true' whose scene is a window controller")
        )

        static let sceneModuleMismatch = DiagnosticExplanation(
            summary: "The scene's class is in another module than the specs' module, or in none.",
            fix: "Set the scene's Module to the specs' module, or tick 'Inherit Module From Target'.",
            example: .situation("a scene whose class has the Module field set to OldApp")
        )

        static let initialSceneMismatch = DiagnosticExplanation(
            summary: "A screen is 'initial: true', but the storyboard's initial view controller is another scene, or none.",
            fix: "Make the scene the initial view controller in Interface Builder, or fix 'initial'.",
            example: .situation("initial: true on AViewController, where the storyboard's initial scene is BViewController")
        )

        static let screenInOtherStoryboard = DiagnosticExplanation(
            summary: "A screen's scene is in another storyboard than the one its spec names.",
            fix: "Fix 'storyboard:' in the spec.",
            example: .situation("storyboard: Main on a screen whose scene is in Settings.storyboard")
        )

        static let unclaimedScene = DiagnosticExplanation(
            severity: .warning,
            summary: "A scene with a custom class is declared in no spec, so nothing is generated for it.",
            fix: "Declare a screen for it under 'screens:', or remove the scene if nothing shows it.",
            example: .situation("a scene of class HelpViewController in Main.storyboard, no HelpViewController in the specs")
        )

        static let unclaimedUnnamedScene = DiagnosticExplanation(
            severity: .warning,
            summary: "A scene with a custom class and no Storyboard ID is declared in no spec; segues or relationships show it.",
            fix: "Declare the class with 'storyboard:' and 'segueOnly: true' (UIKit), or give the scene a Storyboard ID and declare it with 'identifier:'.",
            example: .situation("the root view controller NotesViewController of a navigation controller in Main.storyboard, with no Storyboard ID and no NotesViewController in the specs")
        )

        static let segueOnlySceneNotFound = DiagnosticExplanation(
            summary: "A 'segueOnly: true' screen's class is on no scene of its storyboard.",
            fix: "Set the scene's Custom Class in Interface Builder, or fix the screen's name or 'storyboard:'.",
            example: .situation("segueOnly: true on NoteViewController, where no scene of Main.storyboard has the class NoteViewController")
        )

        static let segueOnlySceneHasIdentifier = DiagnosticExplanation(
            severity: .warning,
            summary: "A 'segueOnly: true' screen's scene has a Storyboard ID, so the screen could have create, push and present.",
            fix: "Replace 'segueOnly: true' with 'identifier:' set to the Storyboard ID (or remove it when the ID is the class name).",
            example: .situation("segueOnly: true on NoteViewController, whose scene has the Storyboard ID 'Note'")
        )

        static let identifierNeverMatchesType = DiagnosticExplanation(
            severity: .warning,
            summary: "A scene's Storyboard ID can never be a Swift type name, so a screen for it needs an explicit identifier.",
            fix: "Declare the screen with 'identifier:' set to the Storyboard ID.",
            example: .situation("a scene with the Storyboard ID 'help-screen'")
        )

        static let nibFileNotFound = DiagnosticExplanation(
            summary: "A screen's XIB is not in the storyboard folders.",
            fix: "Add its folder to 'storyboardPaths:', or fix 'nib:'.",
            example: .situation("nib: Composer with no Composer.xib in the storyboard folders")
        )

        static let nibOwnerMismatch = DiagnosticExplanation(
            summary: "A XIB's File's Owner has another class than the screen.",
            fix: "Set the File's Owner class in Interface Builder, or fix 'nib:'.",
            example: .situation("nib: Composer, where Composer.xib's File's Owner is NSObject")
        )

        static let nibOwnerModuleMismatch = DiagnosticExplanation(
            summary: "A XIB's File's Owner is in another module than the specs' module, or in none.",
            fix: "Set its Module to the specs' module, or tick 'Inherit Module From Target'.",
            example: .situation("Composer.xib's File's Owner with Module set to OldApp")
        )

        static let nibViewOutletMissing = DiagnosticExplanation(
            summary: "A XIB's File's Owner has no 'view' outlet connected; UIKit or AppKit stops when it loads the nib. An AppKit XIB whose owner connects 'window' instead is a window controller's, which a 'nib:' screen cannot be.",
            fix: "Connect the File's Owner's view outlet in Interface Builder; for a window controller's XIB, remove 'nib:' and load it in code with init(windowNibName:).",
            example: .situation("Composer.xib with the view outlet disconnected")
        )
    }
}
