extension SpecDocument {
    /// A screen's `preview:` as written: `false`, or the argument each parameter gets in the
    /// screen's `#Preview` and catalog entry.
    struct PreviewEntry {
        /// Where the `preview` key is.
        var location: SourceLocation
        /// `preview: false`: the screen has no preview, whatever its parameters.
        var isOff: Bool
        /// Parameter name → Swift expression, in the order written, each with its location.
        var arguments: [(name: Located<String>, value: Located<String>)] = []
    }
}

extension SpecDecoder {
    /// `preview: false`, or a mapping of parameter names to Swift expressions (`{}`: every
    /// parameter's default). The expressions are checked here; the names against the screen's
    /// parameters by the validator, which knows them once the screen's kind is decided.
    mutating func decodePreview(_ entry: YAMLNode.Pair) -> SpecDocument.PreviewEntry? {
        let location = entry.key.textLocation
        if case let .scalar(text, .plain) = entry.value.content, ["false", "False", "FALSE"].contains(text) {
            return SpecDocument.PreviewEntry(location: location, isOff: true)
        }
        guard let mapping = MappingReader(entry.value, key: SpecKey.Screen.preview.rawValue,
                                          expected: "a mapping of parameter names to Swift expressions, or false for no preview", diagnostics: &diagnostics) else {
            return nil
        }
        var preview = SpecDocument.PreviewEntry(location: location, isOff: false)
        var valid = true
        for pair in mapping.pairs {
            let name = pair.keyText
            guard let text = pair.value.oneLineScalar, !pair.value.isNull else {
                diagnostics.append(Diagnostic(.wrongKind(subject: "preview argument '\(name.shownInMessage)'", expected: "a Swift expression on one line",
                                                         found: pair.value.kindDescription, hint: "quote an expression that YAML reads as a list or a mapping, e.g. quotes: \"[Quote.sample]\""),
                                              at: pair.value.location))
                valid = false
                continue
            }
            let expression = text.trimmingWhitespace
            if let problem = SwiftFragment.expressionProblem(expression) {
                diagnostics.append(Diagnostic(.invalidPreviewArgument(name: name, text: expression, reason: problem), at: pair.value.textLocation))
                valid = false
                continue
            }
            preview.arguments.append((.init(value: name, location: pair.key.textLocation), .init(value: expression, location: pair.value.textLocation)))
        }
        return valid ? preview : nil
    }
}
