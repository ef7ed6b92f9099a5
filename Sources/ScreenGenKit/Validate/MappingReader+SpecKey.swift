/// The reader's lookups by ``SpecKey`` case, so the decoder never spells a key itself.
extension MappingReader {
    func entry<Key: RawRepresentable>(_ key: Key) -> YAMLNode.Pair? where Key.RawValue == String {
        entry(key.rawValue)
    }

    func value<Key: RawRepresentable>(_ key: Key) -> YAMLNode? where Key.RawValue == String {
        value(key.rawValue)
    }

    func string<Key: RawRepresentable>(_ key: Key, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<String>? where Key.RawValue == String {
        string(key.rawValue, diagnostics: &diagnostics)
    }

    func bool<Key: RawRepresentable>(_ key: Key, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<Bool>? where Key.RawValue == String {
        bool(key.rawValue, diagnostics: &diagnostics)
    }

    func choice<Key: RawRepresentable, Choice: RawRepresentable & CaseIterable>(
        _ key: Key, as type: Choice.Type, diagnostics: inout [Diagnostic]
    ) -> SpecDocument.Located<Choice>? where Key.RawValue == String, Choice.RawValue == String {
        choice(key.rawValue, as: type, diagnostics: &diagnostics)
    }
}
