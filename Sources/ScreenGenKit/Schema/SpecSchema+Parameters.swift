/// The schema of a screen's parameter lists, `init:` and `initialize:`.
extension SpecSchema {
    static var initializer: JSONValue {
        parameterList(
            description: "Parameters of the screen's hand-written initializer after what UIKit needs: init?(coder: NSCoder, ...) for a storyboard scene (made through instantiateViewController(identifier:creator:)), init(nibName:bundle:...) for a XIB, init(...) in code or for a SwiftUI view. `create` calls it, then initialize.",
            examples: [("user", "User"), ("onLogout", "@escaping () -> Void")])
    }

    static var initialize: JSONValue {
        parameterList(
            description: "Parameters of the screen's hand-written `func initialize(...)`, in order: `[label] name: Type [= default]`. `{}` means initialize() with no parameters; no key means the screen has no initialize method.",
            examples: [("quotes", "[Quote]"), ("_ index", "Int")])
    }

    private static func parameterList(description: String, examples: [(String, String)]) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("type", .array([.string("object"), .string("null")])),
            ("propertyNames", .object([
                ("description", .string("`name`, `label name` or `_ name`.")),
                ("pattern", .string("^[^\\s:]+(\\s+[^\\s:]+)?$")),
            ])),
            ("additionalProperties", .object([
                ("description", .string("A Swift type, optionally followed by `= default`. Quote types that start with `[` or `@`.")),
                ("type", .string("string")),
                ("minLength", .int(1)),
                ("examples", .array([.string("[Quote]"), .string("QuotesViewControllerDelegate? = nil"), .string("@escaping () -> Void")])),
            ])),
            ("examples", .array([.object(examples.map { ($0.0, .string($0.1)) })])),
        ])
    }
}
