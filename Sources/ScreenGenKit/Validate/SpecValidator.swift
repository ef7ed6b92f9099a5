/// Validate stage, across files: merges every ``SpecDocument`` into one ``AppModel`` and
/// reports the rules that involve more than one entry (names, collisions, scenes).
struct SpecValidator {

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
        let access = mergedChoice({ $0.access }, of: documents, key: SpecKey.TopLevel.access.rawValue)
        let platform = mergedChoice({ $0.platform }, of: documents, key: SpecKey.TopLevel.platform.rawValue)
        let labels = mergedChoice({ $0.callSiteLabels }, of: documents, key: SpecKey.TopLevel.callSiteLabels.rawValue)
        let sourceLocations = mergedChoice({ $0.sourceLocations }, of: documents, key: SpecKey.TopLevel.sourceLocations.rawValue)
        let tests = mergedChoice({ $0.tests }, of: documents, key: SpecKey.TopLevel.tests.rawValue)
        if !documents.contains(where: \.declaresModule), let first = documents.first {
            diagnostics.append(Diagnostic(.missingModule, at: .file(first.file)))
        }
        if let tooMany = Self.screenCountProblem(documents) {
            diagnostics.append(tooMany)
            return nil
        }
        diagnostics += Self.outputPathCollisions(documents, specsFolder: specsFolder)
        let storyboards = validateStoryboards(documents.flatMap(\.storyboards))
        let entries = documents.screenEntries
        var screens = validateScreens(documents, storyboards: storyboards, platform: platform ?? .iOS, module: module)
        validatePlatformRules(platform, documents: documents)
        validateSegues(entries, screens: &screens, platform: platform ?? .iOS)
        validateSharedClasses(entries, screens: &screens, platform: platform ?? .iOS)
        let routes = validateRoutes(documents, screens: &screens, configRoutes: configRoutes)
        validateTabs(entries, screens: &screens, platform: platform ?? .iOS)
        validateParents(entries, screens: &screens)
        validatePreviews(documents, screens: &screens, platform: platform ?? .iOS)
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
        warnUnused(storyboards, screens: screens)
        warnUnreachable(screens)
        guard let module else { return nil }
        var model = AppModel(
            module: module,
            access: access ?? .internal,
            specFiles: documents.map(\.file).sorted(),
            specsFolder: specsFolder,
            storyboards: storyboards.sorted { $0.name < $1.name },
            screens: screens.sorted { $0.name < $1.name })
        model.callSiteLabels = labels ?? .initialize
        model.sourceLocations = sourceLocations ?? .none
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
        _ setting: (SpecDocument) -> SpecDocument.Located<Choice>?, of documents: [SpecDocument], key name: String
    ) -> Choice? where Choice.RawValue == String {
        var values: [(String, SourceLocation)] = []
        for index in documents.indices {
            if let value = setting(documents[index]) { values.append((value.value.rawValue, value.location)) }
        }
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

    /// Why a storyboard of this name cannot be declared, or nil: the case its name becomes
    /// (``SwiftIdentifier/derivedCaseName(_:)``) must exist and not be a member the type has.
    static func storyboardNameProblem(_ name: String) -> String? {
        // A file name, kept as the case's raw value: no folder, no quote, nothing invisible.
        if let problem = SwiftIdentifier.rawTextProblem(name, forbidden: ["/", "\\", "\""]) { return problem }
        if name.hasPrefix(".") { return "it starts with '.', which names a hidden file" }
        switch SwiftIdentifier.derivedCaseName(name) {
        case let .failure(problem): return problem.description
        case let .success(caseName):
            return GeneratedNames.storyboardNameMembers.contains(caseName) ? "'\(caseName)' is already a member of UIStoryboard.Name" : nil
        }
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
            if let problem = Self.storyboardNameProblem(name.value) {
                diagnostics.append(Diagnostic(.invalidStoryboardName(name: name.value, reason: problem), at: name.location))
                continue
            }
            let caseName = (try? SwiftIdentifier.derivedCaseName(name.value).get()) ?? name.value
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

    private mutating func warnUnused(_ storyboards: [Storyboard], screens: [Screen]) {
        let used = Set(screens.compactMap(\.source.storyboard))
        for storyboard in storyboards where !used.contains(storyboard.name) {
            diagnostics.append(Diagnostic(.unusedStoryboard(name: storyboard.name), at: storyboard.location))
        }
    }
}
