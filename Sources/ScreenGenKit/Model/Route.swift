/// `routes:` in a spec file or `screengen.yml`: the module gets a `ScreenRoute` enum, with a
/// case for each screen of the files that ask for it.
public struct RouteOptions: Sendable, Equatable {
    /// Whether `ScreenRoute` is also `Sendable` (`routes: {sendable: true}`): the generator
    /// cannot know whether every parameter type is, so the spec says so.
    public var sendable: Bool
    /// Whether `ScreenRoute` is also `Codable` (`routes: {codable: true}`), so that a stored
    /// navigation stack restores; every parameter type must then be one validation knows is.
    public var codable: Bool
    /// The app's own types the spec says are `Codable` (`routes: {codable: [Article.ID]}`), as
    /// written; a list turns `codable` on.
    public var codableTypes: [String]

    public init(sendable: Bool = false, codable: Bool = false, codableTypes: [String] = []) {
        self.sendable = sendable
        self.codable = codable || !codableTypes.isEmpty
        self.codableTypes = codableTypes
    }

    /// `codable:` as a spec writes it, to tell files that disagree: `false`, `true` or the list.
    var codableSetting: String {
        guard codable else { return "false" }
        return codableTypes.isEmpty ? "true" : "[\(codableTypes.sorted().joined(separator: ", "))]"
    }
}

/// A screen's `ScreenRoute` case: the screen's `create` member names it, its parameters are
/// the case's associated values.
public struct Route: Sendable, Equatable {
    /// The path pattern of deep links to the screen (`url:`), or nil when no URL leads there.
    public var url: URLPattern?
    /// The screen below this one when reached by link (`parent:`), or nil for a root.
    public var parent: RouteParent?
    /// The tab root below this screen when reached by link (`tab:`), or nil; never set with `parent`.
    public var tab: RouteTab?

    public init(url: URLPattern?, parent: RouteParent? = nil, tab: RouteTab? = nil) {
        self.url = url
        self.parent = parent
        self.tab = tab
    }
}

/// A validated `url:` pattern: `/articles/{id}`, or `/search?q={query}&page={page}` with typed
/// query items. For an http or https URL its segments are the URL's path; for a custom scheme
/// (`myapp://articles/3`), the host and then the path. Query items never decide which pattern
/// a URL matches, only the values of their parameters.
public struct URLPattern: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        /// Matches exactly this text, after percent-decoding.
        case literal(String)
        /// `{name}`: the value of the screen's parameter `name`.
        case parameter(String)
    }

    /// `name={parameter}` after the `?`: the item `name` of a link holds the parameter's value.
    public struct QueryItem: Sendable, Equatable {
        /// How many values of the item the parameter takes, decided by its type.
        public enum Repetition: Sendable, Equatable {
            /// `T`: the item's first value; without the item a parameter without a default
            /// fails the match, one with a default takes it.
            case one
            /// `T?`: nil without the item.
            case optional
            /// `[T]`: every value of the item, in order (`?tag=a&tag=b`); none without it.
            case array
        }

        /// The item's name in a link, as the spec writes it (only characters a query carries as is).
        public var name: String
        /// The screen parameter it holds.
        public var parameter: String
        /// Decided by validation from the parameter's type; `.one` until then.
        public var repetition: Repetition
        /// The type of one value (`Int` for `[Int]` and `Int?`), as the spec writes it.
        public var valueType: String

        public init(name: String, parameter: String, repetition: Repetition = .one, valueType: String = "") {
            self.name = name
            self.parameter = parameter
            self.repetition = repetition
            self.valueType = valueType
        }
    }

    /// As the spec writes it.
    public var text: String
    /// In order; empty for `/`.
    public var segments: [Segment]
    /// In the spec's order; empty without `?`.
    public var query: [QueryItem]

    public init(text: String, segments: [Segment], query: [QueryItem] = []) {
        self.text = text
        self.segments = segments
        self.query = query
    }

    /// The path alone, as the spec writes it: `/search` for `/search?q={query}`.
    public var pathText: String {
        String(text.prefix { $0 != "?" })
    }

    /// The names of the parameters the path holds, in order.
    public var pathParameterNames: [String] {
        segments.compactMap { segment in
            if case let .parameter(name) = segment { return name }
            return nil
        }
    }

    /// The names of the parameters the pattern holds, the path's then the query's.
    public var parameterNames: [String] {
        pathParameterNames + query.map(\.parameter)
    }

    /// How many literal segments it has: where two patterns match one path, the one with
    /// more wins (validation refuses every other overlap).
    public var literalCount: Int { segments.count - pathParameterNames.count }

    /// Whether some path matches both patterns.
    func overlaps(_ other: URLPattern) -> Bool {
        guard segments.count == other.segments.count else { return false }
        for (mine, theirs) in zip(segments, other.segments) {
            if case let .literal(a) = mine, case let .literal(b) = theirs, a != b { return false }
        }
        return true
    }

    /// Whether every path both match is decided in this pattern's favour or the other's:
    /// one pattern's literal positions are a strict superset of the other's.
    func isOrdered(against other: URLPattern) -> Bool {
        let mine = literalPositions
        let theirs = other.literalPositions
        return mine != theirs && (mine.isSuperset(of: theirs) || theirs.isSuperset(of: mine))
    }

    private var literalPositions: Set<Int> {
        Set(segments.indices.filter { index in
            if case .literal = segments[index] { return true }
            return false
        })
    }
}

extension AppModel {
    /// The screens with a `ScreenRoute` case, in the model's order (by type name).
    public var routeScreens: [Screen] { screens.filter { $0.route != nil } }
}
