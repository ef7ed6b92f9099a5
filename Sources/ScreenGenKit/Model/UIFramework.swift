/// What differs between the generated code of one UI framework and another: its module,
/// its type names, its storyboard API spellings, and what it can do at all. Each renderer
/// is written once and reads these; UIKit (iOS, tvOS, visionOS) and AppKit (macOS) are two values.
/// The capability table, the rules between modules, the cross-check and `import` read the
/// same value, so no stage outside it asks which framework a platform uses.
///
/// Where the frameworks differ in kind rather than in spelling, the value holds an optional
/// capability: UIKit pushes onto navigation controllers, hosts SwiftUI views and has typed
/// segues; AppKit shows window controllers; both load view controllers' XIBs, each its way. A renderer writes a capability's
/// API when the value has it, so a new framework is one more value, not more branches.
///
/// A class, not a struct: renderers read it for every screen, and one reference is cheaper
/// to pass around than some thirty strings.
final class UIFramework: Sendable {
    /// The module generated code imports: `import UIKit`.
    let module: String
    /// The prefix of the framework's class names (`UI`, `NS`), which Xcode also writes
    /// before the generated object IDs of storyboard scenes.
    let classPrefix: String
    /// The enum of storyboard names inside the storyboard type (`UIStoryboard.Name`); AppKit
    /// has a `Name` typealias of its own, so its enum is `NSStoryboard.File`.
    let storyboardNames: String
    /// `ViewController` in `instantiateViewController(withIdentifier:)`, or `Controller`.
    let instantiatedKind: String
    /// What a storyboard scene is called in messages and docs: `view controller`, `controller`.
    let sceneNoun: String
    /// The superclass constraint of `StoryboardInstantiable`.
    let sceneBaseClass: String
    /// Whether the storyboard class is main-actor isolated.
    let storyboardIsMainActor: Bool
    /// A line of documentation on the storyboard-name enum beyond its summary, if any.
    let storyboardNamesNote: String?
    /// An ID Xcode generates for a scene without a Storyboard ID, for documentation.
    let generatedSceneIDExample: String
    /// The screen that the documentation of `create` shows as its example.
    let exampleScreen: String
    /// The local the generated storyboard check instantiates into, and its type.
    let instantiatedLocal: (name: String, type: String)
    /// What the creator API (`instantiate…(identifier:creator:)`) needs.
    let creatorMinimumOS: MinimumOS
    /// Where the creator API is declared.
    let creatorAPI: CreatorAPI
    /// How `present` shows a screen.
    let presentation: Presentation
    /// SwiftUI hosting, or nil when SwiftUI screens are refused.
    let hosting: Hosting?
    /// The navigation stack `push` uses, or nil when the framework has none.
    let navigation: Navigation?
    /// Scenes, whose connection options carry the links an app is launched with, or nil
    /// when the framework has none.
    let scenes: Scenes?
    /// How SwiftUI shows the framework's view controllers (`<Screen>.Representable`).
    let representable: Representable
    /// Window controllers, which `show` opens, or nil when scenes are view controllers only.
    let windows: Windows?
    /// How the generated tests load the XIB of a view controller made with `init(nibName:bundle:)`.
    let nibs: Nibs
    /// The segue class `prepareSegue(_:_:)` takes, or nil when typed segues are refused.
    let segueClass: String?
    /// Whether several screens may share a class: the generated `ScreenGenScene` loads such
    /// a class's scenes by storyboard and Storyboard ID instead of a per-class conformance.
    let sharedClassScenes: Bool
    /// The framework's own class of each scene element that has no custom class
    /// (`navigationController` → `UINavigationController`): a scene with a Storyboard ID and
    /// no class is a screen of this class (`class: UINavigationController`), loaded by
    /// storyboard and ID like a shared class's scenes. Empty where classes cannot be shared.
    let plainSceneClasses: [String: String]

    /// `navigationController` → `UINavigationController`, for each scene element a plain
    /// scene can be, with the framework's class prefix.
    private static func plainSceneClasses(prefix: String) -> [String: String] {
        // Spelled out rather than capitalised from the element's name: that took Unicode case
        // mapping and generic string slicing, a tenth of a millisecond at the first use of a
        // framework, in every run.
        let kinds = [("viewController", "ViewController"), ("navigationController", "NavigationController"),
                     ("tabBarController", "TabBarController"), ("tableViewController", "TableViewController"),
                     ("collectionViewController", "CollectionViewController"), ("splitViewController", "SplitViewController"),
                     ("pageViewController", "PageViewController")]
        var classes = [String: String](minimumCapacity: kinds.count)
        for (kind, name) in kinds { classes[kind] = prefix + name }
        return classes
    }

    /// The class a storyboard scene is an instance of: its custom class, else the framework's
    /// for its element (``plainSceneClasses``); nil for an element no screen can be.
    func sceneClass(of scene: StoryboardScene) -> String? {
        scene.customClass ?? plainSceneClasses[scene.elementKind]
    }

    /// Whether `type` is one of the framework's own scene classes (``plainSceneClasses``).
    func isPlainSceneClass(_ type: String) -> Bool {
        // Asked of every screen, whose class is nearly always the app's own: those without
        // the framework's prefix are answered without comparing names.
        type.hasPrefix(classPrefix) && plainSceneClasses.values.contains(type)
    }
    /// The names inside the generated tests' `compiledStoryboard(...)` helper: its
    /// storyboard parameter and the local it returns.
    let testHelperNames: (parameter: String, result: String)
    /// Whether the generated `assertScene` binds the storyboard's raw name (`String`) rather
    /// than the storyboard-name value.
    let testBindsRawName: Bool
    /// The doc lines under the test suite's summary, for XCTest and Swift Testing.
    let testSuiteDoc: (xctest: [String], swiftTesting: [String])

    init(module: String, classPrefix: String, storyboardNames: String, instantiatedKind: String, sceneNoun: String,
         sceneBaseClass: String, storyboardIsMainActor: Bool, storyboardNamesNote: String?, generatedSceneIDExample: String,
         exampleScreen: String, instantiatedLocal: (name: String, type: String), creatorMinimumOS: MinimumOS, creatorAPI: CreatorAPI,
         presentation: Presentation, hosting: Hosting?, navigation: Navigation?, representable: Representable, windows: Windows?, nibs: Nibs, segueClass: String?,
         sharedClassScenes: Bool, testHelperNames: (parameter: String, result: String), testBindsRawName: Bool,
         testSuiteDoc: (xctest: [String], swiftTesting: [String]), scenes: Scenes? = nil) {
        self.scenes = scenes
        self.module = module
        self.classPrefix = classPrefix
        self.storyboardNames = storyboardNames
        self.instantiatedKind = instantiatedKind
        self.sceneNoun = sceneNoun
        self.sceneBaseClass = sceneBaseClass
        self.storyboardIsMainActor = storyboardIsMainActor
        self.storyboardNamesNote = storyboardNamesNote
        self.generatedSceneIDExample = generatedSceneIDExample
        self.exampleScreen = exampleScreen
        self.instantiatedLocal = instantiatedLocal
        self.sharedClassScenes = sharedClassScenes
        plainSceneClasses = sharedClassScenes ? Self.plainSceneClasses(prefix: classPrefix) : [:]
        self.creatorMinimumOS = creatorMinimumOS
        self.creatorAPI = creatorAPI
        self.presentation = presentation
        self.hosting = hosting
        self.navigation = navigation
        self.representable = representable
        self.windows = windows
        self.nibs = nibs
        self.segueClass = segueClass
        self.testHelperNames = testHelperNames
        self.testBindsRawName = testBindsRawName
        self.testSuiteDoc = testSuiteDoc
    }

    enum CreatorAPI: Sendable {
        /// On the storyboard, for any view controller: `instantiate(creator:)` goes into
        /// the extension of every `StoryboardInstantiable`.
        case onEveryScene
        /// Generic over the kind of controller: one extension per controller class.
        case perControllerClass
    }

    enum Presentation: Sendable {
        /// `present(_:animated:completion:)` with the screen's `modalPresentationStyle`;
        /// `.automatic` needs `automaticMinimumOS`.
        case modal(automaticMinimumOS: MinimumOS)
        /// `presentAsSheet(_:)`, or `presentAsModalWindow(_:)` for `presentation: modalWindow`.
        case sheetOrModalWindow

        /// Whether `present` can show a screen with `style` at all.
        func offers(_ style: PresentationStyle) -> Bool {
            let isWindowStyle = style == .sheet || style == .modalWindow
            switch self {
            case .modal: return !isWindowStyle
            case .sheetOrModalWindow: return isWindowStyle
            }
        }
    }

    struct Hosting: Sendable {
        /// The generic hosting controller `create` returns: `UIHostingController`.
        let controller: String
        /// The module that declares it.
        let module: String
        let minimumOS: MinimumOS
    }

    /// What a scene is launched with: `UIScene.ConnectionOptions` (its `urlContexts` and
    /// `userActivities`), and what it needs.
    struct Scenes: Sendable {
        let connectionOptions: String
        let minimumOS: MinimumOS
    }

    struct Navigation: Sendable {
        let controller: String
        let bar: String
        /// The tab bar controller whose tabs hold navigation controllers (`screenGen.select(_:)`).
        let tabs: String
        /// The element a navigation controller's scene is in a storyboard.
        let sceneElement: String
    }

    /// SwiftUI's protocol for a view controller shown in a SwiftUI view, and its spellings.
    struct Representable: Sendable {
        /// `UIViewControllerRepresentable`.
        let protocolName: String
        /// The framework's letters in the protocol's members: `UI` in `makeUIViewController`.
        let memberPrefix: String
        /// `uiViewController`, the update method's parameter.
        let updateParameter: String
        let minimumOS: MinimumOS
    }

    struct Windows: Sendable {
        let controller: String
        let window: String
        /// The element a window controller's scene is in a storyboard.
        let sceneElement: String
    }

    /// How the generated tests open a compiled XIB and make its objects: one API in each
    /// framework, spelled differently enough to be a case each.
    enum Nibs: Sendable {
        /// UIKit: `UINib(nibName:bundle:)` cannot fail, and `instantiate(withOwner:options:)`
        /// returns the top-level objects (https://developer.apple.com/documentation/uikit/uinib).
        case returnsObjects(nibClass: String)
        /// AppKit: `NSNib(nibNamed:bundle:)` is nil for a nib it cannot read, and
        /// `instantiate(withOwner:topLevelObjects:)` returns whether it succeeded and hands the
        /// objects back through a pointer; they include the nib's placeholders' stand-ins (the
        /// application), so the check looks for a view among them
        /// (https://developer.apple.com/documentation/appkit/nsnib).
        case reportsSuccess(nibClass: String, viewClass: String)
    }

    /// `UIStoryboard`.
    var storyboardType: String { "\(classPrefix)Storyboard" }
    /// `UIViewController`.
    var viewController: String { "\(classPrefix)ViewController" }
    /// The protocol a module's storyboard-name enum conforms to in a support module.
    var storyboardNamesProtocol: String { "ScreenGenStoryboard\(storyboardNames)" }
    /// The `Info.plist` key of a compiled storyboard that lists its scenes.
    var compiledScenesKey: String { "\(classPrefix)ViewControllerIdentifiersToNibNames" }
    /// The `Info.plist` key of a compiled storyboard's initial scene.
    var compiledEntryPointKey: String { "\(classPrefix)StoryboardDesignatedEntryPointIdentifier" }
    var importLine: SwiftWriter.Line { "import \(module)" }

    /// The framework class of a storyboard screen: a window controller or a view controller.
    func controllerClass(of screen: Screen) -> String {
        guard screen.isWindowController, let windows else { return viewController }
        return windows.controller
    }

    /// The type `create`, `push` and `present` return: the screen's, or for a SwiftUI view
    /// the hosting controller around it.
    func resultType(of screen: Screen) -> String {
        guard screen.source == .swiftUI, let hosting else { return screen.typeName }
        return "\(hosting.controller)<\(screen.typeName)>"
    }

    static let uiKit = UIFramework(
        module: "UIKit", classPrefix: "UI", storyboardNames: "Name", instantiatedKind: "ViewController",
        sceneNoun: "view controller", sceneBaseClass: "UIViewController", storyboardIsMainActor: true,
        storyboardNamesNote: nil, generatedSceneIDExample: "UIViewController-Bmy-ES-8a5", exampleScreen: "quotesViewController",
        instantiatedLocal: ("viewController", "UIViewController?"), creatorMinimumOS: .uiKit13, creatorAPI: .onEveryScene,
        presentation: .modal(automaticMinimumOS: .uiKit13),
        hosting: Hosting(controller: "UIHostingController", module: "SwiftUI", minimumOS: .uiKit13),
        navigation: Navigation(controller: "UINavigationController", bar: "UINavigationBar", tabs: "UITabBarController", sceneElement: "navigationController"),
        representable: Representable(protocolName: "UIViewControllerRepresentable", memberPrefix: "UI", updateParameter: "uiViewController", minimumOS: .uiKit13),
        windows: nil, nibs: .returnsObjects(nibClass: "UINib"), segueClass: "UIStoryboardSegue",
        sharedClassScenes: true, testHelperNames: ("name", "storyboard"), testBindsRawName: false,
        testSuiteDoc: (xctest: ["/// Each test runs on the main actor (UIKit is main-actor isolated) and is synchronous, so",
                                "/// the tests build for iOS 12 and tvOS 12 as the app does."],
                       swiftTesting: ["/// Each test is `@MainActor` (UIKit is main-actor isolated); a storyboard that does not",
                                      "/// match records an issue on that test, never a crash."]),
        scenes: Scenes(connectionOptions: "UIScene.ConnectionOptions", minimumOS: .uiKit13))

    static let appKit = UIFramework(
        module: "AppKit", classPrefix: "NS", storyboardNames: "File", instantiatedKind: "Controller",
        sceneNoun: "controller", sceneBaseClass: "NSResponder", storyboardIsMainActor: false,
        storyboardNamesNote: "/// (AppKit's own `NSStoryboard.Name` is a typealias of `String`: `rawValue` is that name.)",
        generatedSceneIDExample: "NSWindowController-B8D-0N-5wS", exampleScreen: "detailViewController",
        instantiatedLocal: ("controller", "Any?"), creatorMinimumOS: .macOS10_15, creatorAPI: .perControllerClass,
        presentation: .sheetOrModalWindow, hosting: nil, navigation: nil,
        representable: Representable(protocolName: "NSViewControllerRepresentable", memberPrefix: "NS", updateParameter: "nsViewController", minimumOS: .macOS10_15),
        windows: Windows(controller: "NSWindowController", window: "NSWindow", sceneElement: "windowController"),
        nibs: .reportsSuccess(nibClass: "NSNib", viewClass: "NSView"), segueClass: nil,
        sharedClassScenes: false, testHelperNames: ("storyboard", "compiled"), testBindsRawName: true,
        testSuiteDoc: (xctest: ["/// Each test runs on the main actor (AppKit's controllers are main-actor isolated) and is",
                                "/// synchronous, so the tests build for macOS 10.13 as the app does."],
                       swiftTesting: ["/// Each test is `@MainActor` (AppKit's controllers are main-actor isolated); a storyboard",
                                      "/// that does not match records an issue on that test, never a crash."]))
}
