/// One screen's `ScreenRoute` case as the routes renderers write it: its name, its
/// associated values (the screen's parameters, typed as the spec types them) and the spellings that bind, forward and build it.
struct RouteCase {
    /// Every route screen's case, in the model's order.
    static func all(in model: AppModel) -> [RouteCase] {
        model.routeScreens.map { RouteCase($0, labeled: model.callSiteLabels == .initialize) }
    }

    let screen: Screen
    /// The case name, escaped: the screen's `create` member.
    let name: String
    /// The screen's parameters, `init:`'s then `initialize:`'s.
    let parameters: [Parameter]
    /// Whether the case and the calls carry the spec's labels (`callSiteLabels: initialize`).
    let labeled: Bool

    init(_ screen: Screen, labeled: Bool) {
        self.screen = screen
        name = SwiftIdentifier.escaped(screen.memberName)
        parameters = screen.allParameters
        self.labeled = labeled
    }

    /// `articleViewController(id: Article.ID)`, defaults as the spec gives them.
    var declaration: String {
        guard !parameters.isEmpty else { return name }
        let values = parameters.map { parameter -> String in
            let type = parameter.type + (parameter.defaultValue.map { " = \($0)" } ?? "")
            guard let label = label(of: parameter) else { return type }
            return "\(label): \(type)"
        }
        return "\(name)(\(values.joined(separator: ", ")))"
    }

    /// `case let .articleViewController(id)`, binding each parameter in `used` by its name and
    /// the others to `_`; `case .creditsViewController` when it binds none.
    func pattern(binding used: Set<String>? = nil) -> String {
        let names = parameters.map { parameter in
            used.map { $0.contains(parameter.name) } ?? true ? SwiftIdentifier.escaped(parameter.name) : "_"
        }
        guard names.contains(where: { $0 != "_" }) else { return "case .\(name)" }
        return "case let .\(name)(\(names.joined(separator: ", ")))"
    }

    /// The arguments of `create`, `push` and `present` from the bound names.
    var forwardedArguments: String {
        arguments(parameters.map { SwiftIdentifier.escaped($0.name) })
    }

    /// `.articleViewController(id: <value>)`, each parameter given by `values` (by name) or,
    /// when `values` has none for it, left to its default.
    func construction(_ values: [String: String]) -> String {
        guard !parameters.isEmpty else { return ".\(name)" }
        let given = parameters.filter { values[$0.name] != nil }
        guard !given.isEmpty else { return ".\(name)()" }
        let arguments = given.map { parameter -> String in
            let value = values[parameter.name] ?? ""
            return label(of: parameter).map { "\($0): \(value)" } ?? value
        }
        return ".\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// `label: value, value` with the parameters' labels.
    func arguments(_ values: [String]) -> String {
        zip(parameters, values).map { parameter, value in
            label(of: parameter).map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
    }

    /// The label of a parameter in the case and the calls, escaped; nil for none.
    func label(of parameter: Parameter) -> String? {
        guard labeled, let label = parameter.label else { return nil }
        return SwiftIdentifier.escapedLabel(label)
    }

    /// The parameter named `name`.
    func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}
