/// Reads an `ignore:` list: each entry a diagnostic code, or a mapping with `code` and
/// optional `storyboard` and `screen`. The spec decoder and the config file share it.
extension IgnoreRule {
    static let keys = SpecKey.spellings(SpecKey.Ignore.self)

    /// The list's rules; every entry that is not one is reported where it is written.
    static func readList(_ node: YAMLNode, diagnostics: inout [Diagnostic]) -> [IgnoreRule] {
        if node.isNull { return [] }
        guard case let .sequence(items) = node.content else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "'ignore'", expected: "a list of diagnostic codes", found: node.kindDescription,
                                                     hint: "write each code on its own line after '- ', e.g. '- unused-storyboard'"), at: node.location))
            return []
        }
        return items.compactMap { read($0, diagnostics: &diagnostics) }
    }

    private static func read(_ item: YAMLNode, diagnostics: inout [Diagnostic]) -> IgnoreRule? {
        if case .mapping = item.content {
            guard let reader = MappingReader(item, key: "an entry of 'ignore'", section: "an entry of 'ignore'", allowed: keys, diagnostics: &diagnostics) else {
                return nil
            }
            let storyboard = reader.string(SpecKey.Ignore.storyboard, diagnostics: &diagnostics)
            let screen = reader.string(SpecKey.Ignore.screen, diagnostics: &diagnostics)
            guard reader.value(SpecKey.Ignore.code) != nil else {
                diagnostics.append(Diagnostic(.wrongKind(subject: "an entry of 'ignore'", expected: "a diagnostic code, or a mapping with 'code' and optional 'storyboard' and 'screen'",
                                                         found: "a mapping without 'code'", hint: nil), at: item.location))
                return nil
            }
            guard let code = reader.string(SpecKey.Ignore.code, diagnostics: &diagnostics),
                  let known = knownCode(code.value, at: code.location, diagnostics: &diagnostics) else { return nil }
            return IgnoreRule(code: known, storyboard: storyboard?.value, screen: screen?.value, location: code.location)
        }
        guard let text = item.oneLineScalar, !item.isNull else {
            diagnostics.append(Diagnostic(.wrongKind(subject: "an entry of 'ignore'", expected: "a diagnostic code, or a mapping with 'code' and optional 'storyboard' and 'screen'",
                                                     found: item.kindDescription, hint: nil), at: item.location))
            return nil
        }
        guard let known = knownCode(text, at: item.textLocation, diagnostics: &diagnostics) else { return nil }
        return IgnoreRule(code: known, location: item.textLocation)
    }

    /// The code `text` names when an entry may name it; else reported: no such code (with
    /// the closest as a suggestion, as `screengen explain` gives it), or one never hidden.
    private static func knownCode(_ text: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> DiagnosticCode? {
        let (code, suggestion) = DiagnosticCode.named(text)
        guard let code else {
            diagnostics.append(Diagnostic(.unknownDiagnosticCode(code: text, suggestion: suggestion), at: location))
            return nil
        }
        guard code.isIgnorable else {
            diagnostics.append(Diagnostic(.unignorableDiagnostic(code: code), at: location))
            return nil
        }
        return code
    }
}
