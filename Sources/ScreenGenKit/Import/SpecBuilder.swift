/// Builds the imported specs one storyboard at a time, remembering what earlier ones took:
/// each screen name is declared once, and each needs its own create/push/present member.
/// ``countClasses(in:)`` first counts the scenes of each class, so that a class in several
/// scenes gets a screen per scene (see SpecBuilder+Names.swift).
struct SpecBuilder {
    let module: String
    /// Written into every spec when it is not the default (iOS).
    var platform: TargetPlatform = .iOS
    /// Each imported screen's scene, by screen name.
    private(set) var places: [String: (storyboard: String, sceneID: String)] = [:]
    /// How many importable scenes each class has (``countClasses(in:)``).
    var classUses = ClassUses()
    /// The screens other modules import, by storyboard name and scene ID: a segue to one is
    /// listed as leading into another module.
    var otherModules: [String: (type: String, module: String)] = [:]
    /// Set when the import writes several modules: a segue to a scene whose class names
    /// another module is then listed as leading into that module.
    var importsSeveralModules = false
    private var members: [String: String] = [:]
    /// The other scenes (without a Storyboard ID) that a segue-only screen stands for, by
    /// storyboard name and scene ID: segues to them are typed with that screen too.
    private(set) var otherSegueOnlyScenes: [String: String] = [:]
    /// The screens of scenes without a custom class (``UIFramework/plainSceneClasses``): a
    /// segue to one is not typed, as there is no class of the app's to prepare.
    private(set) var plainScreens: Set<String> = []

    init(module: String, platform: TargetPlatform = .iOS) {
        self.module = module
        self.platform = platform
    }

    mutating func spec(for document: StoryboardDocument, path: String) -> ImportedSpec {
        var screens: [ImportedScreen] = []
        var skipped: [SkippedScene] = []
        let identifierCounts = Dictionary(document.scenes.compactMap(\.storyboardIdentifier).map { ($0, 1) }, uniquingKeysWith: +)
        let shown = Self.shownScenes(document, platform: platform)
        for scene in document.scenes {
            let isInitial = scene.id == document.initialViewController
            // A segue-only screen stands for every scene of its class without a Storyboard ID.
            if scene.storyboardIdentifier == nil, !isInitial, let type = scene.customClass,
               let same = screens.first(where: { $0.typeName == type && $0.segueOnly }) {
                otherSegueOnlyScenes[document.name + "\u{0}" + scene.id] = same.name
                continue
            }
            switch screen(for: scene, isInitial: isInitial, isShown: shown.contains(scene.id), identifierCounts: identifierCounts,
                          storyboard: document.name) {
            case var .success(screen):
                screen.sceneID = scene.id
                places[screen.name] = (document.name, scene.id)
                if scene.customClass == nil { plainScreens.insert(screen.name) }
                members[SwiftIdentifier.lowerCamel(screen.name)] = screen.name
                screens.append(screen)
            case let .failure(reason):
                skipped.append(SkippedScene(id: scene.id, storyboardIdentifier: scene.storyboardIdentifier, title: scene.title, reason: reason.reason,
                                            className: scene.customClass, line: scene.location.line))
            }
        }
        for reference in document.references {
            skipped.append(SkippedScene(id: reference.id, storyboardIdentifier: reference.storyboardIdentifier, title: nil,
                                        reason: .reference(storyboard: reference.storyboardName), line: reference.location.line))
        }
        var spec = ImportedSpec(storyboard: document.name, storyboardFile: document.file, path: path, module: module,
                                screens: screens.sorted { $0.name < $1.name }, skipped: skipped)
        spec.platform = platform
        return spec
    }

    /// Why a scene is not imported.
    struct SceneSkip: Error {
        var reason: SkippedScene.Reason
    }

    /// The scenes that segues and relationships show, where segue-only screens exist: without
    /// a Storyboard ID such a scene is segue-only.
    static func shownScenes(_ document: StoryboardDocument, platform: TargetPlatform) -> Set<String> {
        guard ScreenCapabilities.reason(kind: .segueOnlyScene, on: platform) == nil else { return [] }
        return Set(document.scenes.flatMap { $0.segues.map(\.destination) + $0.relationships })
    }

    /// A scene that can become a screen, before it is named: its class, its Storyboard ID
    /// (nil: the initial arrow, or segue-only), and whether only segues show it; or why it cannot.
    func candidate(for scene: StoryboardScene, isInitial: Bool, isShown: Bool,
                   identifierCounts: [String: Int]) -> Result<(type: String, identifier: String?, segueOnly: Bool), SceneSkip> {
        if scene.elementKind == "application" { return .failure(SceneSkip(reason: .notAController(elementKind: scene.elementKind))) }
        if scene.customClass == nil, let plain = platform.uiFramework.plainSceneClasses[scene.elementKind], let id = scene.storyboardIdentifier {
            // Loaded by its Storyboard ID as the framework's class (`class: UINavigationController`),
            // and named after it.
            if let reason = Self.identifierProblem(id) { return .failure(SceneSkip(reason: .unusableIdentifier(identifier: id, reason: reason))) }
            if let count = identifierCounts[id], count > 1 { return .failure(SceneSkip(reason: .sharedIdentifier(identifier: id, count: count))) }
            guard Self.plainScreenName(id) != nil else {
                let reason = "a scene without a custom class is named after its Storyboard ID, and '\(SpecBuilder.upperCamel(id))' is no type name"
                return .failure(SceneSkip(reason: .unusableIdentifier(identifier: id, reason: reason)))
            }
            return .success((plain, id, false))
        }
        guard let type = scene.customClass else { return .failure(SceneSkip(reason: .noCustomClass(elementKind: scene.elementKind))) }
        if !scene.inheritsModuleFromTarget {
            guard let other = scene.customModule else { return .failure(SceneSkip(reason: .objectiveCClass(name: type))) }
            if other != module { return .failure(SceneSkip(reason: .otherModule(name: type, module: other, specModule: module))) }
        }
        if let problem = type.hasPrefix("`") ? "it starts with a backtick" : SwiftIdentifier.screenNameProblem(type) {
            return .failure(SceneSkip(reason: .invalidClassName(name: type, reason: problem)))
        }
        // A usable, unique Storyboard ID is preferred; the initial arrow is the fallback.
        let segueOnlyAllowed = ScreenCapabilities.reason(kind: .segueOnlyScene, on: platform) == nil
        var problem: SkippedScene.Reason = .noIdentifier(segueOnlyAllowed: segueOnlyAllowed)
        var identifier: String?
        if let id = scene.storyboardIdentifier {
            if let reason = Self.identifierProblem(id) {
                problem = .unusableIdentifier(identifier: id, reason: reason)
            } else if let count = identifierCounts[id], count > 1 {
                problem = .sharedIdentifier(identifier: id, count: count)
            } else {
                identifier = id
            }
        }
        // Without a usable ID, the initial arrow finds the scene, or else the segues that show it.
        let segueOnly = identifier == nil && !isInitial && isShown && scene.storyboardIdentifier == nil
        guard identifier != nil || isInitial || segueOnly else { return .failure(SceneSkip(reason: problem)) }
        return .success((type, identifier, segueOnly))
    }

    private func screen(for scene: StoryboardScene, isInitial: Bool, isShown: Bool, identifierCounts: [String: Int],
                        storyboard: String) -> Result<ImportedScreen, SceneSkip> {
        let found: (type: String, identifier: String?, segueOnly: Bool)
        switch candidate(for: scene, isInitial: isInitial, isShown: isShown, identifierCounts: identifierCounts) {
        case let .success(candidate): found = candidate
        case let .failure(skip): return .failure(skip)
        }
        let (type, identifier, segueOnly) = found
        let name: String
        if platform.uiFramework.isPlainSceneClass(type), let identifier, let plainName = Self.plainScreenName(identifier) {
            name = plainName
        } else {
            switch classUses.screenName(of: type, storyboard: storyboard, identifier: identifier) {
            case let .success(screenName): name = screenName
            case let .failure(skip): return .failure(skip)
            }
        }
        if let first = places[name] {
            return .failure(SceneSkip(reason: .classAlreadyImported(name: type, storyboard: first.storyboard, sceneID: first.sceneID)))
        }
        if let problem = GeneratedNames.typeProblem(name, module: module, framework: platform.uiFramework) {
            return .failure(SceneSkip(reason: .unnamable(name: type, screen: name, reason: problem)))
        }
        let member = SwiftIdentifier.lowerCamel(name)
        if GeneratedNames.namespaceMembers.contains(member) {
            return .failure(SceneSkip(reason: .memberCollision(name: name, member: member, other: nil)))
        }
        if let other = members[member] {
            return .failure(SceneSkip(reason: .memberCollision(name: name, member: member, other: other)))
        }
        // The Storyboard ID is written only when it is not the screen's name, its default.
        var screen = ImportedScreen(name: name, typeName: type, identifier: identifier.flatMap { $0 == name ? nil : $0 },
                                    initial: identifier == nil && !segueOnly,
                                    windowController: scene.elementKind == platform.uiFramework.windows?.sceneElement)
        screen.segueOnly = segueOnly
        return .success(screen)
    }

    /// The rule the spec validator applies to `identifier:` values.
    static func identifierProblem(_ identifier: String) -> String? {
        SpecValidator.storyboardIdentifierProblem(identifier)
    }
}
