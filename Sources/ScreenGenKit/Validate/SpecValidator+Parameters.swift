/// Validate stage, parameters: a screen's `init` and `initialize` lists, each on its own and
/// together (`create` takes them all), and what the hand-written initializer already takes.
extension SpecValidator {
    /// The initializer's and `initialize`'s parameters: each list checked on its own, then
    /// together, because `create` takes them all.
    mutating func validateAllParameters(_ entry: SpecDocument.ScreenEntry, source: Screen.Source?) -> ([Parameter]?, [Parameter]?) {
        let screen = entry.name.value
        let initEntries = entry.initParameters
        let initParameters = initEntries.map { entries in
            let kept = validateParameters(entries, after: nil, screen: screen)
            return kept.filter { index in
                validateInitializerParameter(kept.parameters[index], at: kept.locations[index], screen: screen, source: source)
            }.parameters
        }
        let parameters = entry.parameters.map { validateParameters($0, after: initEntries, screen: screen).parameters }
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

    /// The parameters that may stay: none twice (across both of a screen's lists: `earlier`
    /// is the list checked before this one), none that push or present would add again.
    mutating func validateParameters(_ entries: SpecDocument.ParameterEntries, after earlier: SpecDocument.ParameterEntries?,
                                     screen: String) -> SpecDocument.ParameterEntries {
        // Short lists, as nearly every screen's are, are searched for an earlier name where
        // they are; a table of the names seen was an allocation for every screen.
        var seen = Self.seenTable(entries, after: earlier)
        return entries.filter { index in
            let name = entries.parameters[index].name
            let location = entries.locations[index]
            let first: SourceLocation?
            if seen != nil {
                first = seen![name]
                if first == nil { seen!.insert(name, at: location) }
            } else {
                first = Self.firstLocation(of: name, in: earlier, before: earlier?.count ?? 0) ?? Self.firstLocation(of: name, in: entries, before: index)
            }
            if let first {
                diagnostics.append(Diagnostic(.duplicateParameter(name: name, screen: screen, first: first), at: location))
                return false
            }
            if let reserved = GeneratedNames.parameterProblem(name: name, label: entries.parameters[index].label) {
                diagnostics.append(Diagnostic(.reservedParameterName(name: reserved.name, screen: screen, reason: reserved.reason), at: location))
                return false
            }
            return true
        }
    }

    /// The names of `earlier` and where each first appears, ready for `entries`' own, when the
    /// two lists are long enough that searching them for each name would cost more; nil
    /// when they are not.
    private static func seenTable(_ entries: SpecDocument.ParameterEntries, after earlier: SpecDocument.ParameterEntries?) -> SeenKeys? {
        let total = entries.count + (earlier?.count ?? 0)
        guard total > 16 else { return nil }
        var table = SeenKeys(capacity: total)
        if let earlier {
            for index in earlier.indices where table[earlier.parameters[index].name] == nil {
                table.insert(earlier.parameters[index].name, at: earlier.locations[index])
            }
        }
        return table
    }

    /// Where the first parameter named `name` among the first `end` of `list` is.
    private static func firstLocation(of name: String, in list: SpecDocument.ParameterEntries?, before end: Int) -> SourceLocation? {
        guard let list else { return nil }
        for index in 0..<end where list.parameters[index].name == name {
            return list.locations[index]
        }
        return nil
    }
}
