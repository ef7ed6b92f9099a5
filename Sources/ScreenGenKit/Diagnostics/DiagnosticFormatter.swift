/// Turns diagnostics into the text a consumer reads: Xcode and editors, GitHub Actions
/// annotations, or JSON for other tools.
public struct DiagnosticFormatter: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        /// `path:line:column: error: message`, which Xcode and editors make clickable.
        case xcode
        /// `::error file=…,line=…,col=…::message` workflow commands.
        case github
        /// One JSON array with severity, code, message, file, line, column and notes.
        case json
    }

    public var format: Format
    /// Colour the severity words (only for `xcode`, only on a terminal).
    public var colored: Bool

    public init(format: Format, colored: Bool = false) {
        self.format = format
        self.colored = colored
    }

    /// The whole output for `diagnostics`, ending in a newline (JSON: `[]` when empty).
    public func format(_ diagnostics: [Diagnostic]) -> String {
        format(texts: diagnostics.map(\.text))
    }

    /// The same from the diagnostics' text, as a run records it.
    public func format(texts diagnostics: [DiagnosticText]) -> String {
        // Appended line by line: `joined()` on the lines resolves an associated type at run
        // time, a scan of the binary's conformance table that costs a run replaying its
        // warnings more than the rest of its work.
        var text = ""
        switch format {
        case .xcode:
            for diagnostic in diagnostics { text += xcode(diagnostic) + "\n" }
        case .github:
            for diagnostic in diagnostics { text += github(diagnostic) + "\n" }
        case .json:
            text = json(diagnostics) + "\n"
        }
        return text
    }

    private func xcode(_ diagnostic: DiagnosticText) -> String {
        var severity = diagnostic.severity.rawValue
        if colored {
            let code: String
            switch diagnostic.severity {
            case .error: code = "1;31"
            case .warning: code = "1;33"
            case .note: code = "1;36"
            }
            severity = "\u{1B}[\(code)m\(severity)\u{1B}[0m"
        }
        var text = "\(diagnostic.location): \(severity): \(diagnostic.message)"
        for note in diagnostic.notes {
            let word = colored ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"
            text += "\n\(note.location.map { "\($0): " } ?? "")\(word): \(note.message)"
        }
        return text
    }

    private func github(_ diagnostic: DiagnosticText) -> String {
        let location = diagnostic.location
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\nnote: " + (note.location.map { "\($0): " } ?? "") + note.message
        }
        // The path as every other format shows it: a bidirectional control in a file name
        // would otherwise reorder the workflow log line.
        let properties = "file=\(Self.githubProperty(location.file.shownOnOneLine)),line=\(location.line),col=\(location.column),title=\(Self.githubProperty("screengen \(diagnostic.code)"))"
        return "::\(Self.githubCommand(diagnostic.severity)) \(properties)::\(Self.githubData(message))"
    }

    /// The workflow command of a severity: GitHub calls a note a `notice`.
    private static func githubCommand(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error, .warning: return severity.rawValue
        case .note: return "notice"
        }
    }

    /// Workflow-command escaping of a message.
    static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command escaping of a property value, which also may not hold `:` or `,`.
    static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private func json(_ diagnostics: [DiagnosticText]) -> String {
        let values: [JSONValue] = diagnostics.map { diagnostic in
            let notes: [JSONValue] = diagnostic.notes.map { note in
                var pairs: [(String, JSONValue)] = [("message", .string(note.message))]
                if let location = note.location {
                    pairs += [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
                }
                return .object(pairs)
            }
            return .object([
                ("severity", .string(diagnostic.severity.rawValue)),
                ("code", .string(diagnostic.code)),
                ("message", .string(diagnostic.message)),
                ("file", .string(diagnostic.location.file)),
                ("line", .int(diagnostic.location.line)),
                ("column", .int(diagnostic.location.column)),
                ("notes", .array(notes)),
            ])
        }
        return JSONValue.array(values).rendered()
    }
}
