/// Graph stage: which screens the declared entry points (`entry: true`) reach, over one
/// list of links between screens. A screen is reached when it is an entry point, a route
/// with `url:` (a link from outside the app opens it), or the end of a link from a reached
/// screen: a segue, or a `parent:` (the stack a link lands on holds the screen's parents).
/// `lint` warns at each screen no entry point reaches (`unreachable-screen`), and the
/// generated tests check the same list (TestsRenderer+Reachability.swift).
public struct Reachability: Sendable, Equatable {
    /// One way from a screen to another.
    public struct Link: Sendable, Equatable {
        public var from: String
        public var to: String
        /// How the link is made, as a failure names it: `segue ShowArticle`.
        public var via: String
    }

    /// The screens reached from outside, in the model's order: entry points, then routes with `url:`.
    public var starts: [String]
    public var links: [Link]
    /// Every screen, in the model's order.
    public var screens: [String]

    /// Nil when no screen declares `entry: true`: then nothing is checked.
    public init?(_ screens: [Screen]) {
        guard screens.contains(where: \.isEntry) else { return nil }
        self.screens = screens.map(\.name)
        starts = screens.filter(\.isEntry).map(\.name) + screens.filter { !$0.isEntry && $0.route?.url != nil }.map(\.name)
        var links: [Link] = []
        for screen in screens {
            links += screen.segues.map { Link(from: screen.name, to: $0.destination, via: "segue \($0.identifier)") }
            // A link to a screen lands on its `parent:` chain too, so a reached screen reaches its parent.
            if let parent = screen.route?.parent { links.append(Link(from: screen.name, to: parent.screen, via: "parent:")) }
            if let tab = screen.route?.tab { links.append(Link(from: screen.name, to: tab.screen, via: "tab:")) }
        }
        self.links = links
    }

    /// The screens no start reaches, in the model's order.
    public var unreachable: [String] {
        var reached = Set(starts)
        var queue = starts
        var next: [String: [String]] = [:]
        for link in links { next[link.from, default: []].append(link.to) }
        while let screen = queue.popLast() {
            for target in next[screen] ?? [] where reached.insert(target).inserted {
                queue.append(target)
            }
        }
        return screens.filter { !reached.contains($0) }
    }
}
