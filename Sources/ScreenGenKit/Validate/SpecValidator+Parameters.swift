/// Validate stage, parameters: a screen's `init` and `initialize` lists, each on its own and
/// together (`create` takes them all), and what the hand-written initializer already takes.
extension SpecValidator {
    /// The initializer's and `initialize`'s parameters: each list checked on its own, then
    /// together, because `create` takes them all.
    mutating func validateAllParameters(_ entry: SpecDocument.ScreenEntry, source: Screen.Source?) -> ([Parameter]?, [Parameter]?) {
        let screen = entry.typeName.value
        var seen: [String: SourceLocation] = [:]
        let initParameters = entry.initParameters.map { entries in
            validateParameters(entries, screen: screen, seen: &seen).filter { entry in
                validateInitializerParameter(entry, screen: screen, source: source)
            }.map(\.parameter)
        }
        let parameters = entry.parameters.map { validateParameters($0, screen: screen, seen: &seen).map(\.parameter) }
        return (initParameters, parameters)
    }

    /// Labels the hand-written initializer already has before the spec's parameters, and
    /// closures the storyboard's creator block must keep.
    mutating func validateInitializerParameter(_ entry: SpecDocument.ParameterEntry, screen: String, source: Screen.Source?) -> Bool {
        let label = entry.parameter.label ?? "_"
        let taken: [String: String]
        switch source {
        case .storyboardScene, .initialScene: taken = ["coder": "init?(coder:...)"]
        case .nib: taken = ["nibName": "init(nibName:bundle:...)", "bundle": "init(nibName:bundle:...)", "coder": "init?(coder:)"]
        case .code: taken = ["coder": "init?(coder:)"]
        case .swiftUI, nil: taken = [:]
        }
        if let initializer = taken[label] ?? taken[entry.parameter.name] {
            diagnostics.append(Diagnostic(.reservedInitializerLabel(name: taken[label] != nil ? label : entry.parameter.name, screen: screen, initializer: initializer), at: entry.location))
            return false
        }
        if source?.storyboard != nil, SwiftFragment.isNonEscapingFunctionType(entry.parameter.type) {
            diagnostics.append(Diagnostic(.nonEscapingCreatorParameter(name: entry.parameter.name, screen: screen, type: entry.parameter.type), at: entry.location))
            return false
        }
        return true
    }

    mutating func validateParameters(_ entries: [SpecDocument.ParameterEntry], screen: String,
                                             seen: inout [String: SourceLocation]) -> [SpecDocument.ParameterEntry] {
        var result: [SpecDocument.ParameterEntry] = []
        for entry in entries {
            let name = entry.parameter.name
            if let first = seen[name] {
                diagnostics.append(Diagnostic(.duplicateParameter(name: name, screen: screen, first: first), at: entry.location))
                continue
            }
            seen[name] = entry.location
            if let reserved = [name, entry.parameter.label].compactMap({ $0 }).first(where: Self.reservedParameters.contains) {
                diagnostics.append(Diagnostic(.reservedParameterName(name: reserved, screen: screen), at: entry.location))
                continue
            }
            result.append(entry)
        }
        return result
    }
}
