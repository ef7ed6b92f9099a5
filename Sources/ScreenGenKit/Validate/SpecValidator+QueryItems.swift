/// Validate stage, routes: where a `url:` pattern may hold each parameter, by its type. A path
/// segment holds exactly one value; a query item may be left out (an optional or defaulted
/// parameter) or repeated (an array).
extension SpecValidator {
    /// The pattern with each query item's repetition and value type decided, or nil when a
    /// parameter's type cannot sit where the pattern puts it (``placementProblem(_:parameters:)``).
    func typedPattern(_ pattern: URLPattern, parameters: [Parameter]) -> URLPattern? {
        guard placementProblem(pattern, parameters: parameters) == nil else { return nil }
        var typed = pattern
        for index in typed.query.indices {
            guard let parameter = parameters.first(where: { $0.name == typed.query[index].parameter }) else { return nil }
            switch TypeShape.of(parameter.type) {
            case let .optional(wrapped):
                typed.query[index].repetition = .optional
                typed.query[index].valueType = wrapped.spelling
            case let .array(element):
                typed.query[index].repetition = .array
                typed.query[index].valueType = element.spelling
            case .dictionary, .named:
                typed.query[index].repetition = .one
                typed.query[index].valueType = parameter.type
            }
        }
        return typed
    }

    /// Why a parameter's type cannot sit where the pattern puts it, or nil when every one can.
    func placementProblem(_ pattern: URLPattern, parameters: [Parameter]) -> String? {
        let byName = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in pattern.pathParameterNames {
            guard let parameter = byName[name], case .named = TypeShape.of(parameter.type) else {
                return "'{\(name)}' is a path segment, which holds exactly one value, and its type '\(byName[name]?.type ?? "")' is not one value; put an optional or array parameter in the query ('?\(name)={\(name)}')"
            }
        }
        for item in pattern.query {
            guard let parameter = byName[item.parameter] else { continue }
            switch TypeShape.of(parameter.type) {
            case .optional(.named):
                if let value = parameter.defaultValue, value.trimmingWhitespace != "nil" {
                    return "query parameter '\(item.parameter)' is optional with default '\(value)', so a link could not give it nil; leave the default out (nil) or make it non-optional"
                }
            case .array(.named):
                if let value = parameter.defaultValue, value.trimmingWhitespace != "[]" {
                    return "query parameter '\(item.parameter)' is an array with default '\(value)', so a link could not give it an empty array; leave the default out ([])"
                }
            case .named:
                break
            case .optional, .array, .dictionary:
                return "query item '\(item.name)' holds a text value, an optional one or an array of them, and the type '\(parameter.type)' of '\(item.parameter)' is none of these"
            }
        }
        return nil
    }
}
