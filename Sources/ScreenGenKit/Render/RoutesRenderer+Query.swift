/// The query half of deep links in `ScreenGen+Routes.swift`: `url:` patterns with typed query
/// items (`/search?q={query}&page={page}`). Only a module with such a pattern gets this code.
/// Unknown items are ignored; an item that does not convert fails the match, as a path
/// segment does; `route.path` leaves out an item whose parameter is nil, an empty array or
/// equal to its default.
extension RoutesRenderer {
    /// Whether some pattern has query items.
    var hasQuery: Bool {
        cases.contains { !($0.screen.route?.url?.query.isEmpty ?? true) }
    }

    /// The `if` conditions that bind the pattern's query parameters from `items`, the URL's
    /// query items by name.
    func queryConditions(_ routeCase: RouteCase, _ pattern: URLPattern, items: String, values: inout [String: String]) -> [String] {
        pattern.query.compactMap { item -> String? in
            guard let parameter = routeCase.parameter(named: item.parameter) else { return nil }
            let local = SwiftIdentifier.escaped(item.parameter)
            values[item.parameter] = local
            let texts = "\(items)[\(SwiftWriter.stringLiteral(item.name))]"
            let convert = "{ Self.value($0, as: \(item.valueType).self) }"
            switch item.repetition {
            case .array:
                return "let \(local) = Self.queryValues(\(texts), \(convert))"
            case .optional:
                return "let \(local) = Self.queryValue(\(texts), \(convert))"
            case .one:
                let fallback = parameter.defaultValue.map { ".map({ $0 ?? \($0) })" } ?? " ?? nil"
                return "let \(local) = Self.queryValue(\(texts), \(convert))\(fallback)"
            }
        }
    }

    /// The lines of `path` that append the pattern's query items to `items`, then return the
    /// path and the query; `path` is the path's expression.
    func renderQueryPath(_ routeCase: RouteCase, _ pattern: URLPattern, path: String, into out: inout SwiftWriter) {
        let taken = Set(routeCase.parameters.map(\.name))
        let items = SwiftIdentifier.unused("items", isTaken: taken.contains)
        out.line("var \(items): [String] = []")
        for item in pattern.query {
            guard let parameter = routeCase.parameter(named: item.parameter) else { continue }
            let local = SwiftIdentifier.escaped(item.parameter)
            let name = SwiftWriter.stringLiteral(item.name)
            switch item.repetition {
            case .array:
                out.block("for value in \(local)") { out in
                    out.line("\(items).append(Self.queryItem(\(name), Self.text(of: value)))")
                }
            case .optional:
                out.block("if let value = \(local)") { out in
                    out.line("\(items).append(Self.queryItem(\(name), Self.text(of: value)))")
                }
            case .one:
                let append = "\(items).append(Self.queryItem(\(name), Self.text(of: \(local))))"
                guard let defaultValue = parameter.defaultValue else {
                    out.line("\(append)")
                    continue
                }
                out.block("if \(local) != \(defaultValue)") { $0.line("\(append)") }
            }
        }
        out.line("return \(path) + Self.query(\(items))")
    }

    func renderQueryConversions(_ out: inout SwiftWriter) {
        guard hasQuery else { return }
        out.line()
        out.line("// MARK: - Query items")
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// What a query item's name or value holds as is: the unreserved characters, so that")
            out.line("/// `&`, `=`, `+` and spaces in a value reach the app as they were.")
            out.line("private static let queryCharacters = CharacterSet(charactersIn: \"-._~\").union(")
            out.indented { $0.line("CharacterSet(charactersIn: \"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\"))") }
            out.line()
            out.line("/// `name=value`, the value percent-encoded.")
            out.block("private static func queryItem(_ name: String, _ text: String) -> String") { out in
                out.line("name + \"=\" + (text.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? text)")
            }
            out.line()
            out.line("/// `?` and the items joined by `&`; empty for no items.")
            out.block("private static func query(_ items: [String]) -> String") { out in
                out.line("items.isEmpty ? \"\" : \"?\" + items.joined(separator: \"&\")")
            }
            out.line()
            out.line("/// The URL's query items by name, percent-decoded, every value of a name in order. `+` is")
            out.line("/// itself, as in `URLComponents`; an item with a malformed escape is left out.")
            out.block("private static func queryItems(of url: URL) -> [String: [String]]") { out in
                out.line("var items: [String: [String]] = [:]")
                out.line("let components = URLComponents(url: url, resolvingAgainstBaseURL: true)")
                out.block("for item in components?.percentEncodedQueryItems ?? []") { out in
                    out.line("guard let name = item.name.removingPercentEncoding, let value = (item.value ?? \"\").removingPercentEncoding else { continue }")
                    out.line("items[name, default: []].append(value)")
                }
                out.line("return items")
            }
            out.line()
            out.line("/// The first value of an item, converted: nil inside for a link without the item, nil")
            out.line("/// outside for a value that does not convert.")
            out.block("private static func queryValue<Value>(_ texts: [String]?, _ convert: (String) -> Value?) -> Value??") { out in
                out.line("guard let text = texts?.first else { return .some(nil) }")
                out.line("return convert(text).map { .some($0) }")
            }
            out.line()
            out.line("/// Every value of an item, converted, none for a link without it; nil when one does not")
            out.line("/// convert.")
            out.block("private static func queryValues<Value>(_ texts: [String]?, _ convert: (String) -> Value?) -> [Value]?") { out in
                out.line("var values: [Value] = []")
                out.block("for text in texts ?? []") { out in
                    out.line("guard let value = convert(text) else { return nil }")
                    out.line("values.append(value)")
                }
                out.line("return values")
            }
        }
    }
}
