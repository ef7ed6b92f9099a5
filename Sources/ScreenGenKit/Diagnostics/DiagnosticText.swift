/// A diagnostic as every format shows it: where, how bad, its code, its message and its
/// notes, as text. ``DiagnosticFormatter`` formats these.
public struct DiagnosticText: Sendable, Hashable, Comparable {
    public var location: SourceLocation
    public var severity: Diagnostic.Severity
    public var code: String
    public var message: String
    public var notes: [DiagnosticNote]

    public init(location: SourceLocation, severity: Diagnostic.Severity, code: String, message: String, notes: [DiagnosticNote]) {
        self.location = location
        self.severity = severity
        self.code = code
        self.message = message
        self.notes = notes
    }

    /// In the order of ``Diagnostic``: by location, errors first, then by message.
    public static func < (lhs: DiagnosticText, rhs: DiagnosticText) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return lhs.message < rhs.message
    }
}

extension Diagnostic {
    /// What the formats show of this diagnostic.
    public var text: DiagnosticText {
        DiagnosticText(location: location, severity: severity, code: kind.code, message: kind.message, notes: kind.notes)
    }
}
