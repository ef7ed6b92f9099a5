/// A `UIViewController` subclass written by hand, and how to make one.
public struct Screen: Sendable, Equatable {
    /// Where the screen comes from.
    public enum Source: Sendable, Equatable {
        /// A scene with this Storyboard ID.
        case storyboardScene(storyboard: String, identifier: String)
        /// The storyboard's initial view controller.
        case initialScene(storyboard: String)
        /// Built in code with `init()`.
        case code

        public var storyboard: String? {
            switch self {
            case let .storyboardScene(storyboard, _), let .initialScene(storyboard): return storyboard
            case .code: return nil
            }
        }
    }

    public var typeName: String
    /// The member on create/push/present, e.g. `quotesViewController` (unescaped).
    public var memberName: String
    public var source: Source
    /// Parameters of `initialize(...)` in order; nil when the screen has no `initialize`.
    public var parameters: [Parameter]?
    public var location: SourceLocation

    public init(typeName: String, memberName: String, source: Source, parameters: [Parameter]?, location: SourceLocation) {
        self.typeName = typeName
        self.memberName = memberName
        self.source = source
        self.parameters = parameters
        self.location = location
    }
}

/// One parameter of a screen's `initialize(...)`.
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
