/// Catalogue entries of the diagnostics about previews (`preview:`).
extension DiagnosticExplanation {
    /// The entries about previews; ``DiagnosticCode/explanation`` names each as `Previews.<code>`.
    enum Previews {
        static let invalidPreviewArgument = DiagnosticExplanation(
            summary: "A 'preview:' value is not exactly one Swift expression.",
            fix: "Write one Swift expression on one line. YAML takes the quotes of a quoted value away: write a Swift string as '\"text\"'.",
            example: .about(preview: "version: 1.0 +")
        )

        static let unknownPreviewParameter = DiagnosticExplanation(
            summary: "A 'preview:' key names none of the parameters the screen's create takes (its 'init' and 'initialize' parameters).",
            fix: "Use the parameter's name (not its label), as 'initialize:' or 'init:' declares it.",
            example: .about(preview: "verison: '\"1.0\"'")
        )

        static let missingPreviewArguments = DiagnosticExplanation(
            summary: "A screen's 'preview:' leaves out a parameter that has no default value, so the preview could not call create.",
            fix: "Give every parameter without a default a value under 'preview:', or write 'preview: false' for a screen without a preview.",
            example: .about(preview: "build: '2'")
        )
    }
}

extension DiagnosticExplanation.Example {
    /// `App.yml` with AboutViewController, whose `initialize(version: String, build: Int = 1)`
    /// the `preview:` mapping `arguments` (one line) gives values.
    static func about(preview arguments: String) -> Self {
        spec("module: App\nscreens:\n  AboutViewController:\n    initialize:\n      version: String\n      build: Int = 1\n    preview:\n      \(arguments)")
    }
}
