/// Validate stage, per file: a screen's `parent:`, `parent: Screen` or
/// `parent: {screen: Screen, arguments: {name: expression}}`.
extension SpecDecoder {
    static let parentKeys = SpecKey.spellings(SpecKey.Parent.self)

    mutating func decodeParent(_ node: YAMLNode) -> SpecDocument.ParentEntry? {
        if case .mapping = node.content {
            guard let settings = MappingReader(node, key: "parent", section: "parent", allowed: Self.parentKeys, diagnostics: &diagnostics) else { return nil }
            guard let screen = settings.string(SpecKey.Parent.screen, diagnostics: &diagnostics) else {
                if settings.value(SpecKey.Parent.screen) == nil {
                    diagnostics.append(Diagnostic(.wrongKind(subject: "'parent'", expected: "a mapping with 'screen' (and optionally 'arguments')",
                                                             found: "a mapping without 'screen'", hint: nil), at: node.location))
                }
                return nil
            }
            var arguments: [(name: SpecDocument.Located<String>, value: SpecDocument.Located<String>)] = []
            if let node = settings.value(SpecKey.Parent.arguments),
               let reader = MappingReader(node, key: "arguments", expected: "a mapping of the parent's parameter names to Swift expressions", diagnostics: &diagnostics) {
                for pair in reader.pairs {
                    guard let text = pair.value.oneLineScalar, !pair.value.isNull else {
                        diagnostics.append(Diagnostic(.wrongKind(subject: "argument '\(pair.keyText.shownInMessage)'", expected: "a Swift expression on one line",
                                                                 found: pair.value.kindDescription, hint: nil), at: pair.value.location))
                        continue
                    }
                    arguments.append((.init(value: pair.keyText, location: pair.key.textLocation), .init(value: text, location: pair.value.textLocation)))
                }
            }
            return .init(screen: screen, arguments: arguments)
        }
        guard let text = node.oneLineScalar, !node.isNull else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'parent'", expected: "a screen name, or a mapping with 'screen' and 'arguments'",
                                                     found: node.kindDescription, hint: nil), at: node.location))
            return nil
        }
        return .init(screen: .init(value: text, location: node.textLocation), arguments: [])
    }
}
