/// The navigation half of `ScreenGen+Routes.swift`: the screen a route names, made
/// (`create.route(_:)`), pushed (`push.route(_:animated:)`) or presented
/// (`present.route(_:…)`), each forwarding to the screen's own member.
extension RoutesRenderer {
    func renderNavigation(_ out: inout SwiftWriter) {
        let result = framework.viewController
        let attributes = Screen.attributes(minimumOS)
        out.line("// MARK: - Navigation by route")
        out.line()
        out.block("extension ScreenFactory") { out in
            out.line("/// A new screen for `route`, as its `create` member makes it.")
            for attribute in attributes { out.line("\(attribute)") }
            out.block("\(access) func route(_ route: ScreenRoute) -> \(result)") { out in
                renderSwitch(member: { "self.\($0.name)(\($0.forwardedArguments))" }, into: &out)
            }
        }
        if framework.navigation != nil {
            out.line()
            out.block("extension ScreenPusher") { out in
                out.line("/// Pushes a new screen for `route` (as its `push` member does) and returns it.")
                for attribute in attributes { out.line("\(attribute)") }
                out.line("@discardableResult")
                out.block("\(access) func route(_ route: ScreenRoute, animated: Bool = true) -> \(result)") { out in
                    renderSwitch(member: { "self.\($0.name)(\(Self.joined($0.forwardedArguments, "animated: animated")))" }, into: &out)
                }
            }
        }
        out.line()
        out.block("extension ScreenPresenter") { out in
            switch framework.presentation {
            case .modal:
                out.line("/// Presents a new screen for `route` (as its `present` member does) and returns it.")
                for attribute in attributes { out.line("\(attribute)") }
                out.line("@discardableResult")
                out.block("\(access) func route(_ route: ScreenRoute, animated: Bool = true, completion: (() -> Void)? = nil) -> \(result)") { out in
                    renderSwitch(member: { "self.\($0.name)(\(Self.joined($0.forwardedArguments, "animated: animated, completion: completion")))" }, into: &out)
                }
            case .sheetOrModalWindow:
                out.line("/// Presents a new screen for `route` (as its `present` member does: a sheet or a modal")
                out.line("/// window) and returns it.")
                for attribute in attributes { out.line("\(attribute)") }
                out.line("@discardableResult")
                out.block("\(access) func route(_ route: ScreenRoute) -> \(result)") { out in
                    renderSwitch(member: { "self.\($0.name)(\($0.forwardedArguments))" }, into: &out)
                }
            }
        }
    }

    /// `switch route { case let .x(a): return <member> … }`.
    private func renderSwitch(member: (RouteCase) -> String, into out: inout SwiftWriter) {
        out.line("switch route {")
        for routeCase in cases {
            out.line("\(routeCase.pattern()):")
            out.indented { $0.line("return \(member(routeCase))") }
        }
        out.line("}")
    }

    private static func joined(_ arguments: String, _ more: String) -> String {
        arguments.isEmpty ? more : arguments + ", " + more
    }
}
