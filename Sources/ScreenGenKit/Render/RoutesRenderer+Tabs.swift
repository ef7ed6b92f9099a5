/// The tab half of `ScreenGen+Routes.swift`, for a module where some screen has `tab:`:
/// `ScreenTab` (a case per tab root), `route.tab` (the tab a route's stack stands on) and, on
/// UIKit platforms, `tab.matches(_:)` and `tabBarController.screenGen.select(_:animated:)`, which
/// selects the tab and shows the stack above the tab's root.
extension RoutesRenderer {
    static let tabType = "ScreenTab"

    /// Whether the module has tabs: some route screen's `tab:` resolved.
    var hasTabs: Bool { !tabRoots.isEmpty }

    func renderTabs(_ out: inout SwiftWriter) {
        let roots = tabRoots
        guard !roots.isEmpty else { return }
        let conformances = ["String", "CaseIterable", "Hashable", "Sendable"] + (model.routes?.codable == true ? ["Codable"] : [])
        out.line()
        out.line("// MARK: - Tabs")
        out.line()
        out.line("/// The app's tabs, one per screen the specs' `tab:` names (its root): what a `TabView`'s")
        out.line("/// `selection` holds, and what `route.tab` says a link selects.")
        out.block("\(access) enum \(Self.tabType): \(conformances.joined(separator: ", "))") { out in
            for root in roots {
                out.line("/// The tab whose root is `\(root.typeName)`.")
                out.line("case \(SwiftIdentifier.escaped(root.memberName))")
            }
        }
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// The tab this route's back stack stands on: the `tab:` of its stack's root, or the route's")
            out.line("/// own tab when its screen is a tab root; nil for a route in no tab.")
            out.block("\(access) var tab: \(Self.tabType)?") { out in
                renderTabSwitch(&out)
            }
        }
        guard let navigation = framework.navigation else { return }
        let viewController = framework.viewController
        let attributes = Screen.attributes(minimumOS)
        out.line()
        out.block("extension \(Self.tabType)") { out in
            out.line("/// Whether `viewController`, a child of a tab bar controller, is this tab: the tab root's")
            out.line("/// screen, or a navigation controller whose root view controller it is.")
            for attribute in attributes { out.line("\(attribute)") }
            out.line("@MainActor")
            out.block("\(access) func matches(_ viewController: \(viewController)) -> Bool") { out in
                out.line("let root = (viewController as? \(navigation.controller))?.viewControllers.first ?? viewController")
                out.line("switch self {")
                for root in roots {
                    out.line("case .\(SwiftIdentifier.escaped(root.memberName)): return root is \(framework.resultType(of: root))")
                }
                out.line("}")
            }
        }
        out.line()
        // A method, not a namespace property: two modules' `select` then differ by their
        // `ScreenRoute`, as their `push.route` do, where two properties would be ambiguous.
        out.block("extension ScreenGenNamespace where Base: \(navigation.tabs)") { out in
            out.line("/// Selects the tab `route.tab` names and shows `route.stack` above that tab's root, which")
            out.line("/// stays as the tab holds it (a tab root's own route changes nothing of it): the screens above")
            out.line("/// it are replaced, in one transition (animated only when the tab is the one shown), so Back")
            out.line("/// walks the chain the spec declares. Returns false, changing nothing, for a route in no tab,")
            out.line("/// when no child of the tab bar controller is its tab, or when the tab has no navigation")
            out.line("/// controller and the stack is not empty.")
            for attribute in attributes { out.line("\(attribute)") }
            out.line("@discardableResult")
            out.block("\(access) func select(_ route: ScreenRoute, animated: Bool = true) -> Bool") { out in
                out.line("guard let tab = route.tab, let children = base.viewControllers,")
                out.line("      let index = children.firstIndex(where: { tab.matches($0) }) else { return false }")
                out.line("let stack = route.stack")
                out.line("let animated = animated && index == base.selectedIndex")
                out.line("let navigationController = children[index] as? \(navigation.controller)")
                out.line("guard navigationController != nil || stack.isEmpty else { return false }")
                out.block("if stack.isEmpty") { out in
                    out.line("navigationController?.popToRootViewController(animated: animated)")
                }
                out.line("navigationController?.screenGen.push.routeStack(stack, animated: animated)")
                out.line("base.selectedIndex = index")
                out.line("return true")
            }
        }
    }

    /// `switch self { case .book, .library: return .library … case .home: return nil }`.
    private func renderTabSwitch(_ out: inout SwiftWriter) {
        var groups: [(tab: String?, names: [String])] = []
        for routeCase in cases {
            let tab = model.tabRoot(of: routeCase.screen, tabRootNames: tabRootNames).map { SwiftIdentifier.escaped($0.memberName) }
            if let index = groups.firstIndex(where: { $0.tab == tab }) {
                groups[index].names.append(routeCase.name)
            } else {
                groups.append((tab, [routeCase.name]))
            }
        }
        out.line("switch self {")
        for group in groups {
            out.caseLabel(group.names.map { ".\($0)" })
            out.indented { $0.line("return \(group.tab.map { ".\($0)" } ?? "nil")") }
        }
        out.line("}")
    }
}
