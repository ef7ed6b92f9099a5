/// Validate stage, routes: which screens get a `ScreenRoute` case (`routes:` in their spec
/// file or the config), and their `url:` patterns, each on its own and against each other.
extension SpecValidator {
    /// The module's route options, with each screen's route decided; `configRoutes` is the
    /// config's `routes:`, which a spec file's own `routes:` overrides for its screens.
    mutating func validateRoutes(_ documents: [SpecDocument], screens: inout [Screen], configRoutes: RouteOptions?) -> RouteOptions? {
        var routesByFile: [String: Bool] = [:]
        for document in documents {
            routesByFile[document.file] = document.routes.map { $0.value.options != nil } ?? (configRoutes != nil)
        }
        let declared = documents.compactMap { document in document.routes.flatMap { routes in routes.value.options.map { ($0, routes.location) } } }
        let options = mergedOptions(declared) ?? configRoutes ?? RouteOptions()
        // Only the entries with `url:` are read below; most screens have none.
        var entries: [String: SpecDocument.ScreenEntry] = [:]
        for document in documents {
            for entry in document.screens where entry.url != nil && entries[entry.name.value] == nil {
                entries[entry.name.value] = entry
            }
        }
        var patterns: [(pattern: URLPattern, screen: String, location: SourceLocation)] = []
        // A file's screens come one after another: its setting is looked up once for them.
        var file: String?
        var fileHasRoutes = false
        // Each screen is read where it is, through the buffer, and the routes decided are set
        // after: a copy of each screen to read it was a few dozen references counted each way.
        var decided: [(index: Int, route: Route)] = []
        screens.withUnsafeBufferPointer { screens in
            for index in screens.indices {
                let entry = entries.isEmpty ? nil : entries[screens[index].name]
                if screens[index].location.file != file {
                    file = screens[index].location.file
                    fileHasRoutes = routesByFile[screens[index].location.file] == true
                }
                // A screen of a file without routes and with no `url:` has nothing to decide.
                if entry == nil, !fileHasRoutes { continue }
                let url = entry?.url
                guard fileHasRoutes else {
                    if let url {
                        diagnostics.append(Diagnostic(.urlWithoutRoute(screen: screens[index].name, reason: "its spec file has no 'routes: true' (and screengen.yml none either)"), at: url.location))
                    }
                    continue
                }
                // Only segues make a segue-only screen: it has no create, so no route or view.
                if screens[index].kind == .segueOnlyScene {
                    if let url {
                        diagnostics.append(Diagnostic(.urlWithoutRoute(screen: screens[index].name, reason: "it is 'segueOnly: true': only segues make it, so a route could not"), at: url.location))
                    }
                    continue
                }
                if let reason = Self.notARouteReason(screens[index]) {
                    if let url {
                        diagnostics.append(Diagnostic(.urlWithoutRoute(screen: screens[index].name, reason: reason), at: url.location))
                    } else {
                        diagnostics.append(Diagnostic(.screenNotARoute(screen: screens[index].name, reason: reason), at: screens[index].location))
                    }
                    continue
                }
                guard let url, let entry else {
                    decided.append((index, Route(url: nil)))
                    continue
                }
                guard let pattern = validatePattern(url, screen: screens[index], entry: entry) else { continue }
                decided.append((index, Route(url: pattern)))
                patterns.append((pattern, screens[index].name, url.location))
            }
        }
        for (index, route) in decided {
            screens[index].route = route
        }
        validateOverlaps(patterns)
        let anyRoutes = routesByFile.values.contains(true)
        guard anyRoutes else { return nil }
        if options.codable { validateCodable(documents, screens: screens, options: options) }
        return options
    }

    /// Why a screen cannot have a `ScreenRoute` case, or nil when it can.
    static func notARouteReason(_ screen: Screen) -> String? {
        if screen.isWindowController {
            return "it is a window controller, which is shown in a window of its own rather than pushed, presented or shown in a SwiftUI view"
        }
        if GeneratedNames.routeMembers.contains(screen.memberName) {
            return "its case name '\(screen.memberName)' is a member ScreenRoute declares itself"
        }
        if screen.memberName == screen.typeName.prefix(while: { $0 != "." }) {
            return "its case name '\(screen.memberName)' is also the name of its type, which the case would hide where the generated route code names the type"
        }
        for parameter in screen.allParameters {
            if parameter.type.contains("->") {
                return "parameter '\(parameter.name)' has a function type ('\(parameter.type)'), which cannot be Hashable"
            }
            let words = parameter.type.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if words.contains(where: { $0 == "some" || $0 == "each" || $0 == "repeat" }) {
                return "parameter '\(parameter.name)' has an opaque or pack type ('\(parameter.type)'), which an enum case cannot hold"
            }
        }
        return nil
    }

    /// The parsed pattern, when it is one and names exactly what it must of the screen's parameters.
    private mutating func validatePattern(_ url: SpecDocument.Located<String>, screen: Screen, entry: SpecDocument.ScreenEntry) -> URLPattern? {
        let pattern: URLPattern
        switch URLPatternParser.parse(url.value) {
        case let .success(parsed): pattern = parsed
        case let .failure(problem):
            diagnostics.append(Diagnostic(.invalidURLPattern(pattern: url.value, reason: problem.reason), at: url.location))
            return nil
        }
        let parameters = screen.allParameters
        let names = Set(parameters.map(\.name))
        var valid = true
        for name in pattern.parameterNames where !names.contains(name) {
            diagnostics.append(Diagnostic(.unknownURLParameter(name: name, pattern: url.value, screen: screen.name,
                                                               suggestion: Suggestion.closest(to: name, in: names.sorted())), at: url.location))
            valid = false
        }
        let placed = Set(pattern.parameterNames)
        let locations = Array(entry.initParameters ?? []) + Array(entry.parameters ?? [])
        for parameter in parameters where parameter.defaultValue == nil && !placed.contains(parameter.name) {
            let location = locations.first { $0.parameter.name == parameter.name }?.location ?? screen.location
            diagnostics.append(Diagnostic(.urlMissingParameter(name: parameter.name, pattern: url.value, screen: screen.name, parameterLocation: location), at: url.location))
            valid = false
        }
        guard valid, let typed = typedPattern(pattern, parameters: parameters) else {
            if valid { diagnostics.append(Diagnostic(.invalidURLPattern(pattern: url.value, reason: placementProblem(pattern, parameters: parameters) ?? ""), at: url.location)) }
            return nil
        }
        return typed
    }

    /// Every pair of patterns that match one path without one of them winning by its literal
    /// segments, reported once, at the later pattern.
    private mutating func validateOverlaps(_ patterns: [(pattern: URLPattern, screen: String, location: SourceLocation)]) {
        let byLength = Dictionary(grouping: patterns.sorted { $0.location < $1.location }) { $0.pattern.segments.count }
        for length in byLength.keys.sorted() {
            let group = byLength[length] ?? []
            for (later, current) in group.enumerated() {
                for earlier in group[..<later] where current.pattern.overlaps(earlier.pattern) && !current.pattern.isOrdered(against: earlier.pattern) {
                    diagnostics.append(Diagnostic(.overlappingURLPatterns(pattern: current.pattern.text, screen: current.screen, other: earlier.pattern.text,
                                                                          otherScreen: earlier.screen, otherLocation: earlier.location), at: current.location))
                }
            }
        }
    }

    /// `routes: {sendable: …, codable: …}` as the files that turn routes on say it; they must
    /// agree on each option.
    private mutating func mergedOptions(_ values: [(RouteOptions, SourceLocation)]) -> RouteOptions? {
        guard let first = values.first else { return nil }
        for (value, location) in values.dropFirst() {
            if value.sendable != first.0.sendable {
                diagnostics.append(Diagnostic(.conflictingSetting(key: "routes: sendable", value: "\(value.sendable)", other: "\(first.0.sendable)", otherLocation: first.1), at: location))
            }
            if value.codableSetting != first.0.codableSetting {
                diagnostics.append(Diagnostic(.conflictingSetting(key: "routes: codable", value: value.codableSetting, other: first.0.codableSetting, otherLocation: first.1), at: location))
            }
        }
        return first.0
    }
}
