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
            // Sized first: grown append by append, the text was copied once per doubling.
            var size = 0
            for diagnostic in diagnostics {
                size += diagnostic.message.utf8.count + diagnostic.location.file.utf8.count + 64
                for note in diagnostic.notes { size += note.message.utf8.count + (note.location?.file.utf8.count ?? 0) + 64 }
            }
            text.reserveCapacity(size)
            for diagnostic in diagnostics { appendXcode(diagnostic, to: &text) }
        case .github:
            for diagnostic in diagnostics { text += github(diagnostic) + "\n" }
        case .json:
            text = json(diagnostics) + "\n"
        }
        return text
    }

    /// `diagnostic` and its notes, each line ended, appended piece by piece: interpolating
    /// each location and joining each diagnostic's own string onto the text was about half
    /// of what a run replaying its recorded warnings spent on them.
    private func appendXcode(_ diagnostic: DiagnosticText, to text: inout String) {
        Self.append(diagnostic.location, to: &text)
        text += ": "
        if colored {
            switch diagnostic.severity {
            case .error: text += "\u{1B}[1;31m"
            case .warning: text += "\u{1B}[1;33m"
            case .note: text += "\u{1B}[1;36m"
            }
            text += diagnostic.severity.rawValue
            text += "\u{1B}[0m"
        } else {
            text += diagnostic.severity.rawValue
        }
        text += ": "
        text += diagnostic.message
        text += "\n"
        for note in diagnostic.notes {
            if let location = note.location {
                Self.append(location, to: &text)
                text += ": "
            }
            text += colored ? "\u{1B}[1;36mnote\u{1B}[0m: " : "note: "
            text += note.message
            text += "\n"
        }
    }

    /// `location` as its ``SourceLocation/description`` spells it.
    private static func append(_ location: SourceLocation, to text: inout String) {
        text += location.file.shownOnOneLine
        text += ":"
        text += String(location.line)
        text += ":"
        text += String(location.column)
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
