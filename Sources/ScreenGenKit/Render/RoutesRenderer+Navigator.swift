/// The navigator part of `ScreenGen+Routes.swift`: `ScreenNavigator`, what a coordinator or
/// view model written against routes depends on, and its one framework conformance,
/// `ScreenRouteNavigator(viewController:)`: a type of the module, not a `screenGen` member, so
/// two modules with routes imported into one file never offer the same member. The generated
/// tests declare the other,
/// `ScreenNavigationRecorder` (TestsRenderer+Recorder.swift), so that logic can be tested
/// without making a view controller. Written for frameworks with navigation controllers.
extension RoutesRenderer {
    static let navigatorProtocol = "ScreenNavigator"
    static let navigatorType = "ScreenRouteNavigator"

    func renderNavigator(_ out: inout SwiftWriter) {
        guard let navigation = framework.navigation else { return }
        let viewController = framework.viewController
        let attributes = Screen.attributes(minimumOS)
        out.line("// MARK: - Navigator")
        out.line()
        out.line("/// Navigation by route, as a coordinator or view model needs it: the app passes")
        out.line("/// `\(Self.navigatorType)(viewController:)`; a test passes the generated `ScreenNavigationRecorder`.")
        out.line("@MainActor")
        out.block("\(access) protocol \(Self.navigatorProtocol)") { out in
            out.line("/// Pushes the route's screen.")
            out.line("func push(_ route: ScreenRoute)")
            out.line("/// Presents the route's screen modally.")
            out.line("func present(_ route: ScreenRoute)")
            out.line("/// Replaces the navigation stack with a screen per route, root first: a link's `stack`.")
            out.line("func pushStack(_ routes: [ScreenRoute])")
            if hasTabs {
                out.line("/// Shows a link's route in an app with tabs: selects `route.tab` and shows `route.stack` there.")
                out.line("func select(_ route: ScreenRoute)")
            }
        }
        out.line()
        out.line("/// The navigator of a view controller: `push` pushes onto the navigation stack it is in (or")
        out.line("/// is), or presents from it when there is none, as `show(_:sender:)` does; `present` presents from it.")
        for attribute in attributes { out.line("\(attribute)") }
        out.line("@MainActor")
        out.block("\(access) struct \(Self.navigatorType): \(Self.navigatorProtocol)") { out in
            out.line("\(access) let viewController: \(viewController)")
            out.line()
            out.block("\(access) init(viewController: \(viewController))") { out in
                out.line("self.viewController = viewController")
            }
            out.line()
            out.block("\(access) func push(_ route: ScreenRoute)") { out in
                out.line("let stack = viewController as? \(navigation.controller) ?? viewController.navigationController")
                out.block("guard let navigationController = stack else") { out in
                    out.line("return present(route)")
                }
                out.line("navigationController.screenGen.push.route(route)")
            }
            out.line()
            out.block("\(access) func present(_ route: ScreenRoute)") { out in
                out.line("viewController.screenGen.present.route(route)")
            }
            out.line()
            out.line("/// As `push.routeStack(_:)` does; without a navigation stack, presents the last route.")
            out.block("\(access) func pushStack(_ routes: [ScreenRoute])") { out in
                out.line("let stack = viewController as? \(navigation.controller) ?? viewController.navigationController")
                out.block("guard let navigationController = stack else") { out in
                    out.block("if let route = routes.last") { out in
                        out.line("present(route)")
                    }
                    out.line("return")
                }
                out.line("navigationController.screenGen.push.routeStack(routes)")
            }
            guard hasTabs else { return }
            out.line()
            out.line("/// As `screenGen.select(_:)` does on the tab bar controller the view controller is (or is in),")
            out.line("/// presenting a route that it cannot select there (in no tab, or in a tab it lacks or cannot")
            out.line("/// stack on) rather than change a tab's stack; without a tab bar controller, as")
            out.line("/// `pushStack(route.stack)` does, or `push` of a tab root's route, whose stack is empty.")
            out.block("\(access) func select(_ route: ScreenRoute)") { out in
                out.block("guard let tabs = viewController as? \(navigation.tabs) ?? viewController.tabBarController else") { out in
                    out.line("let stack = route.stack")
                    out.line("return stack.isEmpty ? push(route) : pushStack(stack)")
                }
                out.block("if !tabs.screenGen.select(route)") { out in
                    out.line("present(route)")
                }
            }
        }
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// The name of the route's screen, as the navigation observer is told it: its `analytics:`,")
            out.line("/// else its spec key.")
            out.block("\(access) var screenName: String") { out in
                guard !cases.isEmpty else {
                    out.line("\"\"")
                    return
                }
                out.line("switch self {")
                for routeCase in cases {
                    out.line("\(routeCase.pattern(binding: [])): return \(SwiftWriter.stringLiteral(routeCase.screen.reportedName))")
                }
                out.line("}")
            }
        }
    }
}
