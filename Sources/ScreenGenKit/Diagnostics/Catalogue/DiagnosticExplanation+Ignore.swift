/// Catalogue entries of the diagnostics about `ignore:` lists (spec files and screengen.yml).
extension DiagnosticExplanation {
    /// The entries about `ignore:` lists; ``DiagnosticCode/explanation`` names each as `Ignore.<code>`.
    enum Ignore {
        static let unknownDiagnosticCode = DiagnosticExplanation(
            summary: "An 'ignore:' entry names a code that no diagnostic has.",
            fix: "Use a code as diagnostics print it (the message suggests the closest); 'screengen explain --list' lists them all.",
            example: .spec(#"""
                module: App
                ignore:
                  - unused-storybord
                screens:
                  AViewController: {}
                """#)
        )

        static let unignorableDiagnostic = DiagnosticExplanation(
            summary: "An 'ignore:' entry names an error, or 'unused-ignore'; only warnings can be ignored, since a run with an error generates nothing.",
            fix: "Remove the entry and fix what the error reports; for 'unused-ignore', remove the entries it reports.",
            example: .spec(#"""
                module: App
                ignore:
                  - duplicate-screen
                screens:
                  AViewController: {}
                """#)
        )

        static let unusedIgnore = DiagnosticExplanation(
            severity: .warning,
            summary: "An 'ignore:' entry hid no diagnostic in a run without errors, so it is stale or its code or scope is wrong.",
            fix: "Remove the entry, or fix its code, 'storyboard:' or 'screen:' so that it names the warning it is meant to hide.",
            example: .mainScene(#"""
                ignore:
                  - code: unused-storyboard
                    storyboard: Main
                """#)
        )
    }
}
