/// Catalogue entries of the diagnostics about observing navigation and the navigation graph.
extension DiagnosticExplanation {
    /// The entries about navigation; ``DiagnosticCode/explanation`` names each as `Navigation.<code>`.
    enum Navigation {
        static let unknownRedactedParameter = DiagnosticExplanation(
            summary: "A 'redact:' entry names none of the screen's init or initialize parameters.",
            fix: "Use the parameter's name (not its label) as the key, with omit or mask as the value.",
            example: .spec(#"""
                module: App
                screens:
                  LoginViewController:
                    initialize:
                      token: String
                    redact:
                      tokn: omit
                """#)
        )

        static let unreachableScreen = DiagnosticExplanation(
            severity: .warning,
            summary: "The specs declare entry points (entry: true), and no segue or route with 'url' leads from them to this screen.",
            fix: "Declare the segue that shows the screen, give it a 'url', mark it 'entry: true', or remove it if nothing shows it.",
            example: .spec(#"""
                module: App
                screens:
                  HomeViewController:
                    entry: true
                  OrphanViewController: {}
                """#)
        )
    }
}
