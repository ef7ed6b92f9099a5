import Foundation

/// The link contract: every `url:` pattern of the modules, with what each parameter is and
/// where a link carries it. `screengen links` writes it for the web team (JSON, Markdown, the
/// `applinks` components of an `apple-app-site-association` file), and `check
/// --links-baseline` compares the specs with one written earlier, so that a link already
/// published never stops matching unnoticed.
public struct LinkContract: Sendable, Equatable {
    /// One `url:` pattern and its screen.
    public struct Link: Sendable, Equatable, Codable {
        /// As the spec writes it: `/search?q={query}`.
        public var pattern: String
        public var module: String
        /// The screen's name in the spec.
        public var screen: String
        public var parameters: [LinkParameter]
        /// A URL that the pattern matches, with a sample value of each parameter.
        public var sample: String
    }

    /// A parameter that a link carries.
    public struct LinkParameter: Sendable, Equatable, Codable {
        public enum Place: String, Sendable, Codable {
            case path, query
        }

        public var name: String
        /// The Swift type, as the spec writes it.
        public var type: String
        /// `path` or `query`.
        public var place: Place
        /// The query item's name in a link; nil in the path.
        public var item: String?
        /// Whether a link may leave it out: an optional, an array or a parameter with a default.
        public var optional: Bool
        /// Whether a link may repeat the item, one value each (an array).
        public var repeated: Bool
        /// The spec's default value, when it has one.
        public var defaultValue: String?

        enum CodingKeys: String, CodingKey {
            case name, type, place = "in", item, optional, repeated, defaultValue = "default"
        }
    }

    /// Every link, by pattern, then module.
    public var links: [Link]
    /// Where each link's `url:` is in the specs, by index in `links`; not part of what is written.
    public var locations: [SourceLocation]

    public init(links: [Link], locations: [SourceLocation] = []) {
        self.links = links
        self.locations = locations
    }

    /// The contract of the validated modules. `base`: the scheme and host of the sample URLs.
    public init(_ models: [AppModel], base: String = "https://example.com") {
        var found: [(Link, SourceLocation)] = []
        for model in models {
            for screen in model.routeScreens {
                guard let pattern = screen.route?.url else { continue }
                let parameters = Self.parameters(of: pattern, screen: screen)
                let link = Link(pattern: pattern.text, module: model.module, screen: screen.name, parameters: parameters,
                                sample: base + LinkSample.path(pattern, parameters: parameters))
                found.append((link, screen.location(of: .url)))
            }
        }
        found.sort { ($0.0.pattern, $0.0.module) < ($1.0.pattern, $1.0.module) }
        links = found.map(\.0)
        locations = found.map(\.1)
    }

    private static func parameters(of pattern: URLPattern, screen: Screen) -> [LinkParameter] {
        let byName = Dictionary(screen.allParameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [LinkParameter] = []
        for name in pattern.pathParameterNames {
            guard let parameter = byName[name] else { continue }
            result.append(LinkParameter(name: name, type: parameter.type, place: .path, item: nil, optional: false, repeated: false,
                                        defaultValue: parameter.defaultValue))
        }
        for item in pattern.query {
            guard let parameter = byName[item.parameter] else { continue }
            let optional = item.repetition != .one || parameter.defaultValue != nil
            result.append(LinkParameter(name: item.parameter, type: parameter.type, place: .query, item: item.name, optional: optional,
                                        repeated: item.repetition == .array, defaultValue: parameter.defaultValue))
        }
        return result
    }

    /// The pattern's path with each placeholder as `{}`: what decides which links it takes.
    /// A screen renamed, or a parameter renamed, keeps its link's shape.
    static func shape(of pattern: String) -> String {
        let path = pattern.prefix { $0 != "?" }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.first == "{" && $0.last == "}" ? "{}" : String($0) }
            .joined(separator: "/")
    }
}
