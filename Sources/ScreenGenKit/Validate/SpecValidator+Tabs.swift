/// Validate stage, tabs: each route screen's `tab:` resolved against the module's screens.
/// A tab root is the bottom of its tab (no `parent:` or `tab:` of its own), a screen has one
/// screen below it (`parent:` or `tab:`), and a tab root's link takes no parameters, since a
/// link shows the tab root as its tab holds it.
extension SpecValidator {
    /// Sets `route.tab` of every screen whose `tab:` resolves; reports the others. Runs
    /// before `validateParents`, which refuses a `parent:` naming a tab root.
    mutating func validateTabs(_ entries: some Sequence<SpecDocument.ScreenEntry>, screens: inout [Screen]) {
        let written = entries.filter { $0.tab != nil }
        guard !written.isEmpty else { return }
        let indexByName = Dictionary(screens.indices.map { (screens[$0].name, $0) }) { first, _ in first }
        let entryByName = Dictionary(entries.map { ($0.name.value, $0) }) { first, _ in first }
        var parameterizedRoots: Set<String> = []
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
