/// A screen's `initialize` parameters as they appear in generated signatures and calls.
struct ParameterList {
    let parameters: [Parameter]
    /// False with `callSiteLabels: none`: create, push and present take every parameter
    /// without a label (as the create/push/present templates did), while `initialize` is
    /// still called with its own labels.
    let labeled: Bool
    /// `quotes: [Quote], _ index: Int, delegate: QuotesViewControllerDelegate? = nil`,
    /// worked out once for the three signatures that use it.
    /// Kept as bytes: it is copied into three lines, and growing a `String` piece by piece
    /// costs several times more.
    let declaration: SwiftWriter.Line
    /// Where the spec declares each parameter, when the generated code can mirror it.
    let specFile: String?
    /// Each parameter's declaration: the pieces of ``declaration``, and the items of the
    /// signatures laid out on the spec's lines.
    private let items: [SwiftWriter.Line]
    /// The parameters' spec lines, checked once for the screen's three signatures.
    private let specLayout: SpecLineLayout?
    /// Each parameter's name and argument label as code writes them (escaped), looked up
    /// once: the declaration and every call of a screen repeat them.
    private let names: [String]
    private let labels: [String?]

    /// `declares: false` leaves ``declaration`` empty and gives no ``function``: a list
    /// only called with (``arguments``, ``initializeCall(_:into:)``) need not build it.
    /// `defaults: false` leaves the spec's default values out of ``declaration`` (a protocol
    /// requirement takes none).
    init(_ parameters: [Parameter], labeled: Bool = true, specFile: String? = nil, declares: Bool = true, defaults: Bool = true) {
        self.parameters = parameters
        self.labeled = labeled
        self.specFile = specFile
        let names = parameters.map { SwiftIdentifier.escaped($0.name) }
        let labels = parameters.map { $0.label.map(SwiftIdentifier.escapedLabel) }
        self.names = names
        self.labels = labels
        var items: [SwiftWriter.Line] = []
        var text: SwiftWriter.Line = ""
        if declares { items.reserveCapacity(parameters.count) }
        for (index, parameter) in parameters.enumerated() where declares {
            var item: SwiftWriter.Line = ""
            Self.declare(parameter, name: names[index], label: labeled ? labels[index] : nil, labeled: labeled, defaults: defaults, into: &item)
            if !text.isEmpty { text.append(", ") }
            text.append(item)
            items.append(item)
        }
        self.items = items
        declaration = text
        specLayout = specFile.flatMap { SpecLineLayout(file: $0, lines: parameters.map(\.line)) }
    }

    /// `, ` when ``declaration`` is not empty: what goes between it and declarations after it.
    var separatorBeforeMore: String { declaration.isEmpty ? "" : ", " }

    /// `quotes: quotes, index, delegate: delegate`: the arguments of `initialize`, with its labels.
    var arguments: SwiftWriter.Line { arguments(labeled: true) }

    /// The arguments of a call to create from push and present, labeled as create's parameters are.
    var forwardedArguments: SwiftWriter.Line { arguments(labeled: labeled) }

    private func arguments(labeled: Bool) -> SwiftWriter.Line {
        // One buffer grown in place: joining an array of strings costs more per screen.
        var text: SwiftWriter.Line = ""
        for index in parameters.indices {
            if !text.isEmpty { text.append(", ") }
            appendArgument(index, labeled: labeled, to: &text)
        }
        return text
    }

    /// Each argument on its own: `quotes: quotes`, `index`, ...
    func argumentItems(labeled: Bool) -> [SwiftWriter.Line] {
        parameters.indices.map { index in
            var item: SwiftWriter.Line = ""
            appendArgument(index, labeled: labeled, to: &item)
            return item
        }
    }

    /// `(quotes:_:delegate:)`, for documentation.
    var selector: String { Self.selector(of: parameters) }

    /// The same without building a parameter list.
    static func selector(of parameters: [Parameter]) -> String {
        var text = "("
        for parameter in parameters {
            text += parameter.label ?? "_"
            text += ":"
        }
        return text + ")"
    }

    /// A local name no parameter uses, so a parameter is never shadowed by generated code.
    func unusedName(startingWith base: String) -> String {
        SwiftIdentifier.unused(base) { name in parameters.contains { $0.name == name } }
    }

    // MARK: Laid out on the spec's lines

    private func layout(linesBefore: Int) -> SpecLineLayout? {
        guard let specLayout, specLayout.fits(linesBefore: linesBefore) else { return nil }
        return specLayout
    }

    /// `doc` (comment lines), `attributes`, then `head(<parameters>, <more>)tail {`, the body
    /// and `}`; with the spec lines known, the parameters sit on them (see ``SpecLineLayout``).
    /// The directive goes before the doc comment: between the two, it would part the comment
    /// from the declaration, and Quick Help and DocC would not show it.
    func function(doc: [SwiftWriter.Line] = [], attributes: [String] = [], _ head: SwiftWriter.Line, more: [String] = [], tail: String,
                  into out: inout SwiftWriter, body: (inout SwiftWriter) -> Void) {
        // Counted as written: a long doc comment takes more than one line.
        let doc = doc.flatMap { out.wrapped($0) }
        let linesBefore = doc.count + attributes.count
        guard let layout = layout(linesBefore: linesBefore) else {
            for line in doc { out.line(line) }
            for attribute in attributes { out.line("\(attribute)") }
            let rest = more.joined(separator: ", ")
            let oneLine: SwiftWriter.Line = "\(head)(\(declaration)\(rest.isEmpty ? "" : separatorBeforeMore + rest))\(tail) {"
            guard !out.fits(oneLine) else {
                out.block("\(head)(\(declaration)\(rest.isEmpty ? "" : separatorBeforeMore + rest))\(tail)", body)
                return
            }
            // Too long for one line: one parameter per line.
            out.line("\(head)(")
            out.indented { out in
                let all = items + more.map { SwiftWriter.Line(stringLiteral: $0) }
                for (index, item) in all.enumerated() {
                    var line = item
                    if index < all.count - 1 { line.append(",") }
                    out.line(line)
                }
            }
            out.line(")\(tail) {")
            out.indented(body)
            out.line("}")
            return
        }
        out.line(layout.directive(linesBefore: linesBefore))
        for line in doc { out.verbatimLine(line) }
        for attribute in attributes { out.verbatimLine("\(attribute)") }
        out.verbatimLine("\(head)(")
        layout.writeItems(items, trailing: more, into: &out)
        out.verbatimLine(")\(tail) {")
        out.indented { out in
            out.line(SpecLineLayout.reset)
            body(&out)
        }
        out.line("}")
    }

    /// `head(<parameters>)`, a protocol requirement: on the spec's lines when they are known.
    func requirement(_ head: SwiftWriter.Line, into out: inout SwiftWriter) {
        guard let layout = layout(linesBefore: 0) else {
            out.call(head, items)
            return
        }
        out.line(layout.directive(linesBefore: 0))
        out.verbatimLine("\(head)(")
        layout.writeItems(items, trailing: [], into: &out)
        out.line(")")
        out.line(SpecLineLayout.reset)
    }

    /// `head(<arguments of initialize>)`, on the spec's lines when they are known.
    func initializeCall(_ head: SwiftWriter.Line, into out: inout SwiftWriter) {
        guard let layout = layout(linesBefore: 0) else {
            out.call(head, argumentItems(labeled: true))
            return
        }
        out.line(layout.directive(linesBefore: 0))
        out.verbatimLine("\(head)(")
        layout.writeItems(argumentItems(labeled: true), trailing: [], into: &out)
        out.line(")")
        out.line(SpecLineLayout.reset)
    }

    /// `label: name`, or `name` without a label, at the end of `text`.
    private func appendArgument(_ index: Int, labeled: Bool, to text: inout SwiftWriter.Line) {
        if labeled, let label = labels[index] {
            text.append(label)
            text.append(": ")
        }
        text.append(names[index])
    }

    /// `name` and `label` escaped (``names``, ``labels``); `label` nil when unlabeled.
    private static func declare(_ parameter: Parameter, name: String, label: String?, labeled: Bool, defaults: Bool,
                                into text: inout SwiftWriter.Line) {
        switch labeled ? parameter.label : nil {
        case nil:
            text.append("_ ")
        case parameter.name?:
            break
        case .some:
            text.append(label ?? "")
            text.append(" ")
        }
        text.append(name)
        text.append(": ")
        text.append(parameter.type)
        if defaults, let defaultValue = parameter.defaultValue {
            text.append(" = ")
            text.append(defaultValue)
        }
    }
}
