import Foundation
import ScreenGenKit

/// Where a command's words go: diagnostics in the chosen format (Xcode style to standard
/// error; GitHub annotations and JSON to standard output, where their readers look),
/// progress lines to standard output unless `--quiet`, summaries to standard error.
/// With a machine format, standard output holds that format alone: a program parses it,
/// so progress lines and `check`'s diff go to standard error instead.
struct Reporter {
    var format: DiagnosticFormatter.Format
    var quiet: Bool
    var color: ColorMode

    init(format: DiagnosticFormatter.Format = .xcode, quiet: Bool = false, color: ColorMode = .auto) {
        self.format = format
        self.quiet = quiet
        self.color = color
    }

    /// Colour only in the format for people, which goes to standard error; the machine
    /// formats stay plain whatever `--color` says, so their readers can parse them.
    private var colored: Bool {
        format == .xcode && color.colors(.error)
    }

    func diagnostics(_ diagnostics: [Diagnostic]) {
        self.diagnostics(texts: diagnostics.map(\.text))
    }

    /// The same from their text.
    func diagnostics(texts diagnostics: [DiagnosticText]) {
        let text = DiagnosticFormatter(format: format, colored: colored).format(texts: diagnostics)
        RunTally.count(diagnostics)
        switch format {
        case .xcode: standardError(text)
        case .github, .json: standardOutput(text)
        }
    }

    /// `screengen: 2 errors, 1 warning` plus what it means, on standard error. For people
    /// (the xcode format), a failing run also names `screengen explain` with its first
    /// error's code, which leads from the message to what it means and how to fix it.
    /// `ignored`: how many diagnostics `ignore:` entries hid, said as `(3 ignored)`.
    func summary(_ diagnostics: [Diagnostic], ignored: Int = 0, suffix: String = "") {
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.filter { $0.severity == .note }.count
        guard let counts = Self.counts(errors: errors.count, warnings: warnings, notes: notes, ignored: ignored) else { return }
        let explain = format == .xcode ? errors.first.map { "; see 'screengen explain \($0.kind.code)' for more" } ?? "" : ""
        standardError("screengen: \(counts)\(suffix)\(explain)\n")
    }

    /// `2 errors, 1 warning`; `0 errors, 0 warnings (3 ignored)` when entries hid any, so
    /// that a clean-looking run still says what it did not show; nil when there is nothing.
    static func counts(errors: Int, warnings: Int, notes: Int = 0, ignored: Int) -> String? {
        let noted = notes > 0 ? ", \(plural(notes, "note"))" : ""
        if ignored > 0 {
            return "\(plural(errors, "error")), \(plural(warnings, "warning"))\(noted) (\(ignored) ignored)"
        }
        let parts = [errors > 0 ? plural(errors, "error") : nil, warnings > 0 ? plural(warnings, "warning") : nil,
                     notes > 0 ? plural(notes, "note") : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    func progress(_ line: String) {
        if !quiet { forPeople(line + "\n") }
    }

    /// Text for people (a diff): standard output, unless a machine format owns it.
    func forPeople(_ text: String) {
        format == .xcode ? standardOutput(text) : standardError(text)
    }

    func failure(_ text: String) {
        standardError(text + "\n")
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }

    private func standardOutput(_ text: String) {
        StandardStream.output.write(text)
    }

    private func standardError(_ text: String) {
        StandardStream.error.write(text)
    }
}
