/// Catalogue entries of the diagnostics about segues, in the specs and against the storyboards.
extension DiagnosticExplanation {
    /// The entries about segues; ``DiagnosticCode/explanation`` names each as `Segues.<code>`.
    enum Segues {
        static let missingSegueDestination = DiagnosticExplanation(
            summary: "A segue written as a mapping has no 'destination'.",
            fix: "Add 'destination: <Screen>'.",
            example: .mainScene(#"""
                    segues:
                      showB:
                        embedded: true
                  BViewController:
                    storyboard: Main
                """#)
        )

        static let segueOnNonScene = DiagnosticExplanation(
            summary: "A screen that is not a storyboard scene (built in code, from a XIB, SwiftUI) has 'segues'.",
            fix: "Remove 'segues' and show the screens with push or present, or make the screen a storyboard scene.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    segues:
                      showB: BViewController
                  BViewController: {}
                """#)
        )

        static let invalidSegueIdentifier = DiagnosticExplanation(
            summary: "A segue identifier cannot become a case of the screen's Segue enum: no name can be made of its words (it starts with a digit, or has no letter), or the case is a member the enum already has.",
            fix: "Rename the segue in the storyboard and the spec so its first word starts with a letter ('Show Help' becomes the case showHelp).",
            example: .mainScene(#"""
                    segues:
                      2fa: BViewController
                  BViewController:
                    storyboard: Main
                """#)
        )

        static let duplicateSegueCase = DiagnosticExplanation(
            summary: "Two segue identifiers of one screen become the same Segue case (showB and ShowB).",
            fix: "Rename one in the storyboard and the spec.",
            example: .mainScene(#"""
                    segues:
                      showB: BViewController
                      ShowB: BViewController
                  BViewController:
                    storyboard: Main
                """#)
        )

        static let undeclaredSegueDestination = DiagnosticExplanation(
            summary: "A segue's destination is a screen that no spec declares.",
            fix: "Declare the screen under 'screens:', or fix the name (the message suggests the closest).",
            example: .mainScene(#"""
                    segues:
                      showB: BViewControler
                  BViewController:
                    storyboard: Main
                """#)
        )

        static let segueDestinationNotAScene = DiagnosticExplanation(
            summary: "A segue's destination is not a storyboard scene (built in code, from a XIB, SwiftUI).",
            fix: "Push or present the destination in code, or make it a storyboard scene.",
            example: .mainScene(#"""
                    segues:
                      showB: BViewController
                  BViewController: {}
                """#)
        )

        static let segueDestinationUsesCreator = DiagnosticExplanation(
            summary: "A segue's destination is made through init?(coder:...) with 'init' parameters, which a segue cannot pass.",
            fix: "Move the parameters to 'initialize' (the typed prepare forwards them), or push the screen in code.",
            example: .mainScene(#"""
                    segues:
                      showB: BViewController
                  BViewController:
                    storyboard: Main
                    init:
                      user: String
                """#)
        )

        static let segueNotFound = DiagnosticExplanation(
            summary: "The cross-check found no segue with the declared identifier on the screen's scene.",
            fix: "Set the identifier in the segue's Attributes inspector, or fix the spec (the message lists the scene's segues).",
            example: .situation("segues: showB on a screen whose scene in Main.storyboard has only a segue named showC, linted with storyboardPaths: set")
        )

        static let segueDestinationMismatch = DiagnosticExplanation(
            summary: "The cross-check found that the segue leads to another scene than the declared destination.",
            fix: "Point the segue at the declared screen's scene in Interface Builder, or fix 'destination' (and 'embedded' when it goes through a navigation controller).",
            example: .situation("segues: showB: BViewController, where the segue in Main.storyboard leads to CViewController's scene")
        )

        static let segueKindNotSupported = DiagnosticExplanation(
            summary: "A declared segue is an unwind or embed segue, which UIKit performs on its own terms.",
            fix: "Remove it from 'segues:'; perform an unwind segue with performSegue(withIdentifier:sender:), set up an embedded child in prepare(for:sender:).",
            example: .situation("segues: unwindToList: ListViewController, where unwindToList is an unwind segue in the storyboard")
        )

        static let segueReferenceUnresolved = DiagnosticExplanation(
            summary: "A segue leads to a storyboard reference whose storyboard or scene cannot be found.",
            fix: "Fix the reference in Interface Builder, or add the referenced storyboard's folder to 'storyboardPaths:'.",
            example: .situation("a segue to a reference to Settings.storyboard, which is in no storyboard folder")
        )

        static let undeclaredSegue = DiagnosticExplanation(
            severity: .warning,
            summary: "A declared screen's scene has an identified segue that its spec does not declare, so it has no Segue case.",
            fix: "Add it under the screen's 'segues:'.",
            example: .situation("a scene of AViewController with a segue identified showB, and no 'segues:' under AViewController")
        )
    }
}
