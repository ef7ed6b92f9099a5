/// The `Codable` half of `ScreenGen+Routes.swift`, with `routes: {codable: …}`: an explicit
/// encoding of each route, `{"route": "<case>", "parameters": {"<name>": <value>, …}}`, that
/// does not move with the compiler's synthesized one, and the decoding of a stored stack that
/// drops the routes a newer app no longer has instead of losing the whole stack.
extension RoutesRenderer {
    /// The coding key type, at the top level of the file so that it hides no parameter type
    /// inside `ScreenRoute`.
    static let codingKeyType = "ScreenRouteCodingKey"

    func renderCodable(_ out: inout SwiftWriter) {
        guard model.routes?.codable == true else { return }
        let key = Self.codingKeyType
        out.line()
        out.line("// MARK: - Codable")
        out.line()
        out.line("/// A key of a route's stored form: `route`, `parameters`, or a parameter's name.")
        out.block("private struct \(key): CodingKey") { out in
            out.line("static let route = \(key)(\"route\")")
            out.line("static let parameters = \(key)(\"parameters\")")
            out.line()
            out.line("let stringValue: String")
            out.line("var intValue: Int? { nil }")
            out.line()
            out.block("init(_ stringValue: String)") { $0.line("self.stringValue = stringValue") }
            out.line()
            out.block("init?(stringValue: String)") { $0.line("self.stringValue = stringValue") }
            out.line()
            out.block("init?(intValue: Int)") { $0.line("nil") }
        }
        out.line()
        out.line("/// A route stored as `{\"route\": \"<case>\", \"parameters\": {\"<name>\": <value>, …}}`: the case")
        out.line("/// and parameter names of the spec, so a stored route reads back as long as they stay.")
        out.line("/// A parameter with a default, or an optional one, may be missing from what is read.")
        out.block("extension ScreenRoute: Codable") { out in
            renderDecoding(&out, key: key)
            out.line()
            renderEncoding(&out, key: key)
        }
        out.line()
        renderStoredStack(&out)
    }

    private func renderDecoding(_ out: inout SwiftWriter, key: String) {
        out.block("\(access) init(from decoder: any Decoder) throws") { out in
            out.line("let container = try decoder.container(keyedBy: \(key).self)")
            out.line("let name = try container.decode(String.self, forKey: .route)")
            out.line("switch name {")
            for routeCase in cases {
                out.line("case \(SwiftWriter.stringLiteral(routeCase.screen.memberName)):")
                out.indented { out in
                    guard !routeCase.parameters.isEmpty else {
                        out.line("self = .\(routeCase.name)")
                        return
                    }
                    out.line("let parameters = try container.nestedContainer(keyedBy: \(key).self, forKey: .parameters)")
                    var values: [String: String] = [:]
                    for parameter in routeCase.parameters {
                        let name = "\(key)(\(SwiftWriter.stringLiteral(parameter.name)))"
                        let shape = TypeShape.of(parameter.type)
                        // `any P` is a type only in parentheses before `.self`.
                        let type = parameter.type.contains(" ") ? "(\(parameter.type))" : parameter.type
                        switch (shape, parameter.defaultValue?.trimmingWhitespace) {
                        case let (.optional(wrapped), nil), let (.optional(wrapped), "nil"?):
                            values[parameter.name] = "parameters.decodeIfPresent(\(wrapped.spelling).self, forKey: \(name))"
                        case let (.optional, defaultValue?):
                            // A stored nil stays nil; only a missing value takes the default.
                            values[parameter.name] = "(parameters.contains(\(name)) ? parameters.decode(\(type).self, forKey: \(name)) : \(defaultValue))"
                        case let (_, defaultValue?):
                            values[parameter.name] = "parameters.decodeIfPresent(\(type).self, forKey: \(name)) ?? \(defaultValue)"
                        case (_, nil):
                            values[parameter.name] = "parameters.decode(\(type).self, forKey: \(name))"
                        }
                    }
                    out.line("self = try \(routeCase.construction(values))")
                }
            }
            out.line("default:")
            out.indented { out in
                out.line("throw DecodingError.dataCorruptedError(forKey: .route, in: container, debugDescription: \"no route named \\(name)\")")
            }
            out.line("}")
        }
    }

    private func renderEncoding(_ out: inout SwiftWriter, key: String) {
        out.block("\(access) func encode(to encoder: any Encoder) throws") { out in
            let taken = Set(cases.flatMap { $0.parameters.map(\.name) })
            let container = SwiftIdentifier.unused("container", isTaken: taken.contains)
            let parameters = SwiftIdentifier.unused("parameters", isTaken: { taken.contains($0) || $0 == container })
            guard !cases.isEmpty else {
                out.line("switch self {}")
                return
            }
            out.line("var \(container) = encoder.container(keyedBy: \(key).self)")
            out.line("switch self {")
            for routeCase in cases {
                out.line("\(routeCase.pattern()):")
                out.indented { out in
                    out.line("try \(container).encode(\(SwiftWriter.stringLiteral(routeCase.screen.memberName)), forKey: .route)")
                    guard !routeCase.parameters.isEmpty else { return }
                    out.line("var \(parameters) = \(container).nestedContainer(keyedBy: \(key).self, forKey: .parameters)")
                    for parameter in routeCase.parameters {
                        out.line("try \(parameters).encode(\(SwiftIdentifier.escaped(parameter.name)), forKey: \(key)(\(SwiftWriter.stringLiteral(parameter.name))))")
                    }
                }
            }
            out.line("}")
        }
    }

    private func renderStoredStack(_ out: inout SwiftWriter) {
        out.block("extension ScreenRoute") { out in
            out.line("/// A navigation stack as JSON, for `decodeStack(from:)` to read back: a `NavigationStack`")
            out.line("/// path of routes, or the screens of a navigation controller, kept across launches.")
            out.block("\(access) static func encodeStack(_ routes: [ScreenRoute]) throws -> Data") { out in
                out.line("try JSONEncoder().encode(routes)")
            }
            out.line()
            out.line("/// The stack `encodeStack(_:)` wrote, root first, without each route that no longer")
            out.line("/// decodes (a screen or a parameter since renamed or retyped): the rest of the stack is")
            out.line("/// kept. Empty for data that is not such a stack.")
            out.block("\(access) static func decodeStack(from data: Data) -> [ScreenRoute]") { out in
                out.line("/// One element of the stack, nil when it does not decode.")
                out.block("struct StoredRoute: Decodable") { out in
                    out.line("let route: ScreenRoute?")
                    out.line()
                    out.block("init(from decoder: any Decoder) throws") { out in
                        out.line("route = try? ScreenRoute(from: decoder)")
                    }
                }
                out.line("let elements = (try? JSONDecoder().decode([StoredRoute].self, from: data)) ?? []")
                out.line("return elements.compactMap(\\.route)")
            }
        }
    }
}
