/// The generated URL round trips of a route whose pattern has query items: the route with the
/// fewest items (optionals nil, arrays empty, defaults left to the spec's), with every item
/// once, and with every array item twice, so that leaving items out, percent-encoding and
/// repeated items each meet `ScreenRoute(url:)`.
extension TestsRenderer {
    /// A String sample for a query value: the characters a query item must percent-encode.
    static let queryStringSample = SwiftWriter.stringLiteral("a b&c=d+e/%é?")

    /// The arguments of each round trip, by parameter name; `missing` gets each type of the
    /// pattern without a sample value, and then no round trip is written.
    static func roundTripValues(_ screen: Screen, _ pattern: URLPattern, missing: inout [String]) -> [[String: String]] {
        var base: [String: String] = [:]
        for name in pattern.pathParameterNames {
            guard let parameter = screen.allParameters.first(where: { $0.name == name }) else { continue }
            if let sample = sampleValue(ofType: parameter.type) { base[name] = sample } else { missing.append(parameter.type) }
        }
        guard !pattern.query.isEmpty else { return [base] }
        var fewest = base, once = base, twice = base
        for item in pattern.query {
            guard let parameter = screen.allParameters.first(where: { $0.name == item.parameter }) else { continue }
            let text = TypeShape.of(item.valueType).standardName
            guard let sample = text == "String" || text == "Substring" ? queryStringSample : sampleValue(ofType: item.valueType) else {
                missing.append(item.valueType)
                continue
            }
            switch item.repetition {
            case .one:
                if parameter.defaultValue == nil { fewest[item.parameter] = sample }
                once[item.parameter] = sample
                twice[item.parameter] = sample
            case .optional:
                if parameter.defaultValue == nil { fewest[item.parameter] = "nil" }
                once[item.parameter] = sample
                twice[item.parameter] = sample
            case .array:
                if parameter.defaultValue == nil { fewest[item.parameter] = "[]" }
                once[item.parameter] = "[\(sample)]"
                twice[item.parameter] = "[\(sample), \(sample)]"
            }
        }
        let hasArray = pattern.query.contains { $0.repetition == .array }
        return hasArray ? [fewest, once, twice] : [fewest, once]
    }
}
