/// Reads `routes:` (a spec file's or `screengen.yml`'s): `true`, `false`, or a mapping of
/// route options, `{sendable: true}`, which turns routes on with those options.
enum RouteSettingReader {
    static let keys = SpecKey.spellings(SpecKey.Routes.self)

    static func read(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<SpecDocument.RouteSetting>? {
        if case .mapping = node.content {
            guard let options = MappingReader(node, key: key, section: "'\(key)'", allowed: keys, diagnostics: &diagnostics) else { return nil }
            let sendable = options.bool(SpecKey.Routes.sendable, diagnostics: &diagnostics)
            return .init(value: .on(RouteOptions(sendable: sendable?.value ?? false)), location: node.location)
        }
        if case let .scalar(text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return .init(value: .on(RouteOptions()), location: node.location)
            case "false", "False", "FALSE": return .init(value: .off, location: node.location)
            default: break
            }
        }
        diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key)'", expected: "true, false or a mapping with the key sendable", found: node.kindDescription, hint: nil), at: node.location))
        return nil
    }
}
