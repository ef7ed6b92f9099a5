/// The generated tests of back stacks: for every route with `url:` of a module where some
/// screen has `parent:`, that `ScreenRoute.stack(url:)` of the route's link is the stack the
/// spec's `parent:` chain gives, worked out here from the spec (each parent's arguments
/// applied to the sample values), so a `parent:` chain and `route.parent` that disagree
/// fail the test that names the screen's spec line.
extension TestsRenderer {
    /// Whether the stack tests and their helper are rendered.
    private var hasStackTests: Bool {
        model.routes != nil && model.routeScreens.contains { $0.route?.parent != nil || $0.route?.tab != nil }
    }

    func renderStackTests(_ out: inout SwiftWriter) {
        guard hasStackTests else { return }
        // With tabs, the tests check `route.tab` too.
        let tabRootNames = model.tabRootNames
        let hasTabs = !tabRootNames.isEmpty
        out.line()
        out.line("// MARK: Back stacks")
        for screen in model.routeScreens {
            guard let pattern = screen.route?.url else { continue }
            var values: [String: String] = [:]
            var missing: [String] = []
            for parameter in screen.allParameters {
                if pattern.parameterNames.contains(parameter.name) {
                    if let sample = Self.sampleArgument(ofType: parameter.type) { values[parameter.name] = sample } else { missing.append(parameter.type) }
                }
            }
            out.line()
            guard missing.isEmpty else {
                out.line("// \(screen.typeName): no sample value of \(missing.joined(separator: ", ")), so its stack is not tested.")
                continue
            }
            // A tab root's link shows the root its tab holds: nothing is stacked on it.
            let expected = tabRootNames.contains(screen.name) ? [] : expectedStack(of: screen, values: values)
            dialect.test("stack", screen.name, into: &out) { out in
                if expected.isEmpty {
                    out.line("let expected: [ScreenRoute] = []")
                } else {
                    out.line("let expected: [ScreenRoute] = [")
                    out.indented { out in
                        for route in expected { out.line("\(route),") }
                    }
                    out.line("]")
                }
                let tab = hasTabs ? ", tab: " + (model.tabRoot(of: screen, tabRootNames: tabRootNames).map { "." + SwiftIdentifier.escaped($0.memberName) } ?? "nil") : ""
                out.line("assertStack(ScreenRoute\(RouteCase(screen, labeled: labeled).construction(values)), expected\(tab), spec: \(SwiftWriter.stringLiteral(model.reference(of: screen))))")
            }
        }
    }

    /// The helper of the stack tests, after the tests.
    func renderStackHelper(_ out: inout SwiftWriter) {
        guard hasStackTests else { return }
        let hasTabs = !model.tabRootNames.isEmpty
        out.line()
        out.line("/// Checks that the stack of the route's https link is `expected`, root first: the spec's")
        out.line("/// `parent:` chain, each parent given its arguments\(hasTabs ? ", and that its tab is `tab`, the `tab:` it stands on" : "").")
        out.line("@MainActor")
        let tabParameter = hasTabs ? ["tab: ScreenTab?"] : []
        out.block("private func assertStack", parameters: ["_ route: ScreenRoute", "_ expected: [ScreenRoute]"] + tabParameter + ["spec: String"] + dialect.callerParameters) { out in
            out.block("guard let path = route.path, let url = URL(string: \"https://example.com\" + path) else") { out in
                dialect.fail("\\(spec): \\(route) has no link; expected the one its url: pattern gives", into: &out)
                out.line("return")
            }
            out.line("let stack = ScreenRoute.stack(url: url)")
            dialect.fail(when: "stack != expected",
                         "\\(spec): ScreenRoute.stack(url: \\(url)) is \\(stack.map { \"\\($0)\" } ?? \"nil\"); expected \\(expected): the parent: chain and route.parent disagree",
                         into: &out)
            if hasTabs {
                dialect.fail(when: "route.tab != tab",
                             "\\(spec): \\(route).tab is \\(route.tab.map { \"\\($0)\" } ?? \"nil\"); expected \\(tab.map { \"\\($0)\" } ?? \"nil\"): the tab: the stack stands on and route.tab disagree",
                             into: &out)
            }
        }
    }

    private var labeled: Bool { model.callSiteLabels == .initialize }

    /// The constructions (`.topicViewController(name: "swift")`) of `screen`'s stack, root
    /// first, `screen`'s own given `values` (its parameters by name, as Swift expressions).
    private func expectedStack(of screen: Screen, values: [String: String]) -> [String] {
        var stack = [RouteCase(screen, labeled: labeled).construction(values)]
        var current = screen
        var given = values
        var seen: Set<String> = [screen.name]
        while let parent = current.route?.parent, let next = model.routeScreen(named: parent.screen), seen.insert(next.name).inserted {
            // Every parameter of the child, the ones left to their defaults included.
            var scope = given
            for parameter in current.allParameters where scope[parameter.name] == nil {
                if let value = parameter.defaultValue { scope[parameter.name] = value }
            }
            var arguments: [String: String] = [:]
            for argument in parent.arguments {
                let used = SwiftFragment.referencedNames(argument.expression).intersection(parent.usedNames)
                arguments[argument.name] = Self.applied(argument.expression, used: used, of: current, scope: scope)
            }
            stack.insert(RouteCase(next, labeled: labeled).construction(arguments), at: 0)
            current = next
            given = arguments
        }
        return stack
    }

    /// A parent's argument as an expression of the sample values: a parameter itself is its
    /// value, a constant is itself, any other expression is applied to the values it uses
    /// (`{ (team: Int) in String(team) }(42)`).
    private static func applied(_ expression: String, used: Set<String>, of screen: Screen, scope: [String: String]) -> String {
        if let value = scope[SwiftIdentifier.unquoted(expression)], used.contains(SwiftIdentifier.unquoted(expression)) { return value }
        let parameters = screen.allParameters.filter { used.contains($0.name) }
        guard !parameters.isEmpty else { return expression }
        let declared = parameters.map { "\(SwiftIdentifier.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
        let arguments = parameters.map { scope[$0.name] ?? "" }.joined(separator: ", ")
        return "{ (\(declared)) in \(expression) }(\(arguments))"
    }
}
