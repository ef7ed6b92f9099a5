/// What `screengen explain` and `Docs/Diagnostics.md` say about one ``DiagnosticCode``:
/// what it means, how to fix it, and an example of input that produces it.
///
/// Entries live in `DiagnosticExplanation+<Stage>.swift`; ``DiagnosticCode/explanation``
/// is the one switch that picks an entry per code.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// A spec file of an example, by its name in the specs folder.
    public struct ExampleFile: Sendable, Hashable {
        public var name: String
        public var text: String

        public init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }

        /// `A.yml`: module App with one screen, AViewController; the first of two files in the
        /// examples whose second file clashes with it.
        static let moduleWithOneScreen = ExampleFile("A.yml", "module: App\nscreens:\n  AViewController: {}")
    }

    public enum Example: Sendable, Hashable {
        /// Spec files that `screengen lint` reports the code for; the explanation shows the
        /// diagnostics the pipeline reports for them, so the example cannot drift from the tool.
        case specs([ExampleFile])
        /// Input that a spec alone cannot show (a folder, a storyboard, a config, a disk),
        /// described in words.
        case situation(String)

        /// One spec file, `App.yml`.
        static func spec(_ text: String) -> Example { .specs([ExampleFile("App.yml", text)]) }

        /// `App.yml` declaring module App, storyboard Main and its scene AViewController, then
        /// `rest`: the start most storyboard examples share, written once. `rest` goes on from
        /// the scene's `storyboard: Main` line (its keys indented four spaces, screens two).
        static func mainScene(_ rest: String = "") -> Example {
            spec("module: App\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n    storyboard: Main" + (rest.isEmpty ? "" : "\n" + rest))
        }
    }

    /// Whether the diagnostic stops a run (`--strict` makes every warning an error).
    public var severity: Diagnostic.Severity
    /// One sentence: what the diagnostic means.
    public var summary: String
    /// How to fix it.
    public var fix: String
    public var example: Example

    init(severity: Diagnostic.Severity = .error, summary: String, fix: String, example: Example) {
        self.severity = severity
        self.summary = summary
        self.fix = fix
        self.example = example
    }
}

extension DiagnosticCode {
    /// The code named `text`, or the closest code as a "did you mean" hint when there is none.
    public static func named(_ text: String) -> (code: DiagnosticCode?, suggestion: String?) {
        if let code = DiagnosticCode(rawValue: text.lowercased()) { return (code, nil) }
        return (nil, Suggestion.closest(to: text, in: allCases.map(\.rawValue), candidateLimit: allCases.count))
    }
}
