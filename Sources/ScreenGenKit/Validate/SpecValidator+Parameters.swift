/// Validate stage, parameters: a screen's `init` and `initialize` lists, each on its own and
/// together (`create` takes them all), and what the hand-written initializer already takes.
extension SpecValidator {
    /// The initializer's and `initialize`'s parameters: each list checked on its own, then
    /// together, because `create` takes them all.
    mutating func validateAllParameters(_ entry: SpecDocument.ScreenEntry, source: Screen.Source?) -> ([Parameter]?, [Parameter]?) {
        let screen = entry.name.value
        var seen = SeenKeys(capacity: (entry.initParameters?.count ?? 0) + (entry.parameters?.count ?? 0))
        let initParameters = entry.initParameters.map { entries in
            validateParameters(entries, screen: screen, seen: &seen).filter { parameter, location in
                validateInitializerParameter(parameter, at: location, screen: screen, source: source)
            }.parameters
        }
        let parameters = entry.parameters.map { validateParameters($0, screen: screen, seen: &seen).parameters }
        return (initParameters, parameters)
    }

    /// Labels the hand-written initializer already has before the spec's parameters, and
    /// closures the storyboard's creator block must keep.
    mutating func validateInitializerParameter(_ parameter: Parameter, at location: SourceLocation, screen: String, source: Screen.Source?) -> Bool {
        let label = parameter.label ?? "_"
        let byLabel = Self.initializer(taking: label, source: source)
        if let initializer = byLabel ?? Self.initializer(taking: parameter.name, source: source) {
            diagnostics.append(Diagnostic(.reservedInitializerLabel(name: byLabel != nil ? label : parameter.name, screen: screen, initializer: initializer), at: location))
            return false
        }
        if source?.storyboard != nil, SwiftFragment.isNonEscapingFunctionType(parameter.type) {
            diagnostics.append(Diagnostic(.nonEscapingCreatorParameter(name: parameter.name, screen: screen, type: parameter.type), at: location))
            return false
        }
        return true
    }

    /// The hand-written initializer that already takes `label` first, for a screen made as
    /// `source` makes it; nil when none does.
    static func initializer(taking label: String, source: Screen.Source?) -> String? {
        switch source {
        case .storyboardScene, .initialScene, .segueOnlyScene: return label == "coder" ? "init?(coder:...)" : nil
        case .nib:
            switch label {
            case "nibName", "bundle": return "init(nibName:bundle:...)"
            case "coder": return "init?(coder:)"
            default: return nil
            }
        case .code: return label == "coder" ? "init?(coder:)" : nil
        case .swiftUI, nil: return nil
        }
    }

    /// The parameters that may stay: none twice (across both of a screen's lists, `seen`),
    /// none that push or present would add again.
    mutating func validateParameters(_ entries: SpecDocument.ParameterEntries, screen: String,
                                     seen: inout SeenKeys) -> SpecDocument.ParameterEntries {
        entries.filter { parameter, location in
            let name = parameter.name
            if let first = seen[name] {
                diagnostics.append(Diagnostic(.duplicateParameter(name: name, screen: screen, first: first), at: location))
                return false
            }
            seen.insert(name, at: location)
            let label = parameter.label
            if let reserved = Self.reservedParameters.contains(name) ? name : label.flatMap({ Self.reservedParameters.contains($0) ? $0 : nil }) {
                diagnostics.append(Diagnostic(.reservedParameterName(name: reserved, screen: screen), at: location))
                return false
            }
            return true
        }
    }
}
