/// Reads `routes:` (a spec file's or `screengen.yml`'s): `true`, `false`, or a mapping of
/// route options, `{sendable: true, codable: true}`, which turns routes on with those options.
enum RouteSettingReader {
    static let keys = SpecKey.spellings(SpecKey.Routes.self)

    static func read(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> SpecDocument.Located<SpecDocument.RouteSetting>? {
        if case .mapping = node.content {
            guard let options = MappingReader(node, key: key, section: "'\(key)'", allowed: keys, diagnostics: &diagnostics) else { return nil }
            let sendable = options.bool(SpecKey.Routes.sendable, diagnostics: &diagnostics)
            let codable = options.value(SpecKey.Routes.codable).flatMap { readCodable($0, key: key, diagnostics: &diagnostics) }
            let routeOptions = RouteOptions(sendable: sendable?.value ?? false, codable: codable?.on ?? false, codableTypes: codable?.types ?? [])
            return .init(value: .on(routeOptions), location: node.location)
        }
        if case let .scalar(text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return .init(value: .on(RouteOptions()), location: node.location)
            case "false", "False", "FALSE": return .init(value: .off, location: node.location)
            default: break
            }
        }
        diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key)'", expected: "true, false or a mapping with the keys sendable and codable", found: node.kindDescription, hint: nil), at: node.location))
        return nil
    }

    /// `codable: true`, `false`, or the list of the app's own Codable types, which turns it on.
    private static func readCodable(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> (on: Bool, types: [String])? {
        if case let .sequence(items) = node.content {
            var types: [String] = []
            for item in items {
                guard let text = item.oneLineScalar, !item.isNull, !text.isEmpty, SwiftFragment.typeProblem(text) == nil else {
                    diagnostics.append(Diagnostic(.wrongKind(subject: "an entry of '\(key): codable'", expected: "a Swift type name that is Codable", found: item.kindDescription, hint: nil), at: item.location))
                    continue
                }
                types.append(text.trimmingWhitespace)
            }
            return (true, types)
        }
        if case let .scalar(text, .plain) = node.content {
            switch text {
            case "true", "True", "TRUE": return (true, [])
            case "false", "False", "FALSE": return (false, [])
            default: break
            }
        }
        diagnostics.append(Diagnostic(.wrongKind(subject: "'\(key): codable'", expected: "true, false or a list of the app's own Codable types", found: node.kindDescription, hint: nil), at: node.location))
        return nil
    }
}
