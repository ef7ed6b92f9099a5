import Foundation

/// The `applinks` part of an `apple-app-site-association` file for the link contract: one
/// component per pattern, and the `exclude` components that keep a `*` from taking more than
/// one path segment.
///
/// The system tries the components in order and the first that matches decides. A `*`
/// matches any text, `/` included, so `/articles/*` (for `/articles/{id}`) also matches
/// `/articles/3/edit`, which no route takes: `/articles/*/*` is excluded before it. An
/// exclude matches only paths longer than its own pattern's, so the patterns go longest
/// first, each group's excludes before its includes: a longer route is matched before a
/// shorter one's exclude can refuse it.
extension LinkContract {
    /// The components, in the order the system must try them.
    public var appLinkComponents: [JSONValue] {
        var byDepth: [Int: (excludes: [JSONValue], includes: [JSONValue])] = [:]
        var seen: Set<String> = []
        for link in links {
            guard let pattern = try? URLPatternParser.parse(link.pattern).get() else { continue }
            let pieces = pattern.segments.map { segment -> String in
                switch segment {
                case let .literal(text): return LinkSample.encoded(text, allowed: LinkSample.pathCharacters)
                case .parameter: return "*"
                }
            }
            let required = link.parameters.filter { $0.place == .query && !$0.optional }.compactMap(\.item)
            var group = byDepth[pieces.count] ?? ([], [])
            for (index, segment) in pattern.segments.enumerated() {
                guard case let .parameter(name) = segment else { continue }
                var wider = pieces
                wider[index] = "*/*"
                let comment = "\(link.pattern): '{\(name)}' is one path segment"
                if seen.insert("exclude " + Self.pathText(wider)).inserted {
                    group.excludes.append(Self.component(path: wider, query: [], exclude: true, comment: comment))
                }
            }
            let include = Self.component(path: pieces, query: required, exclude: false, comment: "\(link.pattern): \(link.screen) (\(link.module))")
            if seen.insert("include " + Self.pathText(pieces) + "?" + required.joined(separator: "&")).inserted { group.includes.append(include) }
            byDepth[pieces.count] = group
        }
        return byDepth.keys.sorted(by: >).flatMap { byDepth[$0].map { $0.excludes + $0.includes } ?? [] }
    }

    /// The file's text: `{"applinks": {"details": [{"appIDs": …, "components": …}]}}` for
    /// `appIDs`, or the components array alone, to merge into a file the site already has.
    public func appSiteAssociation(appIDs: [String]) -> String {
        guard !appIDs.isEmpty else { return JSONValue.array(appLinkComponents).rendered() + "\n" }
        let details = JSONValue.object([
            ("appIDs", .array(appIDs.map(JSONValue.string))),
            ("components", .array(appLinkComponents)),
        ])
        return JSONValue.object([("applinks", .object([("details", .array([details]))]))]).rendered() + "\n"
    }

    private static func pathText(_ pieces: [String]) -> String {
        "/" + pieces.joined(separator: "/")
    }

    private static func component(path: [String], query: [String], exclude: Bool, comment: String) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("/", .string(pathText(path)))]
        if !query.isEmpty { pairs.append(("?", .object(query.map { ($0, .string("*")) }))) }
        if exclude { pairs.append(("exclude", .bool(true))) }
        pairs.append(("comment", .string(comment)))
        return .object(pairs)
    }
}
