/// `ScreenNavigationRecorder`, at the end of the generated tests of a module with routes on a
/// framework with navigation controllers: the `ScreenNavigator` a unit test hands to a
/// coordinator or view model in place of `ScreenRouteNavigator(viewController:)`, which records
/// each route pushed or presented, in order, and makes no view controller. In the tests file,
/// not the app: it is test code, and the app's test target compiles that file.
extension TestsRenderer {
    func renderRecorder(_ out: inout SwiftWriter) {
        guard model.routes != nil, framework.navigation != nil else { return }
        let navigator = RoutesRenderer.navigatorProtocol
        let hasTabs = !model.tabRoots.isEmpty
        out.line()
        out.line("// MARK: Navigation recorder")
        out.line()
        out.line("/// Stands in for `\(navigator)` in unit tests: records each route pushed or presented, in order,")
        out.line("/// and shows nothing.")
        out.line("@MainActor")
        out.block("final class ScreenNavigationRecorder: \(navigator)") { out in
            out.line("/// One navigation, as the code under test asked for it.")
            out.block("enum Step: Hashable") { out in
                out.line("case push(ScreenRoute)")
                out.line("case present(ScreenRoute)")
                out.line("case pushStack([ScreenRoute])")
                if hasTabs {
                    out.line("/// `select(_:)`: the route, whose tab is selected and whose stack is shown there.")
                    out.line("case select(ScreenRoute)")
                }
                out.line()
                out.line("/// The routes pushed or presented: one, or a whole stack\(hasTabs ? " (a selected route's `stack`)" : "").")
                out.block("var routes: [ScreenRoute]") { out in
                    out.line("switch self {")
                    out.line("case let .push(route), let .present(route): return [route]")
                    out.line("case let .pushStack(routes): return routes")
                    if hasTabs { out.line("case let .select(route): return route.stack") }
                    out.line("}")
                }
            }
            out.line()
            out.line("/// Every navigation so far, in order.")
            out.line("private(set) var steps: [ScreenNavigationRecorder.Step] = []")
            out.line()
            out.line("/// The routes pushed or presented, in order, a stack's root first.")
            out.line("var routes: [ScreenRoute] { steps.flatMap(\\.routes) }")
            out.line()
            out.line("/// The names of the screens pushed or presented, in order, as the navigation observer is told them.")
            out.line("var screenNames: [String] { routes.map(\\.screenName) }")
            out.line()
            out.line("init() {}")
            out.line()
            out.block("func push(_ route: ScreenRoute)") { out in
                out.line("steps.append(.push(route))")
            }
            out.line()
            out.block("func present(_ route: ScreenRoute)") { out in
                out.line("steps.append(.present(route))")
            }
            out.line()
            out.block("func pushStack(_ routes: [ScreenRoute])") { out in
                out.line("steps.append(.pushStack(routes))")
            }
            if hasTabs {
                out.line()
                out.block("func select(_ route: ScreenRoute)") { out in
                    out.line("steps.append(.select(route))")
                }
            }
        }
    }
}
