import ArgumentParser
import ScreenGenKit

/// `screengen explain <code>`: the catalogue entry of a diagnostic code (what it means, how
/// to fix it, an example), so a code from a CI log or `--diagnostics-format json` leads to its fix.
struct ExplainCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, how to fix it, and an example.",
        discussion: """
        CODE is the code of a diagnostic, as --diagnostics-format json and github print it \
        (e.g. unknown-key). Without a code, or with --list, lists every code with its meaning. \
        An unknown code exits 2 with the closest code as a suggestion.
        """
    )

    @Argument(help: ArgumentHelp("The diagnostic code to explain.", valueName: "code"))
    var code: String?

    @Flag(name: .long, help: "List every diagnostic code with its severity and meaning.")
    var list = false

    /// Writes the whole catalogue as Markdown: `make diagnostics-doc` turns it into Docs/Diagnostics.md.
    @Flag(name: .long, help: .hidden)
    var markdown = false

    /// Accepted like every command's, so a script can pass them to any; `--quiet`, `--config`
    /// and `--diagnostics-format` change nothing here (the catalogue is the same for every project).
    @OptionGroup(title: "Shared options") var shared: SharedOptions

    mutating func execute() -> ExitStatus {
        if markdown {
            StandardStream.output.write(DiagnosticCode.catalogueMarkdown)
            return .success
        }
        guard let code, !list else {
            StandardStream.output.write(DiagnosticCode.listText)
            return .success
        }
        let found = DiagnosticCode.named(code)
        guard let diagnosticCode = found.code else {
            let hint = found.suggestion.map { "did you mean '\($0)'? " } ?? ""
            Reporter(quiet: shared.quiet, color: shared.color).failure("screengen: error: no diagnostic has the code '\(code.shownOnOneLine)'; \(hint)'screengen explain --list' lists them all")
            return .usageOrIO
        }
        StandardStream.output.write(diagnosticCode.explanationText)
        return .success
    }
}
