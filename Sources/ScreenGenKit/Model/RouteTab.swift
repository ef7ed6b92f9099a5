/// A route screen's `tab:`: the tab root its back stack stands on, in an app with tabs. The
/// tab root is never made by a link: its tab (a `ScreenTab` case) holds it already, so a link
/// selects the tab and shows the stack above it.
public struct RouteTab: Sendable, Equatable {
    /// The tab root's screen name (a screen of the module, a route or not).
    public var screen: String
    /// The `tab:` line, where the navigation graph and diagnostics point.
    public var location: SourceLocation

    public init(screen: String, location: SourceLocation) {
        self.screen = screen
        self.location = location
    }
}

extension AppModel {
    /// The names of the screens some `tab:` names, in one pass over the screens: a link
    /// shows such a screen as its tab holds it, so its own route's stack is empty.
    var tabRootNames: Set<String> {
        Set(screens.lazy.compactMap { $0.route?.tab?.screen })
    }

    /// The screens some `tab:` names, in the model's order: one `ScreenTab` case each.
    var tabRoots: [Screen] {
        let names = tabRootNames
        return names.isEmpty ? [] : screens.filter { names.contains($0.name) }
    }

    /// The tab root `screen`'s back stack stands on (`tabRootNames` given, computed once by
    /// the caller): the `tab:` of its stack's root, or the screen itself when it is a tab
    /// root; nil for a screen in no tab.
    func tabRoot(of screen: Screen, tabRootNames: Set<String>) -> Screen? {
        guard !tabRootNames.isEmpty, let root = stackScreens(of: screen).first else { return nil }
        if let tab = root.route?.tab { return screens.first { $0.name == tab.screen } }
        return tabRootNames.contains(screen.name) ? screen : nil
    }
}
