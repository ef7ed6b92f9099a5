/// Validate stage, screens: each screen entry becomes a ``Screen`` (its name, member,
/// source and parameters), with the rules between entries (duplicate names, members,
/// scenes and initial screens) checked in declaration order.
extension SpecValidator {
    mutating func validateScreens(_ documents: [SpecDocument], storyboards: [Storyboard], platform: TargetPlatform, module: String? = nil) -> [Screen] {
        let count = documents.reduce(0) { $0 + $1.screens.count }
        // Sized once: growing four tables screen by screen rehashed each of them about ten
        // times at 1,000 screens.
        // Each table points into `names` (the entries' names in order) rather than holding a
        // name and location of its own: at 10,000 screens the tables are part of the memory peak.
        var names: [SpecDocument.Located<String>] = []
        names.reserveCapacity(count)
        var byType = [String: Int](minimumCapacity: count)
        var byMember = [String: Int](minimumCapacity: count)
        var identifiers = [SceneKey: Int](minimumCapacity: count)
        var initials: [String: Int] = [:]
        let storyboardNames = Set(storyboards.map(\.name))
        // Declared, valid or not: a screen of a storyboard whose entry has an error of its own
        // is not reported again for naming it.
        let declaredStoryboards = Set(documents.lazy.flatMap(\.storyboards).map(\.name.value))
        var declaredTypes: [DeclaredType] = []
        var result: [Screen] = []
        result.reserveCapacity(count)
        for document in documents {
            for entry in document.screens {
                let checked = SpecValidator.EntryChecks(entry)
                let type = entry.name
                if checked.nameIsInvalid {
                    diagnostics += checked.diagnostics
                    continue
                }
                let nameIndex = names.count
                if let first = byType.firstIndex(orStoring: nameIndex, for: type.value) {
                    diagnostics.append(Diagnostic(.duplicateScreen(type: type.value, first: names[first].location), at: type.location))
                    continue
                }
                names.append(type)
                if let declared = Self.declaredType(of: entry, module: module, platform: platform) {
                    checkGeneratedName(declared, module: module, platform: platform)
                    declaredTypes.append(declared)
                }
                let member = checked.member
                if GeneratedNames.namespaceMembers.contains(member) {
                    diagnostics.append(Diagnostic(.memberNameCollision(member: member, type: type.value, other: "the generated push/present helpers", otherLocation: nil), at: type.location))
                } else if let other = byMember.firstIndex(orStoring: nameIndex, for: member) {
                    diagnostics.append(Diagnostic(.memberNameCollision(member: member, type: type.value, other: names[other].value, otherLocation: names[other].location),
                                                  at: type.location))
                }
                let source = validateSource(entry, storyboards: (storyboardNames, declaredStoryboards), names: names, identifiers: &identifiers, initials: &initials,
                                            platform: platform)
                var initParameters = checked.initParameters
                var parameters = checked.parameters
                if ParameterContext(source) == checked.context {
                    diagnostics += checked.diagnostics
                } else {
                    (initParameters, parameters) = validateAllParameters(entry, source: source)
                }
                if let source {
                    // Made in place: a screen built beside the array was copied into it and then
                    // destroyed, a few dozen references each way.
                    result.append(Screen(name: type.value, typeName: entry.typeName?.value ?? type.value, memberName: member, source: source, initParameters: initParameters,
                                         parameters: parameters, presentation: entry.presentation?.value, location: type.location))
                    result[result.count - 1].isWindowController = entry.windowController?.value ?? false
                    result[result.count - 1].keyLocations = checked.keyLocations
                    validateNavigationKeys(entry, into: &result[result.count - 1])
                }
            }
        }
        checkPerScreenNames(declaredTypes, screens: names)
        return result
    }

    /// How `entry` makes its screen. `names` ends with the entry's own name; the tables
    /// point into it.
    private mutating func validateSource(
        _ entry: SpecDocument.ScreenEntry,
        storyboards: (valid: Set<String>, declared: Set<String>),
        names: [SpecDocument.Located<String>],
        identifiers: inout [SceneKey: Int],
        initials: inout [String: Int],
        platform: TargetPlatform
    ) -> Screen.Source? {
        let type = entry.name
        if let swiftUI = entry.swiftUI, swiftUI.value {
            return validateSwiftUI(entry, swiftUI: swiftUI.location)
        }
        if let nib = entry.nib, let storyboard = entry.storyboard {
            diagnostics.append(Diagnostic(.incompatibleScreenKeys(screen: type.value, key: SpecKey.Screen.nib.rawValue, other: SpecKey.Screen.storyboard.rawValue, otherLocation: storyboard.location,
                                                                  reason: "a XIB screen is built with init(nibName:bundle:), a storyboard scene by its storyboard"), at: nib.location))
            return nil
        }
        if let bundle = entry.bundle, entry.nib == nil {
            diagnostics.append(Diagnostic(.sceneKeyWithoutNib(key: SpecKey.Screen.bundle.rawValue, screen: type.value, hasStoryboard: entry.storyboard != nil), at: bundle.location))
        }
        guard let storyboard = entry.storyboard else {
            for key in [SpecKey.Screen.identifier, .initial, .segueOnly] {
                if let location = entry.location(of: key) {
                    diagnostics.append(Diagnostic(.sceneKeyWithoutStoryboard(key: key.rawValue, screen: type.value), at: location))
                }
            }
            if let nib = entry.nib {
                if let problem = Self.nibNameProblem(nib.value) {
                    diagnostics.append(Diagnostic(.invalidNibName(name: nib.value, reason: problem), at: nib.location))
                    return nil
                }
                return validateNib(entry, nib: nib, platform: platform)
            }
            return .code
        }
        guard storyboards.valid.contains(storyboard.value) else {
            if storyboards.declared.contains(storyboard.value) { return nil }
            diagnostics.append(Diagnostic(
                .undeclaredStoryboard(name: storyboard.value, screen: type.value, suggestion: Suggestion.closest(to: storyboard.value, in: storyboards.valid)),
                at: storyboard.location))
            return nil
        }
        if let segueOnly = entry.segueOnly, segueOnly.value {
            return validateSegueOnly(entry, segueOnly: segueOnly.location, storyboard: storyboard.value)
        }
        if let initial = entry.initial, initial.value {
            if let identifier = entry.identifier {
                diagnostics.append(Diagnostic(.initialWithIdentifier(screen: type.value), at: identifier.location))
                return nil
            }
            if let first = initials.firstIndex(orStoring: names.count - 1, for: storyboard.value) {
                let (other, location) = (names[first].value, names[first].location)
                diagnostics.append(Diagnostic(.duplicateInitialScreen(storyboard: storyboard.value, other: other, otherLocation: location), at: initial.location))
                return nil
            }
            return .initialScene(storyboard: storyboard.value)
        }
        // Without `identifier`, the Storyboard ID is the screen's name: each screen of a shared
        // class has its own scene.
        let identifier = entry.identifier ?? .init(value: type.value, location: type.location)
        if let problem = Self.storyboardIdentifierProblem(identifier.value) {
            diagnostics.append(Diagnostic(.invalidStoryboardIdentifier(identifier: identifier.value, reason: problem), at: identifier.location))
            return nil
        }
        let key = SceneKey(storyboard: storyboard.value, identifier: identifier.value)
        if let first = identifiers.firstIndex(orStoring: names.count - 1, for: key) {
            diagnostics.append(Diagnostic(
                .duplicateStoryboardIdentifier(identifier: identifier.value, storyboard: storyboard.value, other: names[first].value, otherLocation: names[first].location),
                at: identifier.location))
            return nil
        }
        return .storyboardScene(storyboard: storyboard.value, identifier: identifier.value)
    }

    /// A scene by storyboard and Storyboard ID: both strings are the entry's own, so the key
    /// makes none.
    struct SceneKey: Hashable {
        var storyboard: String
        var identifier: String
    }

    /// Why a Storyboard ID cannot be used, or nil; `screengen import` applies the same rule.
    static func storyboardIdentifierProblem(_ identifier: String) -> String? {
        identifier.isEmpty ? "it is empty" : identifier.invisibleCharacterProblem
    }
}

extension SpecValidator {
    /// What the entry says of navigation: `analytics:`, `redact:` (each name a parameter of
    /// the screen) and `entry:`.
    mutating func validateNavigationKeys(_ entry: SpecDocument.ScreenEntry, into screen: inout Screen) {
        screen.analyticsName = entry.analytics?.value
        screen.isEntry = entry.entry?.value ?? false
        guard let redact = entry.redact else { return }
        let names = screen.allParameters.map(\.name)
        for (name, policy) in redact {
            guard names.contains(name.value) else {
                diagnostics.append(Diagnostic(.unknownRedactedParameter(name: name.value, screen: screen.name, suggestion: Suggestion.closest(to: name.value, in: names)),
                                              at: name.location))
                continue
            }
            screen.redactions[name.value] = policy
        }
    }
}

extension SpecValidator {
    /// When the specs declare entry points, a warning at each screen none of them reaches.
    mutating func warnUnreachable(_ screens: [Screen]) {
        guard let reachability = Reachability(screens) else { return }
        let unreachable = Set(reachability.unreachable)
        let entries = screens.filter(\.isEntry).map(\.name)
        for screen in screens where unreachable.contains(screen.name) {
            diagnostics.append(Diagnostic(.unreachableScreen(screen: screen.name, entries: entries), at: screen.location))
        }
    }
}
