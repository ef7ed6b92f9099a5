/// Validate stage, segues: each screen's `segues:` against every declared screen, since a
/// destination may be declared in any spec file.
extension SpecValidator {
    /// Why `identifier` cannot be declared under `segues:` of `screen`, or nil when it can:
    /// the validator reports it, and the check against the storyboards does not advise
    /// declaring such a storyboard segue.
    static func segueIdentifierProblem(_ identifier: String, screen: String) -> String? {
        if let problem = SwiftIdentifier.rawTextProblem(identifier, forbidden: ["\\", "\""]) { return problem }
        switch SwiftIdentifier.derivedCaseName(identifier) {
        case let .failure(problem): return problem.description
        case let .success(caseName):
            return GeneratedNames.segueMembers.contains(caseName) ? "'\(caseName)' is already a member of \(screen).Segue" : nil
        }
    }

    /// The `Segue` case of a segue identifier that ``segueIdentifierProblem(_:screen:)`` accepts.
    static func segueCaseName(_ identifier: String) -> String {
        (try? SwiftIdentifier.derivedCaseName(identifier).get()) ?? identifier
    }

    /// Sets the validated segues of `screens`.
    mutating func validateSegues(_ entries: SpecDocument.ScreenEntries, screens: inout [Screen], platform: TargetPlatform) {
        // Where the platform has no typed segues, `segues:` is already an error
        // (validatePlatformRules); its entries are not checked on top of it.
        guard ScreenCapabilities.reason(key: .segues, on: platform) == nil else { return }
        var byType = [String: Int](minimumCapacity: screens.count)
        // By index: `for screen in screens` copies every screen, each a few dozen references.
        for index in screens.indices {
            _ = byType.firstIndex(orStoring: index, for: screens[index].name)
        }
        var seen: Set<String> = []
        // Declared screens that did not validate have their own errors; a segue to one is not
        // reported again.
        let declared = DeclaredNames(entries)
        for entry in entries {
            guard let segues = entry.segues, let keyLocation = entry.seguesLocation else { continue }
            // The first entry of a type is the screen; a duplicate is already reported.
            guard seen.insert(entry.name.value).inserted, let index = byType[entry.name.value] else { continue }
            let source = screens[index]
            guard source.kind.isStoryboardScene else {
                diagnostics.append(Diagnostic(.segueOnNonScene(screen: source.name, kind: source.kind.phrase), at: keyLocation))
                continue
            }
            let validated = validate(segues, of: source, screens: screens, byType: byType, declared: declared)
            screens[index].segues = validated
        }
    }

    private mutating func validate(_ entries: [SpecDocument.SegueEntry], of source: Screen, screens: [Screen], byType: [String: Int],
                                   declared: DeclaredNames) -> [Segue] {
        var cases: [String: (String, SourceLocation)] = [:]
        var segues: [Segue] = []
        for entry in entries {
            let identifier = entry.identifier
            let screen = source.name
            if let problem = Self.segueIdentifierProblem(identifier.value, screen: screen) {
                diagnostics.append(Diagnostic(.invalidSegueIdentifier(identifier: identifier.value, screen: screen, reason: problem), at: identifier.location))
                continue
            }
            let caseName = Self.segueCaseName(identifier.value)
            if let (other, location) = cases[caseName] {
                diagnostics.append(Diagnostic(.duplicateSegueCase(identifier: identifier.value, screen: screen, caseName: caseName, other: other, otherLocation: location), at: identifier.location))
                continue
            }
            cases[caseName] = (identifier.value, identifier.location)
            guard let destination = validateDestination(entry, screen: screen, screens: screens, byType: byType, declared: declared) else { continue }
            var segue = Segue(identifier: identifier.value, caseName: caseName, destination: screens[destination].name, destinationType: screens[destination].typeName,
                              embedded: entry.embedded?.value ?? false, location: identifier.location)
            segue.destinationLocation = entry.destination.location
            segue.destinationReportedName = screens[destination].reportedName
            segues.append(segue)
        }
        return segues.sorted { $0.identifier < $1.identifier }
    }

    /// The destination's index in `screens`, when it is a scene a segue can reach.
    private mutating func validateDestination(_ entry: SpecDocument.SegueEntry, screen: String, screens: [Screen], byType: [String: Int],
                                              declared: DeclaredNames) -> Int? {
        let name = entry.destination
        let identifier = entry.identifier.value
        guard let index = byType[name.value] else {
            if declared.contains(name.value) { return nil }
            let suggestion = Suggestion.closest(to: name.value, in: Set(byType.keys))
            diagnostics.append(Diagnostic(.undeclaredSegueDestination(destination: name.value, identifier: identifier, screen: screen, suggestion: suggestion), at: name.location))
            return nil
        }
        guard screens[index].kind.isStoryboardScene else {
            let destination = screens[index]
            diagnostics.append(Diagnostic(.segueDestinationNotAScene(destination: destination.name, identifier: identifier, kind: destination.kind.phrase,
                                                                     destinationLocation: destination.location), at: name.location))
            return nil
        }
        if screens[index].usesCreator {
            let destination = screens[index]
            diagnostics.append(Diagnostic(.segueDestinationUsesCreator(destination: destination.name, identifier: identifier, destinationLocation: destination.location),
                                          at: name.location))
            return nil
        }
        return index
    }
}

/// The names of every screen entry, valid or not: asked only when a segue's destination is
/// not a screen that validated, so worked out then, once, instead of for every run.
private final class DeclaredNames {
    private let entries: SpecDocument.ScreenEntries
    private lazy var names = Set(entries.lazy.map(\.name.value))

    init(_ entries: SpecDocument.ScreenEntries) {
        self.entries = entries
    }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }
}
