/// The deep-link half of `ScreenGen+Routes.swift`: `ScreenRoute(url:)`, which matches a URL's
/// path against every `url:` pattern, and the conversions between path segments and values.
extension RoutesRenderer {
    /// The patterns in the order they are tried: more literal segments first, so that
    /// `/articles/new` wins over `/articles/{id}` (validation refuses every other overlap).
    var patternsInOrder: [(RouteCase, URLPattern)] {
        cases.compactMap { routeCase in routeCase.screen.route?.url.map { (routeCase, $0) } }
            .enumerated()
            .sorted { ($0.element.1.literalCount, -$0.offset) > ($1.element.1.literalCount, -$1.offset) }
            .map(\.element)
    }

    func renderURLParsing(_ out: inout SwiftWriter) {
        out.block("extension ScreenRoute") { out in
            out.line("/// The route a deep link names, or nil for a path no `url:` pattern matches or a value")
            out.line("/// that does not convert to its parameter's type. An http or https URL matches by its path,")
            out.line("/// on any host (universal links); a URL of another scheme by its host and path")
            out.line("/// (`myapp://articles/3` as `/articles/3`). Segments are percent-decoded.")
            out.block("\(access) init?(url: URL)") { out in
                let patterns = patternsInOrder
                guard !patterns.isEmpty else {
                    out.line("return nil")
                    return
                }
                // A name no route parameter binds, which would shadow it in the conditions after.
                let taken = Set(patterns.flatMap { $0.0.parameters.map(\.name) })
                let segments = SwiftIdentifier.unused("segments", isTaken: taken.contains)
                out.block("guard let \(segments) = Self.segments(of: url) else") { out in
                    out.line("return nil")
                }
                let items = SwiftIdentifier.unused("items", isTaken: { taken.contains($0) || $0 == segments })
                if hasQuery { out.line("let \(items) = Self.queryItems(of: url)") }
                for (routeCase, pattern) in patterns {
                    renderMatch(routeCase, pattern, segments: segments, items: items, into: &out)
                }
                out.line("return nil")
            }
            out.line()
            out.line("/// The URL's path segments, percent-decoded, after its host for a custom scheme; nil for")
            out.line("/// a URL without a scheme or with a malformed escape.")
            out.block("private static func segments(of url: URL) -> [String]?") { out in
                out.block("guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true), let scheme = components.scheme?.lowercased() else") { out in
                    out.line("return nil")
                }
                out.line("var encoded = components.percentEncodedPath.split(separator: \"/\").map(String.init)")
                out.block("if scheme != \"http\", scheme != \"https\", let host = components.percentEncodedHost, !host.isEmpty") { out in
                    out.line("encoded.insert(host, at: 0)")
                }
                out.line("var segments: [String] = []")
                out.block("for segment in encoded") { out in
                    out.line("guard let decoded = segment.removingPercentEncoding else { return nil }")
                    out.line("segments.append(decoded)")
                }
                out.line("return segments")
            }
        }
    }

    /// `if segments.count == 2, segments[0] == "articles", let id = … { self = …; return }`.
    private func renderMatch(_ routeCase: RouteCase, _ pattern: URLPattern, segments: String, items: String, into out: inout SwiftWriter) {
        var conditions = ["\(segments).count == \(pattern.segments.count)"]
        var values: [String: String] = [:]
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case let .literal(text):
                conditions.append("\(segments)[\(index)] == \(SwiftWriter.stringLiteral(text))")
            case let .parameter(name):
                guard let parameter = routeCase.parameter(named: name) else { continue }
                let local = SwiftIdentifier.escaped(name)
                conditions.append("let \(local) = Self.value(\(segments)[\(index)], as: \(parameter.type).self)")
                values[name] = local
            }
        }
        conditions += queryConditions(routeCase, pattern, items: items, values: &values)
        out.line("// \(pattern.text.shownOnOneLine)")
        out.block("if \(conditions.joined(separator: ", "))") { out in
            out.line("self = \(routeCase.construction(values))")
            out.line("return")
        }
    }

    func renderValueConversions(_ out: inout SwiftWriter) {
        out.line("// MARK: - Path segments")
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// What a path segment may hold as is: the path characters without `/`.")
            out.line("private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: \"/\"))")
            out.line()
            out.line("/// `text` percent-encoded for one path segment.")
            out.block("private static func encoded(_ text: String) -> String") { out in
                out.line("text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? text")
            }
            out.line()
            out.line("/// A parameter's value as a path segment: `description` reads back with `init(_:)`.")
            out.block("private static func text<Value: LosslessStringConvertible>(of value: Value) -> String") { out in
                out.line("value.description")
            }
            out.line()
            out.line("/// A UUID as a path segment.")
            out.block("private static func text(of value: UUID) -> String") { out in
                out.line("value.uuidString")
            }
            out.line()
            out.line("/// A path segment as a parameter's value, or nil when it does not convert.")
            out.block("private static func value<Value: LosslessStringConvertible>(_ text: String, as type: Value.Type) -> Value?") { out in
                out.line("Value(text)")
            }
            out.line()
            out.line("/// A path segment as a UUID.")
            out.block("private static func value(_ text: String, as type: UUID.Type) -> UUID?") { out in
                out.line("UUID(uuidString: text)")
            }
        }
    }
}
