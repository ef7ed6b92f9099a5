/// A route screen's `parent:`: the route below it in a back stack, and how each of the
/// parent's parameters is given from the child's values.
public struct RouteParent: Sendable, Equatable {
    /// One parameter of the parent and the Swift expression that gives it, evaluated where
    /// the child's parameters are in scope by their names.
    public struct Argument: Sendable, Equatable {
        public var name: String
        public var expression: String

        public init(name: String, expression: String) {
            self.name = name
            self.expression = expression
        }
    }

    /// The parent screen's name (a route screen of the module).
    public var screen: String
    /// In the parent's parameter order; a parameter left out takes its default value.
    public var arguments: [Argument]
    /// The child's parameters the expressions use: the ones the generated code binds.
    public var usedNames: Set<String>
    /// The `parent:` line, where the navigation graph and diagnostics point.
    public var location: SourceLocation

    public init(screen: String, arguments: [Argument], usedNames: Set<String>, location: SourceLocation) {
        self.screen = screen
        self.arguments = arguments
        self.usedNames = usedNames
        self.location = location
    }
}

extension AppModel {
    /// The route screen named `name`.
    func routeScreen(named name: String) -> Screen? {
        routeScreens.first { $0.name == name }
    }

    /// The screens of `screen`'s back stack, root first, `screen` last. Validation refuses
    /// cycles, so the walk ends; it stops at a screen seen before all the same.
    func stackScreens(of screen: Screen) -> [Screen] {
        var stack = [screen]
        var seen: Set<String> = [screen.name]
        while let parent = stack[0].route?.parent, let next = routeScreen(named: parent.screen), seen.insert(next.name).inserted {
            stack.insert(next, at: 0)
        }
        return stack
    }
}
