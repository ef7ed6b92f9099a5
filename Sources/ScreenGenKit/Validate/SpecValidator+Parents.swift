/// Validate stage, back stacks: each route screen's `parent:` resolved against the routes,
/// every parameter of the parent given (by an argument, by the screen's parameter of its
/// name, or by its default), and no cycle.
extension SpecValidator {
    /// Sets `route.parent` of every screen whose `parent:` resolves; reports the others.
    mutating func validateParents(_ entries: some Sequence<SpecDocument.ScreenEntry>, screens: inout [Screen]) {
        let indexByName = Dictionary(screens.indices.map { (screens[$0].name, $0) }) { first, _ in first }
        for entry in entries {
            guard let written = entry.parent, let index = indexByName[entry.name.value] else { continue }
            let screen = screens[index]
            if let parent = resolveParent(written, of: screen, in: screens, indexByName: indexByName) {
                screens[index].route?.parent = parent
            }
        }
        reportCycles(screens)
    }

    private mutating func resolveParent(_ written: SpecDocument.ParentEntry, of screen: Screen, in screens: [Screen],
                                        indexByName: [String: Int]) -> RouteParent? {
        let name = written.screen.value
        let location = written.screen.location
        guard screen.route != nil else {
            diagnostics.append(Diagnostic(.invalidParent(screen: screen.name, parent: name, reason: "screen '\(screen.name)' has no ScreenRoute case itself: \(Self.noRouteReason(screen))"), at: location))
            return nil
        }
        guard let parentIndex = indexByName[name] else {
            let hint = Suggestion.closest(to: name, in: screens.lazy.filter { $0.route != nil }.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(Diagnostic(.invalidParent(screen: screen.name, parent: name, reason: "no screen is named '\(name)'\(hint)"), at: location))
            return nil
        }
        let parent = screens[parentIndex]
        if let tabbed = screens.first(where: { $0.route?.tab?.screen == name }) {
            diagnostics.append(Diagnostic(.invalidParent(screen: screen.name, parent: name, reason: "'\(name)' is the root of a tab ('tab: \(name)' of screen '\(tabbed.name)'): its tab holds it, a link does not push it; write 'tab: \(name)'"), at: location))
            return nil
        }
        guard parent.route != nil else {
            diagnostics.append(Diagnostic(.invalidParent(screen: screen.name, parent: name, reason: "screen '\(name)' has no ScreenRoute case: \(Self.noRouteReason(parent))"), at: location))
            return nil
        }
        var valid = true
        let parentParameters = parent.allParameters
        for argument in written.arguments where !parentParameters.contains(where: { $0.name == argument.name.value }) {
            diagnostics.append(Diagnostic(.parentArgumentMismatch(screen: screen.name, parent: name, parameter: argument.name.value,
                                                                  reason: "the parent has no parameter of that name"), at: argument.name.location))
            valid = false
        }
        var arguments: [RouteParent.Argument] = []
        var used: Set<String> = []
        let own = screen.allParameters
        for parameter in parentParameters {
            if let argument = written.arguments.first(where: { $0.name.value == parameter.name }) {
                if let problem = SwiftFragment.expressionProblem(argument.value.value) {
                    diagnostics.append(Diagnostic(.parentArgumentMismatch(screen: screen.name, parent: name, parameter: parameter.name,
                                                                          reason: "'\(argument.value.value)' is not a Swift expression: \(problem)"), at: argument.value.location))
                    valid = false
                    continue
                }
                let names = SwiftFragment.referencedNames(argument.value.value).intersection(own.map(\.name))
                // A bare parameter of the screen: its type is known, so a mismatch is found here.
                if let given = own.first(where: { $0.name == argument.value.value }), !Self.passes(given.type, to: parameter.type) {
                    diagnostics.append(Diagnostic(.parentArgumentMismatch(screen: screen.name, parent: name, parameter: parameter.name,
                                                                          reason: "'\(given.name)' is of type '\(given.type)', the parameter of type '\(parameter.type)'"), at: argument.value.location))
                    valid = false
                    continue
                }
                used.formUnion(names)
                arguments.append(.init(name: parameter.name, expression: argument.value.value))
            } else if let given = own.first(where: { $0.name == parameter.name }) {
                guard Self.passes(given.type, to: parameter.type) else {
                    diagnostics.append(Diagnostic(.parentArgumentMismatch(screen: screen.name, parent: name, parameter: parameter.name,
                                                                          reason: "screen '\(screen.name)' has a parameter of that name of type '\(given.type)', the parent's is of type '\(parameter.type)'; pass it converted in the parent's arguments"), at: location))
                    valid = false
                    continue
                }
                used.insert(given.name)
                arguments.append(.init(name: parameter.name, expression: SwiftIdentifier.escaped(given.name)))
            } else if parameter.defaultValue == nil {
                diagnostics.append(Diagnostic(.parentMissingArgument(screen: screen.name, parent: name, parameter: parameter.name), at: location))
                valid = false
            }
        }
        return valid ? RouteParent(screen: name, arguments: arguments, usedNames: used, location: location) : nil
    }

    /// Why a screen has no route: what `screen-not-a-route` says, or its spec file's `routes:`.
    static func noRouteReason(_ screen: Screen) -> String {
        if screen.kind == .segueOnlyScene { return "it is 'segueOnly: true'" }
        return notARouteReason(screen) ?? "its spec file has no 'routes: true' (and screengen.yml none either)"
    }

    /// Whether a value of type `given` is a value of type `expected`: the same spelling
    /// (blanks and a `Swift.` or `Foundation.` prefix aside), or `expected` its optional.
    static func passes(_ given: String, to expected: String) -> Bool {
        func normal(_ type: String) -> String {
            var text = String(type.filter { $0 != " " && $0 != "\t" })
            for prefix in ["Swift.", "Foundation."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
            return text
        }
        let given = normal(given)
        let expected = normal(expected)
        return given == expected || expected == given + "?" || expected == "Optional<\(given)>"
    }

    /// Every cycle of resolved parents, once, at the `parent:` line of its first screen in the model's order.
    private mutating func reportCycles(_ screens: [Screen]) {
        let parentOf = Dictionary(screens.compactMap { screen in screen.route?.parent.map { (screen.name, $0) } }) { first, _ in first }
        var reported: Set<String> = []
        for screen in screens where parentOf[screen.name] != nil && !reported.contains(screen.name) {
            var path = [screen.name]
            var next = parentOf[screen.name]?.screen
            while let name = next, !path.contains(name), !reported.contains(name) {
                path.append(name)
                next = parentOf[name]?.screen
            }
            guard let name = next, let start = path.firstIndex(of: name) else { continue }
            let cycle = Array(path[start...])
            reported.formUnion(cycle)
            let located = cycle.compactMap { name in parentOf[name].map { (name: name, location: $0.location) } }
            guard let first = located.min(by: { $0.location < $1.location }) else { continue }
            let rotated = Array((cycle + cycle).drop { $0 != first.name }.prefix(cycle.count)) + [first.name]
            diagnostics.append(Diagnostic(.parentCycle(cycle: rotated), at: first.location))
        }
    }
}
