/// Catalogue entries of the diagnostics about the storyboards a spec declares.
extension DiagnosticExplanation {
    /// The entries about declared storyboards; ``DiagnosticCode/explanation`` names each as `Storyboards.<code>`.
    enum Storyboards {
        static let invalidStoryboardName = DiagnosticExplanation(
            summary: "A storyboard name cannot become a case of UIStoryboard.Name (or NSStoryboard.File): no name can be made of its words (it starts with a digit, or has no letter), or the case is a member the type already has.",
            fix: "Rename the storyboard file and its entry so its first word starts with a letter ('Main Menu' becomes the case mainMenu).",
            example: .spec(#"""
                module: App
                storyboards:
                  2FA: {}
                screens:
                  AViewController:
                    storyboard: 2FA
                """#)
        )

        static let duplicateStoryboard = DiagnosticExplanation(
            summary: "A storyboard is declared in two spec files.",
            fix: "Declare each storyboard once, in one spec file.",
            example: .specs([
                ExampleFile("A.yml", #"""
                    module: App
                    storyboards:
                      Main: {}
                    screens:
                      AViewController:
                        storyboard: Main
                    """#),
                ExampleFile("B.yml", #"""
                    storyboards:
                      Main: {}
                    """#),
            ])
        )

        static let storyboardCaseCollision = DiagnosticExplanation(
            summary: "Two storyboard names become the same Swift case (Main and main).",
            fix: "Rename one of the storyboards.",
            example: .spec(#"""
                module: App
                storyboards:
                  Main: {}
                  main: {}
                screens:
                  AViewController:
                    storyboard: Main
                  BViewController:
                    storyboard: main
                """#)
        )

        static let unusedStoryboard = DiagnosticExplanation(
            severity: .warning,
            summary: "A storyboard is declared but no screen names it; only its name case is generated.",
            fix: "Declare its screens with 'storyboard: <Name>', or remove the entry.",
            example: .spec(#"""
                module: App
                storyboards:
                  Main: {}
                screens:
                  AViewController: {}
                """#)
        )

        static let confusableName = DiagnosticExplanation(
            severity: .warning,
            summary: "Two screen or storyboard names look the same but differ in a character (a Cyrillic 'а' for a Latin 'a'); the message names the characters.",
            fix: "Retype the name so that both use the same characters, or rename one so the two read differently.",
            example: .spec(#"""
                module: App
                screens:
                  CardViewController: {}
                  CаrdViewController: {}
                """#)
        )
    }
}
