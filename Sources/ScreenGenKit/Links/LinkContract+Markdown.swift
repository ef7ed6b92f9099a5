/// The link contract as a Markdown table (`screengen links --format markdown`), for a wiki or
/// a pull request: one row per pattern.
extension LinkContract {
    public var markdown: String {
        var lines = [
            "| pattern | module | screen | parameters | sample |",
            "| --- | --- | --- | --- | --- |",
        ]
        for link in links {
            let parameters = link.parameters.map(Self.describe).joined(separator: "; ")
            let cells = [Self.code(link.pattern), Self.cell(link.module), Self.cell(link.screen),
                         parameters.isEmpty ? "none" : parameters, Self.code(link.sample)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `` `q` → `query`: `String` (query, optional, default `""`) ``
    private static func describe(_ parameter: LinkParameter) -> String {
        // The query item's name in a link, then the parameter's where they differ.
        let name = parameter.item.flatMap { $0 == parameter.name ? nil : "\(code($0)) → \(code(parameter.name))" } ?? code(parameter.name)
        var facts = [parameter.place.rawValue]
        if parameter.optional { facts.append("optional") }
        if parameter.repeated { facts.append("repeated") }
        if let value = parameter.defaultValue { facts.append("default \(code(value))") }
        return "\(name): \(code(parameter.type)) (\(facts.joined(separator: ", ")))"
    }

    /// Text in a code span of a table cell: a `|` would end the cell, a backtick the span.
    private static func code(_ text: String) -> String {
        let escaped = cell(text)
        let fence = escaped.contains("`") ? "`` " : "`"
        return fence + escaped + String(fence.reversed())
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
