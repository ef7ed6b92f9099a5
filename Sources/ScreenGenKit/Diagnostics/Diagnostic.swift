/// One problem found in the user's input, located in the user's file.
///
/// The problem itself is a ``DiagnosticKind`` case; this type adds where it is and how
/// bad it is, and is the one place that turns both into text.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning
        /// Information that needs no change (a screen that is not a route, and why); never
        /// fails a run, `--strict` included.
        case note

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }
    }

    public var location: SourceLocation
    public var kind: DiagnosticKind
    /// Set by `--strict`, which makes warnings errors.
    public var isPromotedToError = false

    public init(_ kind: DiagnosticKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public var severity: Severity { isPromotedToError ? .error : kind.severity }

    /// The `path:line:column: severity: message` line, then any note lines.
    public var description: String {
        var text = "\(location): \(severity.rawValue): \(kind.message)"
        for note in kind.notes {
            text += "\n\(note.location.map { "\($0): " } ?? "")note: \(note.message)"
        }
        return text
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.kind.message < rhs.kind.message
    }
}

/// A second line under a diagnostic: another place involved, or a hint.
public struct DiagnosticNote: Sendable, Hashable {
    public var location: SourceLocation?
    public var message: String

    /// `message` is put on one line with invisible characters spelled out, like a diagnostic's.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message.shownOnOneLine
        self.location = location
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics with every warning made an error (`--strict`); notes stay notes.
    public func promotingWarnings() -> [Diagnostic] {
        map { diagnostic in
            var promoted = diagnostic
            promoted.isPromotedToError = diagnostic.kind.severity != .note
            return promoted
        }
    }
}
