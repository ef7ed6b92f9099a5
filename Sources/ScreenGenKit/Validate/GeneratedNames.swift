/// The names screengen's generated code declares itself, or names without a module, which
/// no name from a spec may become: the one list the validator and `screengen import` read.
///
/// `GeneratedNamesTests` parses every generated file of the repository (goldens and
/// examples) and fails when one declares or names a type, a member of a framework type or
/// a member of a generated enum that this list does not account for, so a new generated
/// declaration cannot escape it.
enum GeneratedNames {
    /// Types declared at the top level of a module (or of its support module).
    static let topLevelTypes: NameSet = [
        // The create/push/present/show namespaces, and the namespace that holds them.
        "ScreenFactory", "ScreenPusher", "ScreenPresenter", "ScreenWindows", "ScreenGenNamespace", "ScreenGenCompatible",
        // Instantiation.
        "StoryboardInstantiable", "NibInstantiable", "ScreenGenScene", "ScreenGenCompiledStoryboard", "ScreenGenBundleToken",
        // The storyboard-name protocols of a support module (UIKit, AppKit).
        "ScreenGenStoryboardName", "ScreenGenStoryboardFile",
        // Segues and routes.
        "ScreenGenSeguePreparation", "ScreenGenSegueDestination", "ScreenRoute", "ScreenRouteCodingKey",
        // Observing navigation.
        "ScreenNavigation", "ScreenNavigationObserver", "ScreenNavigator", "ScreenRouteNavigator", "ScreenNavigationRecorder",
        // Tabs.
        "ScreenTab",
        // Previews.
        "ScreenPreviews", "ScreenCatalog",
    ]

    /// Types nested in screens' extensions. Inside those extensions a nested type hides a
    /// screen of the same name, and the generated code there names other screens
    /// (`ScreenGenSegueDestination<Screen>`).
    static let screenNestedTypes: NameSet = ["Segue", "SegueDestination", "Representable", "ScreenGenParameters"]

    /// Types (and capitalised functions) of Swift, Foundation, the UI frameworks and the test
    /// frameworks that the generated code names without a module: a screen of one of these
    /// names would hide it there.
    static let referencedTypes: NameSet = [
        // Swift and Foundation.
        "Bool", "Int", "UInt", "String", "StaticString", "Set", "Array", "Data", "Bundle", "Thread", "MainActor", "Hashable", "Equatable", "CaseIterable",
        "RawRepresentable", "RawValue", "LosslessStringConvertible", "CharacterSet", "URLComponents", "PropertyListSerialization",
        "NSObject", "NSArray", "NSSelectorFromString", "AnyObject", "NSUserActivity", "NSUserActivityTypeBrowsingWeb",
        // Codable routes.
        "Codable", "Decodable", "CodingKey", "Decoder", "Encoder", "DecodingError", "JSONEncoder", "JSONDecoder", "UTF8",
        // Declared inside `ScreenRoute.decodeStack(from:)`, where it hides a screen of the name.
        "StoredRoute",
        // The modules the previews' catalog qualifies SwiftUI's types with (`SwiftUI.List`).
        "Swift", "SwiftUI",
        // UIKit, AppKit and SwiftUI.
        "UIViewController", "UINavigationController", "NSCoder", "UIStoryboard", "UIStoryboardSegue", "UINib", "UINavigationBar", "UITabBarController",
        "UIHostingController", "UIViewControllerRepresentable", "NSStoryboard", "NSNib", "NSResponder", "NSView", "NSViewController", "NSWindow", "NSWindowController",
        "View", "ViewBuilder", "Context", "UIScene",
        // XCTest and Swift Testing.
        "XCTestCase", "XCTFail", "Testing", "Test", "Suite", "Issue",
    ]

    /// Members the generated code adds to the framework's types (`UIViewController.create`,
    /// `View.screenRouteDestinations()`); listed for the test that keeps this list complete.
    static let frameworkMembers: NameSet = [
        "create", "present", "push", "show", "screenGen", "embedInNavigationController", "embedInWindowController",
        "screenRouteDestinations", "onScreenRoute", "routeStack",
    ]

    /// Functions the generated tests declare beside their suite, where a screen type of the
    /// same name would be hidden.
    static let testHelpers: NameSet = [
        "onMainActor", "compiledStoryboard", "assertScene", "assertSceneExists", "assertUnnamedScene", "assertSegue", "assertNib",
        "assertRoute", "assertRoundTrip", "assertCodableRoundTrip", "assertStackRestores", "assertStack", "assertReachable", "assertConnection",
    ]

    /// Members of the generated create/push/present namespaces besides one per screen: a
    /// screen's member (its name in lowerCamel) may not be one of them.
    static let namespaceMembers: NameSet = ["navigationController", "presenter", "shown", "init", "self", "Type", "Protocol"]

    /// Members the storyboard-name enum (`UIStoryboard.Name`) has, its own and those of a
    /// `String` and `CaseIterable` enum, which no storyboard's case may be named.
    static let storyboardNameMembers: NameSet = ["allCases", "rawValue", "bundle", "init", "self", "Type", "Protocol"]

    /// Members a screen's `Segue` enum has (it is `String` and `CaseIterable`), which no
    /// segue's case may be named.
    static let segueMembers: NameSet = ["allCases", "rawValue", "init", "self", "Type", "Protocol"]

    /// Properties `ScreenRoute` declares, which no screen's case may be named.
    static let routeMembers: NameSet = [
        "path", "view", "parent", "tab", "stack", "routes", "userActivity", "encodeStack", "decodeStack", "screenName", "segmentCharacters", "queryCharacters",
        "init", "self", "Type", "Protocol",
    ]

    /// A parameter name or label the generated members take or refer to themselves, and why
    /// none may have it: push and present add `animated:` and `completion:`, and a parameter
    /// named `self` or `Self` would hide what the members' bodies mean by it, even in backticks.
    static func parameterProblem(name: String, label: String?) -> (name: String, reason: String)? {
        for word in [name, label ?? ""] where word == "animated" || word == "completion" {
            return (word, "push and present add '\(word):' themselves")
        }
        switch name {
        case "self": return (name, "the generated members refer to their own instance as 'self', which the parameter would hide, even in backticks")
        case "Self": return (name, "the generated members refer to their own type as 'Self', which the parameter would hide, even in backticks")
        default: return nil
        }
    }

    /// The protocol generated for a screen's `initialize(...)`: `<Screen>Initializing`.
    static func initializingProtocol(of screen: String) -> String {
        screen + initializingSuffix
    }

    private static let initializingSuffix = "Initializing"

    /// The SwiftUI view of a screen whose class other screens share: `<Screen>Representable`.
    static func sharedRepresentable(of screen: String) -> String {
        screen + "Representable"
    }

    /// The parameter-type namespace of a screen whose class other screens share.
    static func sharedParameterAliases(of screen: String) -> String {
        "ScreenGenParameters_" + screen
    }

    /// The generated test suite of a module: `<Module>ScreenTests`.
    static func testSuite(of module: String) -> String {
        module + "ScreenTests"
    }

    /// The storyboard-name enum nested in the framework's storyboard type: `Name`
    /// (`UIStoryboard.Name`), or `<Module>Name` beside a support module; `File` and
    /// `<Module>File` in `NSStoryboard`.
    static func storyboardNames(of module: String?, framework: UIFramework) -> String {
        (module ?? "") + framework.storyboardNames
    }

    /// The names generated for one screen, which no type of the module may have.
    static func perScreen(_ screen: String) -> [String] {
        [initializingProtocol(of: screen)]
    }

    /// The screen whose generated name (``perScreen(_:)``) `name` would be, read back from
    /// the name: the one question asked of every declared type, answered without building
    /// each screen's names.
    static func screen(generating name: String) -> String? {
        name.hasSuffix(initializingSuffix) && name.count > initializingSuffix.count ? String(name.dropLast(initializingSuffix.count)) : nil
    }

    /// Why a type of `module` (a screen's name, a `class:` without a module) cannot be named
    /// `name`, or nil: the generated code declares a type of that name itself.
    static func typeProblem(_ name: String, module: String?, framework: UIFramework) -> String? {
        if topLevelTypes.contains(name) {
            return "the generated code declares a type named '\(name)' itself"
        }
        if screenNestedTypes.contains(name) {
            return "the generated code nests a type named '\(name)' in screens' extensions, where it would hide this one"
        }
        if referencedTypes.contains(name) {
            return "the generated code refers to '\(name)' of Swift or its frameworks, which a type of that name would hide there"
        }
        if testHelpers.contains(name) {
            return "the generated tests declare a function named '\(name)', which would hide this type there"
        }
        if name == framework.storyboardNames {
            return "the generated code nests a type named '\(name)' in \(framework.storyboardType), where it would hide this one"
        }
        // Compared by their parts: asked of every screen, and most names end in neither.
        guard let module, name.hasPrefix(module) else { return nil }
        if name.hasSuffix(framework.storyboardNames), name == storyboardNames(of: module, framework: framework) {
            return "the generated code of module '\(module)' nests a type named '\(name)' in \(framework.storyboardType)"
        }
        if name.hasSuffix("ScreenTests"), name == testSuite(of: module) {
            return "the generated tests of module '\(module)' are a class named '\(name)', which would hide this one"
        }
        return nil
    }
}
