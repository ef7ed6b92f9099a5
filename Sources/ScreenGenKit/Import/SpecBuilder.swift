/// Builds the imported specs one storyboard at a time, remembering what earlier ones took:
/// a class is declared once, and each needs its own create/push/present member.
struct SpecBuilder {
    let module: String
    /// Written into every spec when it is not the default (iOS).
    var platform: TargetPlatform = .iOS
    private(set) var classes: [String: (storyboard: String, sceneID: String)] = [:]
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

    init(module: String, platform: TargetPlatform = .iOS) {
        self.module = module
        self.platform = platform
    }

    mutating func spec(for document: StoryboardDocument, path: String) -> ImportedSpec {
        var screens: [ImportedScreen] = []
        var skipped: [SkippedScene] = []
        let identifierCounts = Dictionary(document.scenes.compactMap(\.storyboardIdentifier).map { ($0, 1) }, uniquingKeysWith: +)
        // Scenes that segues and relationships show: without a Storyboard ID they are segue-only.
        let segueOnlyAllowed = ScreenCapabilities.reason(kind: .segueOnlyScene, on: platform) == nil
        let shown = segueOnlyAllowed ? Set(document.scenes.flatMap { $0.segues.map(\.destination) + $0.relationships }) : []
        for scene in document.scenes {
            let isInitial = scene.id == document.initialViewController
            // A segue-only screen stands for every scene of its class without a Storyboard ID.
            if scene.storyboardIdentifier == nil, !isInitial, let type = scene.customClass,
               screens.contains(where: { $0.typeName == type && $0.segueOnly }) {
                otherSegueOnlyScenes[document.name + "\u{0}" + scene.id] = type
                continue
            }
            switch screen(for: scene, isInitial: isInitial, isShown: shown.contains(scene.id), segueOnlyAllowed: segueOnlyAllowed, identifierCounts: identifierCounts) {
            case let .success(screen):
                classes[screen.typeName] = (document.name, scene.id)
                members[SwiftIdentifier.lowerCamel(screen.typeName)] = screen.typeName
                screens.append(screen)
            case let .failure(reason):
                skipped.append(SkippedScene(id: scene.id, storyboardIdentifier: scene.storyboardIdentifier, title: scene.title, reason: reason.reason))
            }
        }
        for reference in document.references {
            skipped.append(SkippedScene(id: reference.id, storyboardIdentifier: reference.storyboardIdentifier, title: nil,
                                        reason: .reference(storyboard: reference.storyboardName)))
        }
        var spec = ImportedSpec(storyboard: document.name, storyboardFile: document.file, path: path, module: module,
                                screens: screens.sorted { $0.typeName < $1.typeName }, skipped: skipped)
        spec.platform = platform
        return spec
    }

    private struct Skip: Error {
        var reason: SkippedScene.Reason
    }

    private func screen(for scene: StoryboardScene, isInitial: Bool, isShown: Bool, segueOnlyAllowed: Bool,
                        identifierCounts: [String: Int]) -> Result<ImportedScreen, Skip> {
        if scene.elementKind == "application" { return .failure(Skip(reason: .notAController(elementKind: scene.elementKind))) }
        guard let type = scene.customClass else { return .failure(Skip(reason: .noCustomClass(elementKind: scene.elementKind))) }
        if !scene.inheritsModuleFromTarget {
            guard let other = scene.customModule else { return .failure(Skip(reason: .objectiveCClass(name: type))) }
            if other != module { return .failure(Skip(reason: .otherModule(name: type, module: other, specModule: module))) }
        }
        let keyword = SwiftIdentifier.keywords.contains(type) ? "it is a Swift keyword" : nil
        if let problem = type.hasPrefix("`") ? "it starts with a backtick" : SwiftIdentifier.problem(with: type) ?? keyword {
            return .failure(Skip(reason: .invalidClassName(name: type, reason: problem)))
        }
        // A usable, unique Storyboard ID is preferred; the initial arrow is the fallback.
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
        guard identifier != nil || isInitial || segueOnly else { return .failure(Skip(reason: problem)) }
        if let first = classes[type] {
            return .failure(Skip(reason: .classAlreadyImported(name: type, storyboard: first.storyboard, sceneID: first.sceneID)))
        }
        let member = SwiftIdentifier.lowerCamel(type)
        if SpecValidator.reservedMembers.contains(member) {
            return .failure(Skip(reason: .memberCollision(name: type, member: member, other: nil)))
        }
        if let other = members[member] {
            return .failure(Skip(reason: .memberCollision(name: type, member: member, other: other)))
        }
        var screen = ImportedScreen(typeName: type, identifier: identifier.flatMap { $0 == type ? nil : $0 }, initial: identifier == nil && !segueOnly,
                                    windowController: scene.elementKind == platform.uiFramework.windows?.sceneElement)
        screen.segueOnly = segueOnly
        return .success(screen)
    }

    /// The rule the spec validator applies to `identifier:` values.
    static func identifierProblem(_ identifier: String) -> String? {
        SpecValidator.storyboardIdentifierProblem(identifier)
    }
}
