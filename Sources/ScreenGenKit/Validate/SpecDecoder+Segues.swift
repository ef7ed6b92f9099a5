/// Validate stage, per file: a screen's `segues:`, each `identifier: Destination` or
/// `identifier: {destination: Destination, embedded: true}`.
extension SpecDecoder {
    static let segueKeys = SpecKey.spellings(SpecKey.Segue.self)

    mutating func decodeSegues(_ node: YAMLNode) -> [SpecDocument.SegueEntry] {
        guard let segues = MappingReader(node, key: "segues", expected: "a mapping of segue identifiers to destination screens", diagnostics: &diagnostics) else {
            return []
        }
        var result: [SpecDocument.SegueEntry] = []
        for entry in segues.pairs {
            let identifier = SpecDocument.Located(value: entry.keyText, location: entry.key.textLocation)
            if case .mapping = entry.value.content {
                let section = "segue '\(entry.keyText.shownInMessage)'"
                guard let settings = MappingReader(entry.value, key: entry.keyText, section: section, allowed: Self.segueKeys, diagnostics: &diagnostics) else { continue }
                let embedded = settings.bool(SpecKey.Segue.embedded, diagnostics: &diagnostics)
                guard let destination = settings.string(SpecKey.Segue.destination, diagnostics: &diagnostics) else {
                    if settings.value(SpecKey.Segue.destination) == nil {
                        diagnostics.append(Diagnostic(.missingSegueDestination(identifier: entry.keyText), at: identifier.location))
                    }
                    continue
                }
                result.append(.init(identifier: identifier, destination: destination, embedded: embedded))
                continue
            }
            guard let text = entry.value.oneLineScalar, !entry.value.isNull else {
                diagnostics.append(Diagnostic(.wrongKind(
                    subject: "segue '\(entry.keyText.shownInMessage)'", expected: "a destination screen, or a mapping with 'destination' and 'embedded'",
                    found: entry.value.kindDescription, hint: nil), at: entry.value.location))
                continue
            }
            result.append(.init(identifier: identifier, destination: .init(value: text, location: entry.value.textLocation), embedded: nil))
        }
        return result
    }
}
