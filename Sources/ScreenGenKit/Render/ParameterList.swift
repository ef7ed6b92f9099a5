/// A screen's `initialize` parameters as they appear in generated signatures and calls.
struct ParameterList {
    let parameters: [Parameter]
    /// `quotes: [Quote], _ index: Int, delegate: QuotesViewControllerDelegate? = nil`,
    /// worked out once for the three signatures that use it.
    /// Kept as bytes: it is copied into three lines, and growing a `String` piece by piece
    /// costs several times more.
    let declaration: SwiftWriter.Line

    init(_ parameters: [Parameter]) {
        self.parameters = parameters
        var text = SwiftWriter.Line(bytes: [])
        text.bytes.reserveCapacity(40 * parameters.count)
        for parameter in parameters {
            if !text.bytes.isEmpty { text.append(", ") }
            Self.declare(parameter, into: &text)
        }
        declaration = text
    }

    /// `, ` when ``declaration`` is not empty: what goes between it and declarations after it.
    var separatorBeforeMore: String { declaration.bytes.isEmpty ? "" : ", " }

    /// `quotes: quotes, index, delegate: delegate`
    var arguments: SwiftWriter.Line {
        // One buffer grown in place: joining an array of strings costs more per screen.
        var text = SwiftWriter.Line(bytes: [])
        text.bytes.reserveCapacity(24 * parameters.count)
        for parameter in parameters {
            if !text.bytes.isEmpty { text.append(", ") }
            if let label = parameter.label {
                text.append(SwiftIdentifier.escapedLabel(label))
                text.append(": ")
            }
            text.append(SwiftIdentifier.escaped(parameter.name))
        }
        return text
    }

    /// `(quotes:_:delegate:)`, for documentation.
    var selector: String {
        var text = "("
        for parameter in parameters {
            text += parameter.label ?? "_"
            text += ":"
        }
        return text + ")"
    }

    /// A local name no parameter uses, so a parameter is never shadowed by generated code.
    func unusedName(startingWith base: String) -> String {
        // A handful of parameters: a linear search is cheaper than building a set.
        var name = base
        while parameters.contains(where: { $0.name == name }) { name += "_" }
        return name
    }

    private static func declare(_ parameter: Parameter, into text: inout SwiftWriter.Line) {
        let name = SwiftIdentifier.escaped(parameter.name)
        switch parameter.label {
        case nil:
            text.append("_ ")
        case parameter.name?:
            break
        case let label?:
            text.append(SwiftIdentifier.escapedLabel(label))
            text.append(" ")
        }
        text.append(name)
        text.append(": ")
        text.append(parameter.type)
        if let defaultValue = parameter.defaultValue {
            text.append(" = ")
            text.append(defaultValue)
        }
    }
}
