/// Catalogue entries of the diagnostics about back stacks (`parent:`).
extension DiagnosticExplanation {
    /// The entries about `parent:`; ``DiagnosticCode/explanation`` names each as `Parents.<code>`.
    enum Parents {
        static let invalidParent = DiagnosticExplanation(
            summary: "A screen's 'parent' names no screen with a ScreenRoute case, or the screen itself has none, so no back stack can be built.",
            fix: "Name a screen of a spec file with 'routes' (its spec key), and give 'parent' only to screens that are routes.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  TeamViewController: {}
                  PlayerViewController:
                    parent: TeamViewContoller
                """#)
        )

        static let parentMissingArgument = DiagnosticExplanation(
            summary: "The parent screen has a parameter without a default value that neither the parent's 'arguments' nor a parameter of the screen with the same name gives.",
            fix: "Give it in 'arguments' (parent: {screen: Parent, arguments: {name: <Swift expression>}}), name the screen's parameter like the parent's, or give the parent's parameter a default value.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  TeamViewController:
                    init:
                      team: Int
                  PlayerViewController:
                    init:
                      player: Int
                    parent: TeamViewController
                """#)
        )

        static let parentArgumentMismatch = DiagnosticExplanation(
            summary: "An argument of 'parent' cannot give the parent's parameter: the parent has no parameter of that name, the value is not one Swift expression, or a parameter of the screen with the parameter's name has another type.",
            fix: "Name one of the parent's parameters, write one Swift expression (quote strings for YAML: name: '\"swift\"'), and pass a value of the parameter's type, converting it in the expression if needed (team: 'String(team)').",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  TeamViewController:
                    init:
                      team: Int
                  PlayerViewController:
                    init:
                      team: String
                    parent: TeamViewController
                """#)
        )

        static let invalidTab = DiagnosticExplanation(
            summary: "A screen's 'tab' names no screen that can be the root of a tab, or the screen cannot stand on one: it has no ScreenRoute case, it also has 'parent', the tab root has a 'parent' or 'tab' of its own, or the tab root's url: has parameters a link could not give it.",
            fix: "Put 'tab' on the route screen at the bottom of a 'parent' chain, naming the screen its tab bar controller's tab shows first (its spec key); give that screen no 'parent' or 'tab', and a url: without parameters if it has one.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  LibraryViewController:
                    url: /library
                  BookViewController:
                    init:
                      id: Int
                    url: /books/{id}
                    tab: LibraryViewControler
                """#)
        )

        static let parentCycle = DiagnosticExplanation(
            summary: "Screens' 'parent' keys lead back to a screen already in the chain, so the back stack would have no root.",
            fix: "Remove 'parent' from the screen that is the root of the stack.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  TeamViewController:
                    parent: PlayerViewController
                  PlayerViewController:
                    parent: TeamViewController
                """#)
        )
    }
}
