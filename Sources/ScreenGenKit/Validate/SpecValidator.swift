/// Validate stage, across files: merges every ``SpecDocument`` into one ``AppModel`` and
/// reports the rules that involve more than one entry (names, collisions, scenes).
struct SpecValidator {
    /// Members of the generated helper types that no screen may take.
    static let reservedMembers: Set<String> = ["navigationController", "presenter", "init", "self", "Type", "Protocol"]
    /// Case names `UIStoryboard.Name` already has.
    static let reservedCases: Set<String> = ["allCases", "rawValue", "bundle", "init", "self", "Type", "Protocol"]
    /// Parameters push and present add after the spec's own.
    static let reservedParameters: Set<String> = ["animated", "completion"]

    // Written by the rules in this file and its `SpecValidator+…` extensions.
    var diagnostics: [Diagnostic] = []
    /// Everything that validated, whatever failed elsewhere: what the storyboard
    /// cross-check compares, so that one mistake never hides another. Nil without a module.
    private(set) var checkableModel: AppModel?

    /// `supportModule`: the support module of a multi-module run (config `support:`), a
    /// fact of the model from the start, so that every rule and the cross-check see it.
    /// `configRoutes`: the config's `routes:`, for the spec files that do not say.
    mutating func validate(_ documents: [SpecDocument], specsFolder: String, supportModule: String? = nil,
                           configRoutes: RouteOptions? = nil) -> AppModel? {
        let module = mergedSetting(documents.compactMap { document in document.module.map { ($0.value, $0.location) } }, key: SpecKey.TopLevel.module.rawValue)
        let access = mergedChoice(\.access, of: documents, key: SpecKey.TopLevel.access.rawValue)
        let platform = mergedChoice(\.platform, of: documents, key: SpecKey.TopLevel.platform.rawValue)
        let labels = mergedChoice(\.callSiteLabels, of: documents, key: SpecKey.TopLevel.callSiteLabels.rawValue)
        let tests = mergedChoice(\.tests, of: documents, key: SpecKey.TopLevel.tests.rawValue)
        if !documents.contains(where: \.declaresModule), let first = documents.first {
            diagnostics.append(Diagnostic(.missingModule, at: .file(first.file)))
        }
        if let tooMany = Self.screenCountProblem(documents) {
            diagnostics.append(tooMany)
            return nil
        }
        diagnostics += Self.outputPathCollisions(documents, specsFolder: specsFolder)
        let storyboards = validateStoryboards(documents.flatMap(\.storyboards))
        // Read in place, file by file: a screen entry is large, and a copy of them all was
        // most of the stage's memory peak.
        let entries = documents.screenEntries
        // The screens are changed in place from here on: a changed copy beside the original
        // held the screens twice at validation's memory peak.
        var screens = validateScreens(documents, storyboards: storyboards)
        validateSegues(entries, screens: &screens, platform: platform ?? .iOS)
        validateSharedClasses(entries, screens: &screens, platform: platform ?? .iOS)
        let routes = validateRoutes(documents, screens: &screens, configRoutes: configRoutes)
        if let platform, !ScreenCapabilities.hasStoryboards(platform), let declared = documents.compactMap(\.platform).first {
            for storyboard in storyboards {
                diagnostics.append(Diagnostic(.storyboardOnVisionOS(name: storyboard.name, platformLocation: declared.location), at: storyboard.location))
            }
            for screen in screens where screen.kind == .nib && ScreenCapabilities.reason(kind: .nib, on: platform) != nil {
                diagnostics.append(Diagnostic(.nibOnVisionOS(screen: screen.name, platformLocation: declared.location), at: screen.location))
            }
        }
        warnConfusable(storyboards.map { ($0.name, $0.location) }, role: "storyboard")
        warnConfusable(screens.map { ($0.name, $0.location) }, role: "screen")
        validatePlatformRules(platform, documents: documents)
        warnUnused(storyboards, screens: screens)
        guard let module else { return nil }
        var model = AppModel(
            module: module,
            access: access ?? .internal,
            specFiles: documents.map(\.file).sorted(),
            specsFolder: specsFolder,
            storyboards: storyboards.sorted { $0.name < $1.name },
            screens: Self.sortedByName(consume screens))
        model.callSiteLabels = labels ?? .initialize
        model.platform = platform ?? .iOS
        model.tests = tests ?? .xctest
        model.supportModule = supportModule
        model.moduleLocation = documents.lazy.compactMap(\.module).first?.location
        model.platformLocation = documents.lazy.compactMap(\.platform).first?.location
        model.storyboardPaths = documents.flatMap(\.storyboardPaths)
        var namesFile: [String: Bool] = [:]
        for entry in documents.flatMap(\.storyboards) where namesFile[entry.name.value] == nil {
            namesFile[entry.name.value] = entry.path != nil
        }
        model.namesStoryboardFiles = namesFile.values.contains(true)
        model.routes = routes
        guard !diagnostics.containsErrors else {
            checkableModel = Self.cleanPart(of: model, documents: documents)
            return nil
        }
        checkableModel = model
        return model
    }

    /// The screens in order of name (each name is one screen's). The indices are sorted
    /// rather than the screens, which are large values to move, and the screens are then
    /// moved into place cycle by cycle, never held twice.
    private static func sortedByName(_ screens: consuming [Screen]) -> [Screen] {
        var order = screens.indices.sorted { screens[$0].name < screens[$1].name }
        for start in order.indices where order[start] != start {
            // Position `current` takes the screen now at `order[current]`.
            let first = screens[start]
            var current = start
            while order[current] != start {
                let next = order[current]
                screens[current] = screens[next]
                order[current] = current
                current = next
            }
            screens[current] = first
            order[current] = current
        }
        return screens
    }

    /// The model without the storyboards and screens whose own entries had errors.
    private static func cleanPart(of model: AppModel, documents: [SpecDocument]) -> AppModel {
        let brokenStoryboards = Set(documents.flatMap(\.storyboards).filter { !$0.decodedCleanly }.map(\.name.value))
        let brokenScreens = Set(documents.screenEntries.filter { !$0.decodedCleanly }.map(\.name.value))
        var clean = model
        clean.storyboards.removeAll { brokenStoryboards.contains($0.name) }
        clean.screens.removeAll { brokenScreens.contains($0.name) || $0.source.storyboard.map(brokenStoryboards.contains) == true }
        return clean
    }

    /// A choice (`access:`, `platform:`, …) several files may repeat but must agree on.
    private mutating func mergedChoice<Choice: RawRepresentable>(
        _ key: KeyPath<SpecDocument, SpecDocument.Located<Choice>?>, of documents: [SpecDocument], key name: String
    ) -> Choice? where Choice.RawValue == String {
        let values = documents.compactMap { document in document[keyPath: key].map { ($0.value.rawValue, $0.location) } }
        return mergedSetting(values, key: name).flatMap(Choice.init(rawValue:))
    }

    /// A setting several files may repeat but must agree on.
    private mutating func mergedSetting(_ values: [(String, SourceLocation)], key: String) -> String? {
        guard let first = values.first else { return nil }
        var agreed = true
        for (value, location) in values.dropFirst() where value != first.0 {
            diagnostics.append(Diagnostic(.conflictingSetting(key: key, value: value, other: first.0, otherLocation: first.1), at: location))
            agreed = false
        }
        return agreed ? first.0 : nil
    }

    private mutating func validateStoryboards(_ entries: [SpecDocument.StoryboardEntry]) -> [Storyboard] {
        var byName: [String: SourceLocation] = [:]
        var byCase: [String: (String, SourceLocation)] = [:]
        var result: [Storyboard] = []
        for entry in entries {
            let name = entry.name
            if let first = byName[name.value] {
                diagnostics.append(Diagnostic(.duplicateStoryboard(name: name.value, first: first), at: name.location))
                continue
            }
            byName[name.value] = name.location
            let caseName = SwiftIdentifier.lowerCamel(name.value)
            if let problem = SwiftIdentifier.problem(with: name.value) ?? (name.value.hasPrefix("`") ? "backticks are not part of a file name" : nil) {
                diagnostics.append(Diagnostic(.invalidStoryboardName(name: name.value, reason: problem), at: name.location))
                continue
            }
            if Self.reservedCases.contains(caseName) {
                diagnostics.append(Diagnostic(.invalidStoryboardName(name: name.value, reason: "'\(caseName)' is already a member of UIStoryboard.Name"), at: name.location))
                continue
            }
            if let (other, location) = byCase[caseName] {
                diagnostics.append(Diagnostic(.storyboardCaseCollision(name: name.value, caseName: caseName, other: other, otherLocation: location), at: name.location))
                continue
            }
            byCase[caseName] = (name.value, name.location)
            var storyboard = Storyboard(name: name.value, caseName: caseName, bundle: entry.bundle, location: name.location)
            storyboard.path = entry.path
            result.append(storyboard)
        }
        return result
    }

    private mutating func validateScreens(_ documents: [SpecDocument], storyboards: [Storyboard]) -> [Screen] {
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
        var result: [Screen] = []
        result.reserveCapacity(count)
        // What each entry says on its own is worked out over the cores first (EntryChecks).
        let checks = documents.concurrentMap { $0.screens.map(SpecValidator.EntryChecks.init) }
        for (entry, checked) in zip(documents.screenEntries, checks.joined()) {
            let type = entry.name
            if checked.nameIsInvalid {
                diagnostics += checked.diagnostics
                continue
            }
            if let first = byType[type.value] {
                diagnostics.append(Diagnostic(.duplicateScreen(type: type.value, first: names[first].location), at: type.location))
                continue
            }
            let nameIndex = names.count
            names.append(type)
            byType[type.value] = nameIndex
            let member = checked.member
            if Self.reservedMembers.contains(member) {
                diagnostics.append(Diagnostic(.memberNameCollision(member: member, type: type.value, other: "the generated push/present helpers", otherLocation: nil), at: type.location))
            } else if let other = byMember[member] {
                diagnostics.append(Diagnostic(.memberNameCollision(member: member, type: type.value, other: names[other].value, otherLocation: names[other].location),
                                              at: type.location))
            } else {
                byMember[member] = nameIndex
            }
            let source = validateSource(entry, storyboardNames: storyboardNames, names: names, identifiers: &identifiers, initials: &initials)
            var initParameters = checked.initParameters
            var parameters = checked.parameters
            if ParameterContext(source) == checked.context {
                diagnostics += checked.diagnostics
            } else {
                (initParameters, parameters) = validateAllParameters(entry, source: source)
            }
            if let source {
                var screen = Screen(name: type.value, typeName: entry.typeName?.value ?? type.value, memberName: member, source: source, initParameters: initParameters,
                                    parameters: parameters, presentation: entry.presentation?.value, location: type.location)
                screen.isWindowController = entry.windowController?.value ?? false
                screen.keyLocations = checked.keyLocations
                result.append(screen)
            }
        }
        return result
    }

    /// How `entry` makes its screen. `names` ends with the entry's own name; the tables
    /// point into it.
    private mutating func validateSource(
        _ entry: SpecDocument.ScreenEntry,
        storyboardNames: Set<String>,
        names: [SpecDocument.Located<String>],
        identifiers: inout [SceneKey: Int],
        initials: inout [String: Int]
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
                return .nib(name: nib.value, bundle: entry.bundle?.value ?? .main)
            }
            return .code
        }
        guard storyboardNames.contains(storyboard.value) else {
            diagnostics.append(Diagnostic(
                .undeclaredStoryboard(name: storyboard.value, screen: type.value, suggestion: Suggestion.closest(to: storyboard.value, in: storyboardNames)),
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
            if let first = initials[storyboard.value] {
                let (other, location) = (names[first].value, names[first].location)
                diagnostics.append(Diagnostic(.duplicateInitialScreen(storyboard: storyboard.value, other: other, otherLocation: location), at: initial.location))
                return nil
            }
            initials[storyboard.value] = names.count - 1
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
        if let first = identifiers[key] {
            diagnostics.append(Diagnostic(
                .duplicateStoryboardIdentifier(identifier: identifier.value, storyboard: storyboard.value, other: names[first].value, otherLocation: names[first].location),
                at: identifier.location))
            return nil
        }
        identifiers[key] = names.count - 1
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

    private mutating func warnUnused(_ storyboards: [Storyboard], screens: [Screen]) {
        let used = Set(screens.compactMap(\.source.storyboard))
        for storyboard in storyboards where !used.contains(storyboard.name) {
            diagnostics.append(Diagnostic(.unusedStoryboard(name: storyboard.name), at: storyboard.location))
        }
    }
}
