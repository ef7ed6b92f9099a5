/// Text of the diagnostics about previews: a screen's `preview:` arguments.
extension DiagnosticKind {
    func invalidPreviewArgumentMessage(_ name: String, _ text: String, _ reason: String) -> String {
        return "preview argument '\(shownValue(name))' ('\(shownValue(text))') is not one valid Swift expression: \(reason.shownOnOneLine)"
    }

    func unknownPreviewParameterMessage(_ name: String, _ screen: String, _ parameters: [String], _ suggestion: String?) -> String {
        let hint: String
        if let suggestion {
            hint = "did you mean '\(shownValue(suggestion))'?"
        } else if parameters.isEmpty {
            hint = "it takes none, so 'preview:' has nothing to give"
        } else {
            hint = "its parameters are \(parameters.map { shownValue($0) }.joined(separator: ", "))"
        }
        return "'preview:' of screen '\(shownValue(screen))' gives '\(shownValue(name))', which is not a parameter of its create; \(hint)"
    }

    func missingPreviewArgumentsMessage(_ names: [String], _ screen: String) -> String {
        let list = names.map { "'\(shownValue($0))'" }.joined(separator: ", ")
        let noun = names.count == 1 ? "parameter" : "parameters"
        return "'preview:' of screen '\(shownValue(screen))' gives no value to \(noun) \(list), which \(names.count == 1 ? "has" : "have") no default; add \(names.count == 1 ? "it" : "them"), or write 'preview: false' for no preview"
    }
}
