/// Catalogue entries of the diagnostics about routes (`routes:` and `url:`).
extension DiagnosticExplanation {
    /// The entries about routes and URL patterns; ``DiagnosticCode/explanation`` names each as `Routes.<code>`.
    enum Routes {
        static let screenNotARoute = DiagnosticExplanation(
            severity: .note,
            summary: "A screen of a spec file with 'routes' gets no ScreenRoute case: a parameter has a closure type, which is not Hashable, or the screen is a window controller.",
            fix: "Nothing, if the screen is pushed or presented with its own members. To give it a route, pass what the closure does another way (a delegate set after create) so every parameter is Hashable.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  ComposeViewController:
                    initialize:
                      onSend: "@escaping () -> Void"
                """#)
        )

        static let urlWithoutRoute = DiagnosticExplanation(
            summary: "A screen has 'url', but it has no ScreenRoute case: its spec file has no 'routes' (nor the config), or the screen cannot be a route.",
            fix: "Add 'routes: true' to the spec file (or screengen.yml), or remove 'url', or make every parameter Hashable.",
            example: .article(url: "/articles/{id}", routes: false)
        )

        static let invalidUrlPattern = DiagnosticExplanation(
            summary: "A 'url' is not a path pattern: it must start with '/', and each segment is literal text or one whole '{name}'.",
            fix: "Write the path alone, e.g. '/articles/{id}'; for a custom scheme, the host is the first segment ('myapp://articles/3' matches '/articles/{id}').",
            example: .article(url: "articles/id-{id}")
        )

        static let unknownUrlParameter = DiagnosticExplanation(
            summary: "A '{name}' in a 'url' names none of the screen's init or initialize parameters.",
            fix: "Use the parameter's name (not its label) between the braces.",
            example: .article(url: "/articles/{ident}")
        )

        static let urlMissingParameter = DiagnosticExplanation(
            summary: "A screen's 'url' leaves out a parameter that has no default value, so a link could not make the screen.",
            fix: "Add '{name}' to the pattern, or give the parameter a default value.",
            example: .spec(#"""
                module: App
                routes: true
                screens:
                  ProfileViewController:
                    init:
                      name: String
                      tab: Int
                    url: /users/{name}
                """#)
        )

        static let overlappingUrlPatterns = DiagnosticExplanation(
            summary: "Two 'url' patterns match the same path, and neither wins by having a literal segment wherever the other has one.",
            fix: "Tell them apart by a literal segment ('/articles/{id}' and '/authors/{name}'), or make one strictly more literal ('/articles/new' beside '/articles/{id}').",
            example: .article(url: "/articles/{id}", then: "  SlugViewController:\n    initialize:\n      slug: String\n    url: /articles/{slug}")
        )

        static let linkContractBroken = DiagnosticExplanation(
            summary: "'screengen check --links-baseline FILE' found a link of FILE (written by 'screengen links --format json') that no 'url' pattern takes any more, or whose pattern changed a parameter: its name, its type, path or query item, optional or required, repeated or not. Links on the web, in mail and in other apps keep the old form.",
            fix: "Keep the pattern as the baseline has it (add a new pattern beside it for the new form), or, when breaking the old links is intended, write a new baseline with 'screengen links --format json --output FILE' and commit it with the change.",
            example: .situation("a links baseline with '/articles/{id}' (id: Int) for ArticleViewController, whose spec now says 'url: /posts/{id}' or 'id: String'")
        )

        static let routeParameterNotCodable = DiagnosticExplanation(
            summary: "With 'routes: {codable: true}', ScreenRoute is Codable, so every route parameter's type must be: the standard types (String, the integers, Double, Float, Bool, UUID, URL, Date, Data, Decimal), optionals and arrays of them, dictionaries of them keyed by String or Int, or a type the spec lists under 'codable'.",
            fix: "If the type is Codable, list it: 'routes: {codable: [Article.ID]}'. Otherwise pass the screen a Codable value (an identifier) and look the rest up, or turn codable off.",
            example: .spec(#"""
                module: App
                routes: {codable: true}
                screens:
                  ArticleViewController:
                    initialize:
                      article: Article
                """#)
        )
    }
}

extension DiagnosticExplanation.Example {
    /// `App.yml` with routes on (unless `routes` is false) and ArticleViewController, whose
    /// `initialize(id: Int)` is reached by `url`; `rest` goes on under `screens:`. The start
    /// the route examples share, written once.
    static func article(url: String, routes: Bool = true, then rest: String = "") -> Self {
        spec("module: App\n" + (routes ? "routes: true\n" : "") + "screens:\n  ArticleViewController:\n    initialize:\n      id: Int\n    url: \(url)"
            + (rest.isEmpty ? "" : "\n" + rest))
    }
}
