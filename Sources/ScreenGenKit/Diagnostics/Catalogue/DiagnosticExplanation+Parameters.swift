/// Catalogue entries of the diagnostics about the parameters of screens.
extension DiagnosticExplanation {
    /// The entries about parameters; ``DiagnosticCode/explanation`` names each as `Parameters.<code>`.
    enum Parameters {
        static let invalidParameterDeclaration = DiagnosticExplanation(
            summary: "A parameter key does not read '[label] name'.",
            fix: "Write the name, or a label and a name: 'quotes', '_ index', 'for item'.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    initialize:
                      user name id: String
                """#)
        )

        static let invalidParameterName = DiagnosticExplanation(
            summary: "A parameter name or label is not a Swift identifier.",
            fix: "Use a Swift identifier.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    initialize:
                      9count: Int
                """#)
        )

        static let invalidParameterType = DiagnosticExplanation(
            summary: "A parameter type is not exactly one Swift type (it holds a second declaration, a comment, a line break).",
            fix: "Write one Swift type; quote types with special characters (\"[Quote]\").",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    initialize:
                      a: 'Int) { evil() }; func f(x: Int'
                """#)
        )

        static let invalidDefaultValue = DiagnosticExplanation(
            summary: "A parameter's default value is not exactly one Swift expression.",
            fix: "Write one Swift expression after ' = '.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    initialize:
                      b: 'Int = nil; import Foundation'
                """#)
        )

        static let duplicateParameter = DiagnosticExplanation(
            summary: "A screen declares two parameters with one name (in 'init' and 'initialize', or twice in one).",
            fix: "Rename one of them.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    init:
                      item: Int
                    initialize:
                      item: String
                """#)
        )

        static let reservedParameterName = DiagnosticExplanation(
            summary: "A parameter is named 'animated' or 'completion', which push and present add themselves, or 'self' or 'Self', which the generated members refer to (a parameter of that name would hide them, even in backticks).",
            fix: "Rename the parameter.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    initialize:
                      animated: Bool
                """#)
        )

        static let reservedInitializerLabel = DiagnosticExplanation(
            summary: "An 'init' parameter has a label the screen's initializer already takes (coder, nibName, bundle).",
            fix: "Rename the parameter.",
            example: .spec(#"""
                module: App
                screens:
                  AViewController:
                    init:
                      coder: Int
                """#)
        )

        static let nonEscapingCreatorParameter = DiagnosticExplanation(
            summary: "A closure among a storyboard scene's 'init' parameters is not escaping, but the storyboard's creator block keeps it.",
            fix: "Write '@escaping' before the closure type.",
            example: .mainScene(#"""
                    init:
                      onDone: () -> Void
                """#)
        )
    }
}
