/// A screen written by hand — a `UIViewController` subclass or a SwiftUI view — and how
/// to make one.
public struct Screen: Sendable, Equatable {
    /// Where the screen comes from.
    public enum Source: Sendable, Equatable {
        /// A scene with this Storyboard ID.
        case storyboardScene(storyboard: String, identifier: String)
        /// The storyboard's initial view controller.
        case initialScene(storyboard: String)
        /// A scene with no Storyboard ID that only segues and relationships show
        /// (`segueOnly: true`): a segue's destination, never instantiated by the app's code.
        case segueOnlyScene(storyboard: String)
        /// Built in code with `init(...)`.
        case code
        /// Built with `init(nibName:bundle:...)` from `<name>.xib`, compiled to `<name>.nib`.
        case nib(name: String, bundle: Storyboard.BundleKind)
        /// A SwiftUI view, hosted in a `UIHostingController`.
        case swiftUI

        public var storyboard: String? {
            switch self {
            case let .storyboardScene(storyboard, _), let .initialScene(storyboard), let .segueOnlyScene(storyboard): return storyboard
            case .code, .nib, .swiftUI: return nil
            }
        }

        /// The kind of screen this source makes.
        public var kind: ScreenKind {
            switch self {
            case .storyboardScene: return .storyboardScene
            case .initialScene: return .initialScene
            case .segueOnlyScene: return .segueOnlyScene
            case .code: return .code
            case .nib: return .nib
            case .swiftUI: return .swiftUI
            }
        }

        /// The nib's name when the screen is built from a XIB.
        public var nibName: String? {
            if case let .nib(name, _) = self { return name }
            return nil
        }
    }

    /// The screen's name, its spec key: what segue destinations, the generated tests and
    /// the navigation graph name, and what ``memberName`` derives from.
    public var name: String
    /// The Swift type (`class:`, by default the name), possibly module-qualified.
    public var typeName: String
    /// Whether another screen of the module has the same ``typeName``: the type then cannot
    /// carry this screen's storyboard, XIB or parameter types, so the generated code passes
    /// them explicitly and names its parameter types after the screen.
    public var sharesClass = false
    /// The member on create/push/present, e.g. `quotesViewController` (unescaped).
    public var memberName: String
    public var source: Source
    /// Parameters of the hand-written initializer after what UIKit needs (`coder:` for a
    /// scene, `nibName:bundle:` for a XIB), in order; nil when the screen has none.
    public var initParameters: [Parameter]?
    /// Parameters of `initialize(...)` in order; nil when the screen has no `initialize`.
    public var parameters: [Parameter]?
    /// The style `present` shows the screen with (a `UIModalPresentationStyle` case on UIKit,
    /// sheet or modal window on AppKit); nil leaves the framework's default.
    public var presentation: PresentationStyle?
    /// The segues the screen's scene performs, sorted by identifier; empty for other kinds.
    public var segues: [Segue] = []
    /// macOS: an `NSWindowController` (`windowController: true`) rather than an `NSViewController`.
    public var isWindowController = false
    /// The screen's `ScreenRoute` case, or nil when it has none (routes off, or a parameter
    /// that cannot be `Hashable`).
    public var route: Route?
    /// How the screen's `#Preview` and catalog entry make it, or nil when it has none
    /// (`preview: false`, a parameter without a default that `preview:` does not give, a
    /// screen no `create` makes, or a framework without previews).
    public var preview: ScreenPreview?
    /// The outlets and actions its scene or XIB connects on its controller, found by the
    /// cross-check (empty when it is off), each located in that file relative to the project
    /// root: the generated tests check that the class has them.
    public var connections: [InterfaceConnection] = []
    public var location: SourceLocation
    /// The name the navigation observer is told (`analytics:`); nil for the spec key.
    public var analyticsName: String?
    /// What the observer is told of some parameters' values (`redact:`), by parameter name.
    public var redactions: [String: Redaction] = [:]
    /// A declared entry point of the navigation graph (`entry: true`).
    public var isEntry = false
    /// Where each key of the screen's entry is written, for the problems a later stage finds
    /// with it (a Storyboard ID the storyboard lacks is reported on `identifier:`).
    var keyLocations = ScreenKeyLocations()

    /// `name` defaults to `typeName`, as a spec entry without `class:` has it.
    public init(name: String? = nil, typeName: String, memberName: String, source: Source, initParameters: [Parameter]? = nil,
                parameters: [Parameter]?, presentation: PresentationStyle? = nil, location: SourceLocation) {
        self.name = name ?? typeName
        self.typeName = typeName
        self.memberName = memberName
        self.source = source
        self.initParameters = initParameters
        self.parameters = parameters
        self.presentation = presentation
        self.location = location
    }

    /// The class Interface Builder writes for the screen (`customClass`): the type without
    /// the module a dotted `class:` names.
    public var sceneClass: String { SwiftIdentifier.unqualified(typeName) }

    /// The screen's `UIViewControllerRepresentable` nested in its class: `Representable`, or
    /// `<Screen>Representable` when several screens (or the framework) share the class.
    public var representableName: String { sharesClass ? "\(name)Representable" : "Representable" }

    /// The name the navigation observer is told: `analytics:`, else the spec key.
    public var reportedName: String { analyticsName ?? name }

    /// How the screen is made.
    public var kind: ScreenKind { source.kind }

    /// Where `key` is written, or the screen's own line when its entry lacks the key.
    func location(of key: SpecKey.Screen) -> SourceLocation { keyLocations[key] ?? location }

    /// Whether the screen performs typed segues: what decides the segue API, its tests and
    /// the shared segue file.
    public var hasSegues: Bool { !segues.isEmpty }

    /// Every parameter `create` takes: the initializer's, then `initialize`'s.
    public var allParameters: [Parameter] { (initParameters ?? []) + (parameters ?? []) }

    /// Whether a storyboard scene is made through `instantiateViewController(identifier:creator:)`.
    public var usesCreator: Bool { source.storyboard != nil && !(initParameters ?? []).isEmpty }
}

/// One parameter of a screen's initializer or `initialize(...)`.
public struct Parameter: Sendable, Equatable {
    /// The argument label; nil for `_` (no label).
    public var label: String?
    /// The parameter's name inside the function (unescaped).
    public var name: String
    /// The Swift type, validated to be exactly one type.
    public var type: String
    /// The default value, validated to be exactly one expression.
    public var defaultValue: String?
    /// The spec line that declares it (in the screen's spec file), for `#sourceLocation`.
    public var line: Int?

    public init(label: String?, name: String, type: String, defaultValue: String?, line: Int? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.line = line
    }
}
