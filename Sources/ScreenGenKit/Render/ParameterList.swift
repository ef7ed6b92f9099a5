/// A screen's `initialize` parameters as they appear in generated signatures and calls.
struct ParameterList {
    let parameters: [Parameter]

    init(_ parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// `quotes: [Quote], _ index: Int, delegate: QuotesViewControllerDelegate? = nil`
    var declaration: String { declaration(appending: []) }

    func declaration(appending extra: [String]) -> String {
        (parameters.map(declare) + extra).joined(separator: ", ")
    }

    /// `quotes: quotes, index, delegate: delegate`
    var arguments: String {
        parameters.map { parameter in
            let value = SwiftIdentifier.escaped(parameter.name)
            guard let label = parameter.label else { return value }
            return "\(SwiftIdentifier.escapedLabel(label)): \(value)"
        }.joined(separator: ", ")
    }

    /// `(quotes:_:delegate:)`, for documentation.
    var selector: String {
        "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// A local name no parameter uses, so a parameter is never shadowed by generated code.
    func unusedName(startingWith base: String) -> String {
        let taken = Set(parameters.map(\.name))
        var name = base
        while taken.contains(name) { name += "_" }
        return name
    }

    private func declare(_ parameter: Parameter) -> String {
        let name = SwiftIdentifier.escaped(parameter.name)
        let head: String
        switch parameter.label {
        case nil: head = "_ \(name)"
        case parameter.name?: head = name
        case let label?: head = "\(SwiftIdentifier.escapedLabel(label)) \(name)"
        }
        let defaultValue = parameter.defaultValue.map { " = \($0)" } ?? ""
        return "\(head): \(parameter.type)\(defaultValue)"
    }
}
