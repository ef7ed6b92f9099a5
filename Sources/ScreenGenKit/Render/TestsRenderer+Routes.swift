/// The generated tests of routes: for every route with `url:`, that `route.path` parses back
/// into the route (`ScreenRoute(url:)`) under an https URL and a custom scheme, with a sample
/// value of each parameter, so a pattern and the parsing that disagree fail the test that
/// names the screen's spec line.
extension TestsRenderer {
    /// The sample value of a parameter type the generated tests know, written so that it
    /// exercises percent-encoding where it can (a String with a space, a slash and a `%`).
    static func sampleValue(ofType type: String) -> String? {
        var name = type
        for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        switch name {
        case "String", "Substring": return SwiftWriter.stringLiteral("a b/c%é")
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "42"
        case "Double", "Float": return "2.5"
        case "Bool": return "true"
        case "UUID": return "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
        case "Character": return "\"c\""
        default: return nil
        }
    }

    /// A sample argument of a parameter type: a sample value, an optional's wrapped value, or
    /// an array of one; nil for a type the tests know no value of.
    static func sampleArgument(ofType type: String) -> String? {
        if let sample = sampleValue(ofType: type) { return sample }
        switch TypeShape.of(type) {
        case let .optional(.named(wrapped)): return sampleValue(ofType: wrapped)
        case let .array(.named(element)): return sampleValue(ofType: element).map { "[\($0)]" }
        default: return nil
        }
    }

    func renderRouteTests(_ out: inout SwiftWriter) {
        guard model.routes != nil, !model.routeScreens.isEmpty else { return }
        let routes = model.routeScreens.filter { $0.route?.url != nil }
        out.line()
        out.line("// MARK: Routes")
        for screen in routes {
            guard let pattern = screen.route?.url else { continue }
            let routeCase = RouteCase(screen, labeled: model.callSiteLabels == .initialize)
            var missing: [String] = []
            // The spec's own types: the aliases name them only inside the screen's enum.
            let roundTrips = Self.roundTripValues(screen, pattern, missing: &missing)
            out.line()
            if !missing.isEmpty {
                out.line("// \(screen.typeName): no sample value of \(missing.joined(separator: ", ")), so its URL round trip is not generated.")
                continue
            }
            dialect.test("route", screen.name, into: &out) { out in
                for values in roundTrips {
                    out.line("assertRoundTrip(ScreenRoute\(routeCase.construction(values)), spec: \(SwiftWriter.stringLiteral(model.reference(of: screen))))")
                }
            }
        }
        renderRouteScreenTests(&out)
    }

    /// The helpers of the route tests, after the tests (``renderRouteTests(_:)``).
    func renderRouteHelpers(_ out: inout SwiftWriter) {
        guard model.routes != nil, !model.routeScreens.isEmpty else { return }
        if hasRouteScreenTests {
            out.line()
            out.line("/// Checks that the route makes a screen of the class its spec names.")
            for attribute in Screen.attributes(RoutesRenderer(model: model, framework: framework).minimumOS) { out.line("\(attribute)") }
            out.line("@MainActor")
            out.block("private func assertRoute<Screen>", parameters: ["_ route: ScreenRoute", "makes _: Screen.Type", "spec: String"] + dialect.callerParameters) { out in
                out.line("let screen = ScreenFactory().route(route)")
                dialect.fail(when: "!(screen is Screen)", "\\(spec): ScreenFactory().route(\\(route)) made \\(type(of: screen)); expected \\(Screen.self)", into: &out)
            }
        }
        out.line()
        out.line("/// Checks that the route's path parses back into the route, as an https link on any host")
        out.line("/// and as a custom scheme's (`scheme://host/path`).")
        out.line("@MainActor")
        out.block("private func assertRoundTrip", parameters: ["_ route: ScreenRoute", "spec: String"] + dialect.callerParameters) { out in
            out.block("guard let path = route.path else") { out in
                dialect.fail("\\(spec): \\(route) has no path; expected the one its url: pattern gives", into: &out)
                out.line("return")
            }
            out.block("for base in [\"https://example.com\", \"screengen-test:/\"]") { out in
                out.line("let text = base + path")
                out.block("guard let url = URL(string: text) else") { out in
                    dialect.fail("\\(spec): '\\(text)' is not a URL", into: &out)
                    out.line("continue")
                }
                out.line("let parsed = ScreenRoute(url: url)")
                dialect.fail(when: "parsed != route",
                             "\\(spec): ScreenRoute(url: \\(text)) is \\(parsed.map { \"\\($0)\" } ?? \"nil\"); expected \\(route): the url: pattern and ScreenRoute(url:) disagree",
                             into: &out)
            }
        }
    }

    /// For every route whose parameters without a default all have a sample value: the
    /// route makes the screen's class (`create.route`, as push, present and `route.view`
    /// do), and its representable takes the same arguments. SwiftUI gives no public way to
    /// make a representable's context, so the representable itself is proven by the
    /// compiler here and by `create` at run time.
    private func renderRouteScreenTests(_ out: inout SwiftWriter) {
        // What the navigation by route needs (RoutesRenderer+Navigation.swift), and a representable.
        let navigation = RoutesRenderer(model: model, framework: framework).minimumOS
        for screen in model.routeScreens {
            let routeCase = RouteCase(screen, labeled: model.callSiteLabels == .initialize)
            var values: [String: String] = [:]
            var missing: [String] = []
            // The spec's own types: the aliases name them only inside the screen's enum.
            for parameter in screen.allParameters where parameter.defaultValue == nil {
                if let sample = Self.sampleArgument(ofType: parameter.type) { values[parameter.name] = sample } else { missing.append(parameter.type) }
            }
            out.line()
            guard missing.isEmpty else {
                out.line("// \(screen.name): no sample value of \(missing.joined(separator: ", ")), so no test that its route makes it.")
                continue
            }
            let construction = routeCase.construction(values)
            let representable = RouteViewsRenderer.hasRepresentable(screen)
            for attribute in Screen.attributes(representable ? framework.representable.minimumOS : navigation) { out.line("\(attribute)") }
            dialect.test("routeScreen", screen.name, into: &out) { out in
                out.line("assertRoute(ScreenRoute\(construction), makes: \(framework.resultType(of: screen)).self, spec: \(SwiftWriter.stringLiteral(model.reference(of: screen))))")
                if representable {
                    let arguments = construction.dropFirst(routeCase.name.count + 1)
                    out.line("_ = \(screen.typeName).\(screen.representableName)\(arguments.isEmpty ? "()" : String(arguments))")
                }
            }
        }
    }

    /// Whether a route screen test is rendered: every parameter without a default of one
    /// route screen has a sample value.
    private var hasRouteScreenTests: Bool {
        model.routeScreens.contains { screen in
            screen.allParameters.allSatisfy { $0.defaultValue != nil || Self.sampleArgument(ofType: $0.type) != nil }
        }
    }
}
