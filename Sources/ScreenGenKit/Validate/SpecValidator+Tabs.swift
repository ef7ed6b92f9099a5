/// Validate stage, tabs: each route screen's `tab:` resolved against the module's screens.
/// A tab root is the bottom of its tab (no `parent:` or `tab:` of its own), a screen has one
/// screen below it (`parent:` or `tab:`), and a tab root's link takes no parameters, since a
/// link shows the tab root as its tab holds it. Where a tab bar controller's tabs are told
/// apart by their root's class (`ScreenTab.matches(_:)`), each tab root has a class of its
/// own that no other tab's root can be.
extension SpecValidator {
    /// Sets `route.tab` of every screen whose `tab:` resolves; reports the others. Runs
    /// before `validateParents`, which refuses a `parent:` naming a tab root.
    mutating func validateTabs(_ entries: some Sequence<SpecDocument.ScreenEntry>, screens: inout [Screen], platform: TargetPlatform) {
        let written = entries.filter { $0.tab != nil }
        guard !written.isEmpty else { return }
        let indexByName = Dictionary(screens.indices.map { (screens[$0].name, $0) }) { first, _ in first }
        let entryByName = Dictionary(entries.map { ($0.name.value, $0) }) { first, _ in first }
        var parameterizedRoots: Set<String> = []
        let framework = platform.uiFramework
        // The class `matches(_:)` tests each tab root by: the first tab root of a class keeps it.
        var rootByClass: [String: String] = [:]
        for entry in written {
            guard let tab = entry.tab, let index = indexByName[entry.name.value] else { continue }
            let screen = screens[index]
            let name = tab.value
            func refuse(_ reason: String) {
                diagnostics.append(Diagnostic(.invalidTab(screen: screen.name, tab: name, reason: reason), at: tab.location))
            }
            guard screen.route != nil else {
                refuse("screen '\(screen.name)' has no ScreenRoute case itself: \(Self.noRouteReason(screen))")
                continue
            }
            if entry.parent != nil {
                refuse("the screen also has 'parent:', and a screen has one screen below it; keep 'tab:' on the root of the 'parent:' chain")
                continue
            }
            guard let rootIndex = indexByName[name] else {
                let hint = Suggestion.closest(to: name, in: screens.lazy.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                refuse("no screen is named '\(name)'\(hint)")
                continue
            }
            let root = screens[rootIndex]
            if root.name == screen.name {
                refuse("a screen is not below itself; a tab root has no 'tab:', the screens of its tab name it")
                continue
            }
            if root.isWindowController {
                refuse("'\(name)' is a window controller, and a tab holds a view controller")
                continue
            }
            if let rootEntry = entryByName[name], let below = rootEntry.parent != nil ? "parent" : rootEntry.tab != nil ? "tab" : nil {
                refuse("'\(name)' has '\(below):', so it is not the bottom of a tab; name the root of its chain")
                continue
            }
            if let navigation = framework.navigation {
                let type = framework.resultType(of: root)
                if type == framework.viewController || type == navigation.controller {
                    refuse("'\(name)' is of class '\(type)', which \(type == navigation.controller ? "a tab's navigation controller is, not its root" : "every tab's root is"), so no tab could be told by it; \(type == navigation.controller ? "name the screen at the navigation controller's root" : "give the scene a class of its own")")
                    continue
                }
                if let other = rootByClass[type], other != name {
                    refuse("'\(name)' is of class '\(type)', as tab root '\(other)' is, so their tabs could not be told apart; give one of the scenes a class of its own")
                    continue
                }
                rootByClass[type] = name
            }
            if let pattern = root.route?.url, !pattern.parameterNames.isEmpty {
                if parameterizedRoots.insert(name).inserted {
                    refuse("a link shows the tab root as its tab holds it, so its 'url: \(pattern.text)' cannot give it parameters; take {\(pattern.parameterNames.joined(separator: "}, {"))} out of the pattern")
                }
                continue
            }
            screens[index].route?.tab = RouteTab(screen: name, location: tab.location)
        }
    }
}
