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

    init(format: DiagnosticFormatter.Format = .xcode, quiet: Bool = false) {
        self.format = format
        self.quiet = quiet
    }

    /// Colour only for people: a terminal, and no `NO_COLOR` in the environment.
    private var colored: Bool {
        format == .xcode && isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    func diagnostics(_ diagnostics: [Diagnostic]) {
        self.diagnostics(texts: diagnostics.map(\.text))
    }

    /// The same from their text, as the run state records it.
    func diagnostics(texts diagnostics: [DiagnosticText]) {
        let text = DiagnosticFormatter(format: format, colored: colored).format(texts: diagnostics)
        switch format {
        case .xcode: standardError(text)
        case .github, .json: standardOutput(text)
        }
    }

    /// `screengen: 2 errors, 1 warning` plus what it means, on standard error. For people
    /// (the xcode format), a failing run also names `screengen explain` with its first
    /// error's code, which leads from the message to what it means and how to fix it.
    func summary(_ diagnostics: [Diagnostic], suffix: String = "") {
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.count - errors.count
        let parts = [errors.isEmpty ? nil : Self.plural(errors.count, "error"), warnings > 0 ? Self.plural(warnings, "warning") : nil].compactMap { $0 }
        guard !parts.isEmpty else { return }
        let explain = format == .xcode ? errors.first.map { "; see 'screengen explain \($0.kind.code)' for more" } ?? "" : ""
        standardError("screengen: \(parts.joined(separator: ", "))\(suffix)\(explain)\n")
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

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    private func standardOutput(_ text: String) {
        StandardStream.output.write(text)
    }

    private func standardError(_ text: String) {
        StandardStream.error.write(text)
    }
}
