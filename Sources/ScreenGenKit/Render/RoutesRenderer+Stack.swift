/// The back-stack half of `ScreenGen+Routes.swift`: `route.parent` (the screen's `parent:`),
/// `route.stack` and `ScreenRoute.stack(url:)`, root first, and `push.routeStack(_:animated:)`,
/// which shows a whole stack in one animation.
extension RoutesRenderer {
    func renderStack(_ out: inout SwiftWriter) {
        out.line("// MARK: - Back stacks")
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// The route below this one when reached by link (its screen's `parent:`, its parameters")
            out.line("/// given from this route's), or nil for a root.")
            out.block("\(access) var parent: ScreenRoute?") { out in
                renderParentSwitch(&out)
            }
            out.line()
            out.line("/// The back stack a link to this route lands with: its parents' routes, root first, then")
            out.line("/// the route itself. As it is a `NavigationStack(path:)` value\(framework.navigation != nil ? ";" : ".")")
            if framework.navigation != nil {
                out.line("/// `push.routeStack(_:)` shows it in a navigation controller.")
            }
            let tabRootCases = hasTabs ? cases.filter { tabRootNames.contains($0.screen.name) } : []
            if !tabRootCases.isEmpty {
                out.line("/// A tab root is in no stack: its tab holds it, so a link to it has an empty stack, and")
                out.line("/// `tab` says which tab to select.")
            }
            out.block("\(access) var stack: [ScreenRoute]") { out in
                for routeCase in tabRootCases {
                    out.line("if \(routeCase.pattern(binding: [])) = self { return [] }")
                }
                out.line("var stack = [self]")
                out.block("while let parent = stack[0].parent") { out in
                    out.line("stack.insert(parent, at: 0)")
                }
                out.line("return stack")
            }
            out.line()
            out.line("/// The back stack of the route a deep link names (``init(url:)``), root first; nil when no")
            out.line("/// route matches the URL.")
            out.block("\(access) static func stack(url: URL) -> [ScreenRoute]?") { out in
                out.line("ScreenRoute(url: url)?.stack")
            }
        }
        renderTabs(&out)
        guard framework.navigation != nil else { return }
        out.line()
        out.block("extension ScreenPusher") { out in
            out.line("/// Replaces the navigation controller's whole stack with a new screen for each route, root")
            out.line("/// first (as `create.route` makes them), in one animation, and returns them: the screens a")
            out.line("/// link lands on are the same at cold and warm start, whatever was shown before. An empty")
            out.line("/// array changes nothing.")
            if hasTabs {
                out.line("/// A stack in a tab (`tab` is not nil) replaces the screens above the navigation controller's")
                out.line("/// root view controller, the tab's root, which stays.")
            }
            for attribute in Screen.attributes(minimumOS) { out.line("\(attribute)") }
            out.line("@discardableResult")
            out.block("\(access) func routeStack(_ routes: [ScreenRoute], animated: Bool = true) -> [\(framework.viewController)]") { out in
                out.line("let screens = routes.map { ScreenFactory(shown: .pushed).route($0) }")
                out.block("if !screens.isEmpty") { out in
                    if hasTabs {
                        out.line("let root = routes[0].tab == nil ? [] : Array(self.navigationController.viewControllers.prefix(1))")
                        out.line("self.navigationController.setViewControllers(root + screens, animated: animated)")
                    } else {
                        out.line("self.navigationController.setViewControllers(screens, animated: animated)")
                    }
                }
                out.line("return screens")
            }
        }
    }

    /// `switch self { case let .player(team, _): return .team(id: team) … case .team: return nil }`.
    private func renderParentSwitch(_ out: inout SwiftWriter) {
        let byName = Dictionary(cases.map { ($0.screen.name, $0) }) { first, _ in first }
        let roots = cases.filter { $0.screen.route?.parent == nil }
        guard roots.count < cases.count else {
            out.line("nil")
            return
        }
        out.line("switch self {")
        for routeCase in cases {
            guard let parent = routeCase.screen.route?.parent, let parentCase = byName[parent.screen] else { continue }
            out.line("\(routeCase.pattern(binding: parent.usedNames)):")
            let values = Dictionary(parent.arguments.map { ($0.name, $0.expression) }) { first, _ in first }
            out.indented { $0.line("return \(parentCase.construction(values))") }
        }
        if !roots.isEmpty {
            out.caseLabel(roots.map { ".\($0.name)" })
            out.indented { $0.line("return nil") }
        }
        out.line("}")
    }
}
