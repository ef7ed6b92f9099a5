/// Graph stage: the navigation the specs declare, as nodes and edges ready to draw —
/// storyboards as groups of their screens, each storyboard's initial scene, segues, and the
/// navigation controllers embedded segues show, and each route screen's `parent:`. Built from the model alone, in its sorted
/// order, so the same specs always draw the same picture.
public struct NavigationGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public enum Shape: Sendable, Equatable {
            /// A screen.
            case screen
            /// The start of a storyboard, pointing at its initial scene.
            case start
            /// The navigation controller an embedded segue shows.
            case navigationController
        }

        /// Unique within the graph; made of ASCII letters, digits and `_`.
        public var id: String
        public var label: String
        public var shape: Shape
    }

    public struct Group: Sendable, Equatable {
        public var id: String
        public var label: String
        public var nodes: [Node]
    }

    public struct Edge: Sendable, Equatable {
        public enum Style: Sendable, Equatable {
            case segue, initial, root
            /// From a route screen to its `parent:` (or `tab:`, labelled so), the screen below it in a link's back stack.
            case parent
        }

        public var from: String
        public var to: String
        public var label: String?
        public var style: Style
    }

    public var module: String
    /// One per storyboard, then one for the screens built without a storyboard.
    public var groups: [Group]
    public var edges: [Edge]

    public init(_ model: AppModel) {
        module = model.module
        var groups: [Group] = []
        var edges: [Edge] = []
        for storyboard in model.storyboards {
            let screens = model.screens.filter { $0.source.storyboard == storyboard.name }
            var nodes: [Node] = []
            if let initial = screens.first(where: { $0.source == .initialScene(storyboard: storyboard.name) }) {
                let start = "start_" + Self.id(storyboard.name)
                nodes.append(Node(id: start, label: "initial", shape: .start))
                edges.append(Edge(from: start, to: Self.screenID(initial.name), label: nil, style: .initial))
            }
            nodes += screens.map { Node(id: Self.screenID($0.name), label: Self.label(of: $0), shape: .screen) }
            groups.append(Group(id: "storyboard_" + Self.id(storyboard.name), label: "\(storyboard.name).storyboard", nodes: nodes))
        }
        let others = model.screens.filter { $0.source.storyboard == nil }
        let navigationController = model.framework.navigation?.controller ?? "\(model.framework.classPrefix)NavigationController"
        if !others.isEmpty {
            groups.append(Group(id: "code", label: "Without a storyboard",
                                nodes: others.map { Node(id: Self.screenID($0.name), label: Self.label(of: $0), shape: .screen) }))
        }
        for screen in model.screens {
            for segue in screen.segues {
                let from = Self.screenID(screen.name)
                guard segue.embedded else {
                    edges.append(Edge(from: from, to: Self.screenID(segue.destination), label: segue.identifier, style: .segue))
                    continue
                }
                // Drawn in the source's storyboard, where Interface Builder shows it.
                let navigation = "navigation_" + Self.id(screen.name) + "_" + Self.id(segue.identifier)
                if let group = groups.firstIndex(where: { group in group.nodes.contains { $0.id == from } }) {
                    groups[group].nodes.append(Node(id: navigation, label: navigationController, shape: .navigationController))
                }
                edges.append(Edge(from: from, to: navigation, label: segue.identifier, style: .segue))
                edges.append(Edge(from: navigation, to: Self.screenID(segue.destination), label: "root", style: .root))
            }
        }
        for screen in model.screens {
            if let parent = screen.route?.parent {
                edges.append(Edge(from: Self.screenID(screen.name), to: Self.screenID(parent.screen), label: "parent", style: .parent))
            } else if let tab = screen.route?.tab {
                edges.append(Edge(from: Self.screenID(screen.name), to: Self.screenID(tab.screen), label: "tab", style: .parent))
            }
        }
        self.groups = groups
        self.edges = edges
    }

    /// What a screen's node says: its name (and its class when that differs), and how it is
    /// made when not a plain scene. Its lines are joined by `\n`; values from the spec are
    /// spelled on one line first.
    static func label(of screen: Screen) -> String {
        let name = screen.name
        let type = name == screen.typeName ? name : "\(name)\nclass \(screen.typeName)"
        switch screen.source {
        case let .storyboardScene(_, identifier):
            return identifier == name ? type : "\(type)\nStoryboard ID \(identifier.shownOnOneLine)"
        case .initialScene: return type
        case .segueOnlyScene: return "\(type)\nsegue only"
        case .code: return "\(type)\nbuilt in code"
        case let .nib(name, _): return "\(type)\n\(name.shownOnOneLine).xib"
        case .swiftUI: return "\(type)\nSwiftUI"
        }
    }

    static func screenID(_ name: String) -> String { "screen_" + id(name) }

    /// An identifier every graph language takes: ASCII letters and digits kept, `_` doubled,
    /// anything else spelled as `_<hex>_`, so distinct names never meet.
    static func id(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar == "_" {
                result += "__"
            } else {
                result += "_\(String(scalar.value, radix: 16))_"
            }
        }
        return result
    }
}
