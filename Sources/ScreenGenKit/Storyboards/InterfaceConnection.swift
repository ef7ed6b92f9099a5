/// An outlet or action that Interface Builder connects on a scene's view controller or a
/// XIB's File's Owner: what loading the scene sets or wires up on that object, by name.
///
/// Loading sets each outlet through key-value coding (`setValue(_:forKey:)`, which calls the
/// setter `set<Name>:`) and sends each action's selector to the object; a class without
/// them stops the app with `NSUnknownKeyException` or "unrecognized selector" the first
/// time the scene loads.
public struct InterfaceConnection: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// `<outlet property="…">` on the controller.
        case outlet
        /// `<outletCollection property="…">` on the controller.
        case outletCollection
        /// `<action selector="…">` whose destination (UIKit) or target (AppKit) is the controller.
        case action

        /// The kind an Interface Builder element connects, or nil for another element.
        init?(element: String) {
            switch element {
            case "outlet": self = .outlet
            case "outletCollection": self = .outletCollection
            case "action": self = .action
            default: return nil
            }
        }
    }

    public var kind: Kind
    /// The property (outlets) or the selector (actions), as the file writes it.
    public var name: String
    /// Where the connection's element starts in the storyboard or XIB.
    public var location: SourceLocation

    public init(kind: Kind, name: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }

    /// The selector the object must answer: the setter key-value coding calls for an
    /// outlet (`label` → `setLabel:`), the action's own for an action.
    public var selector: String {
        switch kind {
        case .outlet, .outletCollection: return "set\(name.prefix(1).uppercased())\(name.dropFirst()):"
        case .action: return name
        }
    }

    /// `outlet 'label'`, `outlet collection 'buttons'`, `action 'tap:'`.
    public var described: String {
        switch kind {
        case .outlet: return "outlet '\(name)'"
        case .outletCollection: return "outlet collection '\(name)'"
        case .action: return "action '\(name)'"
        }
    }

    /// Why no Swift class can declare the name, or nil when one can: an outlet's property
    /// must be a Swift identifier, an action's selector a Swift method's (`tap:`,
    /// `didPick:with:`, `refresh`).
    public var nameProblem: String? {
        func problem(_ part: Substring) -> String? {
            part.contains("`") ? "it contains a backtick" : SwiftIdentifier.problem(with: String(part))
        }
        guard kind == .action, name.hasSuffix(":") else { return problem(name[...]) }
        let parts = name.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        if let first = parts.first, let reason = problem(first) { return reason }
        // The later parts are argument labels: `_` (none) is written as an empty part.
        return parts.dropFirst().lazy.compactMap { $0.isEmpty ? nil : problem($0) }.first
    }
}
