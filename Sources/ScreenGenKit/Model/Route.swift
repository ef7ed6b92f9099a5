/// `routes:` in a spec file or `screengen.yml`: the module gets a `ScreenRoute` enum, with a
/// case for each screen of the files that ask for it.
public struct RouteOptions: Sendable, Equatable {
    /// Whether `ScreenRoute` is also `Sendable` (`routes: {sendable: true}`): the generator
    /// cannot know whether every parameter type is, so the spec says so.
    public var sendable: Bool

    public init(sendable: Bool = false) {
        self.sendable = sendable
    }
}

/// A screen's `ScreenRoute` case: the screen's `create` member names it, its parameters are
/// the case's associated values.
public struct Route: Sendable, Equatable {
    /// The path pattern of deep links to the screen (`url:`), or nil when no URL leads there.
    public var url: URLPattern?
    /// The screen below this one when reached by link (`parent:`), or nil for a root.
    public var parent: RouteParent?

    public init(url: URLPattern?, parent: RouteParent? = nil) {
        self.url = url
        self.parent = parent
    }
}

/// A validated `url:` pattern: `/articles/{id}`. For an http or https URL its segments are
/// the URL's path; for a custom scheme (`myapp://articles/3`), the host and then the path.
public struct URLPattern: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        /// Matches exactly this text, after percent-decoding.
        case literal(String)
        /// `{name}`: the value of the screen's parameter `name`.
        case parameter(String)
    }

    /// As the spec writes it.
    public var text: String
    /// In order; empty for `/`.
    public var segments: [Segment]

    public init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }

    /// The names of the parameters the pattern holds, in order.
    public var parameterNames: [String] {
        segments.compactMap { segment in
            if case let .parameter(name) = segment { return name }
            return nil
        }
    }

    /// How many literal segments it has: where two patterns match one path, the one with
    /// more wins (validation refuses every other overlap).
    public var literalCount: Int { segments.count - parameterNames.count }

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
