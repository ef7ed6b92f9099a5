/// The generated tests of `routes: {codable: …}`: every route with sample values reads back
/// from its JSON as itself, and a stored stack with a route the app no longer has, or one
/// that no longer decodes, restores without it and keeps the others in order.
extension TestsRenderer {
    /// The route with a sample value of each parameter the tests know (an optional's wrapped
    /// value, an array of one), the others left to their defaults; nil when a parameter
    /// without a default has no sample.
    private func codableSample(_ screen: Screen) -> String? {
        var values: [String: String] = [:]
        for parameter in screen.allParameters {
            if let sample = Self.sampleArgument(ofType: parameter.type) {
                values[parameter.name] = sample
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        return "ScreenRoute" + RouteCase(screen, labeled: model.callSiteLabels == .initialize).construction(values)
    }

    func renderCodableTests(_ out: inout SwiftWriter) {
        guard model.routes?.codable == true else { return }
        var samples: [String] = []
        for screen in model.routeScreens {
            out.line()
            guard let sample = codableSample(screen) else {
                out.line("// \(screen.name): a parameter without a default has no sample value, so no Codable round trip.")
                continue
            }
            samples.append(sample)
            dialect.test("routeCodable", screen.name, into: &out) { out in
                out.line("assertCodableRoundTrip(\(sample), spec: \(SwiftWriter.stringLiteral(model.reference(of: screen))))")
            }
        }
        guard !samples.isEmpty else { return }
        out.line()
        dialect.test("routeStack", "DropsRoutesThatNoLongerDecode", into: &out) { out in
            out.line("let stack: [ScreenRoute] = [")
            out.indented { out in
                for sample in samples { out.line("\(sample),") }
            }
            out.line("]")
            out.line("assertStackRestores(stack)")
        }
    }

    /// The helpers of the Codable tests, after the tests.
    func renderCodableHelpers(_ out: inout SwiftWriter) {
        guard model.routes?.codable == true, !model.routeScreens.isEmpty else { return }
        out.line()
        out.line("/// Checks that the route reads back from its JSON as itself.")
        out.line("@MainActor")
        out.block("private func assertCodableRoundTrip", parameters: ["_ route: ScreenRoute", "spec: String"] + dialect.callerParameters) { out in
            out.line("do {")
            out.indented { out in
                out.line("let decoded = try JSONDecoder().decode(ScreenRoute.self, from: JSONEncoder().encode(route))")
                dialect.fail(when: "decoded != route", "\\(spec): \\(route) reads back from its JSON as \\(decoded); expected the route itself", into: &out)
            }
            out.line("} catch {")
            out.indented { out in
                dialect.fail("\\(spec): \\(route) does not round-trip through JSON: \\(error)", into: &out)
            }
            out.line("}")
        }
        out.line()
        out.line("/// Checks that a stored stack restores without a route the app does not have and one that")
        out.line("/// no longer decodes, the other routes kept in order.")
        out.line("@MainActor")
        out.block("private func assertStackRestores", parameters: ["_ stack: [ScreenRoute]"] + dialect.callerParameters) { out in
            out.line("do {")
            out.indented { out in
                out.line("let stored = String(decoding: try ScreenRoute.encodeStack(stack), as: UTF8.self)")
                out.line("// After the opening bracket: an unknown route and a route name that is not text.")
                out.line("let edited = \"[{\\\"route\\\":\\\"screenGenRemovedScreen\\\"},{\\\"route\\\":42},\" + stored.dropFirst()")
                out.line("let restored = ScreenRoute.decodeStack(from: Data(edited.utf8))")
                dialect.fail(when: "restored != stack", "decodeStack(from:) of \\(edited) is \\(restored); expected \\(stack), the routes that decode", into: &out)
            }
            out.line("} catch {")
            out.indented { out in
                dialect.fail("\\(stack) does not encode: \\(error)", into: &out)
            }
            out.line("}")
        }
    }
}
