import Foundation

/// Cross-check stage: compares the validated model with the storyboards on disk, so a
/// renamed Storyboard ID or a changed scene class fails `generate` and `lint` with the
/// spec line that no longer holds, instead of a crash when the generated tests run.
///
/// Runs only when the specs, the config file or the command line say where storyboards
/// are (``CrossCheckInput/isEnabled``).
struct StoryboardCrossCheck {
    /// A scene in one file, for remembering which scenes a spec screen stands for.
    struct SceneKey: Hashable {
        var file: String
        var id: String
    }

    let input: CrossCheckInput
    private(set) var diagnostics: [Diagnostic] = []
    /// What ``SegueCrossCheck/storyboardsReached`` found, for the run's unused-storyboard warnings.
    private(set) var storyboardsReachedBySegues: Set<String> = []
    private var catalog: StoryboardCatalog

    /// Every storyboard file the check read, as messages name them: inputs of the run
    /// (the Xcode build phase's input file list includes them).
    var filesRead: [String] { (catalog.files.map(\.displayPath) + nibFilesRead).sorted() }
    private var nibFilesRead: [String] = []
    /// The storyboards named by `path:`, with their copies, for ``reportOtherCopies(of:besides:path:)``.
    private var pathsWithCopies: [(name: String, copies: [StoryboardFile], path: Located<String>)] = []
    private var claimed: Set<SceneKey> = []
    /// Declared storyboards whose files could not be settled; their scenes are not warned about.
    private var unsettled: Set<String> = []
    /// Other copies of a storyboard that a `path:` names, already reported once on that
    /// line; their scenes are not warned about one by one.
    private var shadowed: Set<String> = []
    /// ``Pipeline/Options/storyboardsOfOtherModules``: files whose scenes are another module's.
    var otherModulesFiles: Set<String> = []
    /// The files of the declared storyboards that were found (absolute paths).
    private(set) var declaredFiles: Set<String> = []
    /// The storyboards the module's platform reads; others are named on the declaration.
    private var platform: StoryboardPlatform = .iOS
    private var modulePlatform: TargetPlatform = .iOS
    /// The outlets and actions of each declared screen's scene or XIB, by screen name, for the
    /// generated tests (``recordConnections(of:for:)``).
    var connections: [String: [InterfaceConnection]] = [:]

    init(input: CrossCheckInput) {
        self.input = input
        catalog = StoryboardCatalog(finder: StoryboardFinder(baseDirectory: input.baseDirectory))
    }

    mutating func run(_ model: AppModel, warnsUnclaimed: Bool = true) {
        modulePlatform = model.platform
        platform = model.platform.storyboardPlatform
        searchFolders()
        var files: [String: [StoryboardFile]] = [:]
        for storyboard in model.storyboards {
            files[storyboard.name] = locate(storyboard.name)
            declaredFiles.formUnion((files[storyboard.name] ?? []).map(\.url.standardizedFileURL.path))
        }
        catalog.loadAll()
        diagnostics += catalog.diagnostics
        for (name, copies, path) in pathsWithCopies { reportOtherCopies(of: name, besides: copies, path: path) }
        let platformDocuments = catalog.documents(of: platform)
        let index = ClassIndex(platformDocuments)
        var segues = SegueCrossCheck(input: input, documents: platformDocuments, framework: model.framework)
        segues.otherModulesFiles = otherModulesFiles
        segues.screensByClass = Dictionary(grouping: model.screens.filter(\.kind.isStoryboardScene), by: \.typeName).mapValues { $0.map(\.name) }
        // AppKit modules cannot declare segues (`segues:` is an error there), so advice to
        // declare one could never be followed.
        let warnsUndeclared = warnsUnclaimed && ScreenCapabilities.reason(key: .segues, on: model.platform) == nil
        for storyboard in model.storyboards {
            guard let found = files[storyboard.name], let copies = documents(found, of: storyboard.name) else {
                unsettled.insert(storyboard.name)
                continue
            }
            for screen in model.screens where screen.source.storyboard == storyboard.name {
                for document in copies {
                    check(screen, in: document, module: model.module, index: index)
                    segues.check(screen, in: document, warnsUndeclared: warnsUndeclared, module: model.module)
                }
            }
        }
        diagnostics += segues.diagnostics
        storyboardsReachedBySegues = segues.storyboardsReached
        if warnsUnclaimed {
            // Files whose scenes are another module's, or whose declaration was already reported.
            let elsewhere = Set(catalog.files.filter { otherModulesFiles.contains($0.url.standardizedFileURL.path) }.map(\.displayPath))
            let documents = catalog.documents(of: platform).filter {
                !unsettled.contains($0.name) && !shadowed.contains($0.file) && !elsewhere.contains($0.file)
            }
            let unclaimed = Self.unclaimedScenes(in: documents, model: model, claimed: claimed)
            diagnostics += unclaimed
            diagnostics += Self.uncheckedConnections(in: documents, model: model, claimed: claimed, warned: Set(unclaimed.map(\.location)))
        }
        var nibs = NibCrossCheck(input: input, finder: catalog.finder)
        nibs.run(model)
        diagnostics += nibs.diagnostics
        for (screen, owned) in nibs.connections { record(owned, for: screen) }
        diagnostics += Self.invalidConnectionNames(connections, model: model)
        nibFilesRead = nibs.filesRead
    }

    // MARK: Finding the files

    private mutating func searchFolders() {
        for folder in input.folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                let shown = folder.declared?.value ?? display(folder.url)
                diagnostics.append(Diagnostic(.storyboardFolderMissing(path: shown), at: folder.declared?.location ?? .file(shown)))
                continue
            }
            catalog.addFiles(in: folder.url)
        }
    }

    /// The files of one declared storyboard (its localized copies included), or nil with
    /// a diagnostic on the declaration.
    private mutating func locate(_ name: String) -> [StoryboardFile]? {
        guard let declaration = input.storyboards[name] else { return nil }
        if let path = declaration.path, let url = declaration.pathURL {
            guard FileManager.default.fileExists(atPath: url.path) else {
                let candidates = catalog.files.map(\.url) + storyboards(near: url)
                let shown = Set(candidates.map { RelativePath.from(declaration.specFolder, to: $0) })
                diagnostics.append(Diagnostic(.storyboardPathNotFound(path: path.value, suggestion: Suggestion.closest(to: path.value, in: shown)), at: path.location))
                return nil
            }
            guard url.lastPathComponent == name + ".storyboard" else {
                diagnostics.append(Diagnostic(.storyboardPathNameMismatch(storyboard: name, path: path.value), at: path.location))
                return nil
            }
            let copies = catalog.copies(of: StoryboardFile(url: url, baseDirectory: input.baseDirectory))
            pathsWithCopies.append((name, copies, path))
            return copies
        }
        let candidates = catalog.files.filter { $0.name == name }
        if candidates.isEmpty {
            let searched = input.folders.map { $0.declared?.value ?? display($0.url) }
            let names = Set(catalog.files.map(\.name))
            diagnostics.append(Diagnostic(
                .storyboardFileNotFound(storyboard: name, searched: searched, suggestion: Suggestion.closest(to: name, in: names)),
                at: declaration.name.location))
            return nil
        }
        if Set(candidates.map(\.groupFolder.path)).count > 1 {
            diagnostics.append(Diagnostic(.ambiguousStoryboardFile(storyboard: name, files: candidates.map(\.displayPath)), at: declaration.name.location))
            return nil
        }
        return candidates
    }

    /// A storyboard named by `path:` whose search folders hold another file of the same
    /// name and platform (another checkout, a copy for a second target): one warning on the
    /// `path:` line instead of one per scene of the copy that no spec declares. A file of
    /// another platform (the Mac app's Main beside the iOS app's) is not this module's.
    private mutating func reportOtherCopies(of name: String, besides copies: [StoryboardFile], path: Located<String>) {
        let used = Set(copies.map(\.url.path))
        let others = catalog.files.filter {
            $0.name == name && !used.contains($0.url.path) && !otherModulesFiles.contains($0.url.standardizedFileURL.path)
                && catalog.document($0).map { $0.platform == platform } ?? true
        }
        guard !others.isEmpty else { return }
        shadowed.formUnion(others.map(\.displayPath))
        diagnostics.append(Diagnostic(.storyboardFoundTwice(storyboard: name, path: path.value, others: others.map(\.displayPath)), at: path.location))
    }

    /// Storyboards in the folder a missing `path:` points into, for did-you-mean.
    private func storyboards(near url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.map { folder.appendingPathComponent($0) }
    }

    /// The parsed copies, or nil when one could not be read (already reported in the file)
    /// or targets another platform than the module's (reported on the declaration).
    private mutating func documents(_ files: [StoryboardFile], of name: String) -> [StoryboardDocument]? {
        let documents = files.compactMap { catalog.document($0) }
        guard documents.count == files.count else { return nil }
        if let other = documents.first(where: { $0.platform != platform }), let declaration = input.storyboards[name] {
            let kind: DiagnosticKind
            if let otherPlatform = other.platform.modulePlatform {
                kind = .storyboardPlatformMismatch(file: other.file, platform: otherPlatform, targetRuntime: other.targetRuntime,
                                                   modulePlatform: modulePlatform, platformLocation: input.platformLocation)
            } else {
                kind = .unsupportedStoryboardPlatform(file: other.file, platform: other.platform, targetRuntime: other.targetRuntime)
            }
            diagnostics.append(Diagnostic(kind, at: declaration.path?.location ?? declaration.name.location))
            return nil
        }
        return documents
    }

    private func display(_ url: URL) -> String {
        SpecFolder.displayPath(for: url.path, currentDirectory: input.baseDirectory.path)
    }

    // MARK: Screens

    private mutating func check(_ screen: Screen, in document: StoryboardDocument, module: String, index: ClassIndex) {
        switch screen.source {
        case let .storyboardScene(_, identifier):
            checkIdentifier(identifier, of: screen, in: document, module: module, index: index)
        case .initialScene:
            checkInitial(screen, in: document, module: module, index: index)
        case .segueOnlyScene:
            checkSegueOnly(screen, in: document, module: module, index: index)
        case .code, .nib, .swiftUI:
            break
        }
    }

    private mutating func checkIdentifier(_ identifier: String, of screen: Screen,
                                          in document: StoryboardDocument, module: String, index: ClassIndex) {
        let location = screen.location(of: .identifier)
        let matches = document.scenes(withIdentifier: identifier)
        if matches.count > 1 {
            matches.forEach { claim($0) }
            diagnostics.append(Diagnostic(.ambiguousStoryboardIdentifier(identifier: identifier, file: document.file, scenes: matches), at: location))
            return
        }
        if let scene = matches.first {
            claim(scene)
            checkClass(of: scene, for: screen, module: module)
            return
        }
        // A class other screens share is expected on other scenes: only the ID finds this one.
        if !screen.sharesClass, let scene = document.scenes.first(where: { $0.customClass == screen.sceneClass }) {
            claim(scene)
            diagnostics.append(Diagnostic(.storyboardIdentifierNotFound(identifier: identifier, file: document.file, suggestion: nil, classScene: scene), at: location))
            return
        }
        if !screen.sharesClass, reportOtherStoryboard(for: screen, declaredIn: document, index: index) { return }
        if let reference = document.references.first(where: { $0.storyboardIdentifier == identifier }) {
            diagnostics.append(Diagnostic(.storyboardIdentifierIsReference(identifier: identifier, file: document.file, reference: reference), at: location))
            return
        }
        let suggestion = Suggestion.closest(to: identifier, in: Set(document.scenes.compactMap(\.storyboardIdentifier)))
        diagnostics.append(Diagnostic(.storyboardIdentifierNotFound(identifier: identifier, file: document.file, suggestion: suggestion, classScene: nil), at: location))
    }

    private mutating func checkInitial(_ screen: Screen, in document: StoryboardDocument,
                                       module: String, index: ClassIndex) {
        let initial = document.initialScene
        if let initial { claim(initial) }
        if let initial, initial.customClass == screen.sceneClass {
            checkClass(of: initial, for: screen, module: module)
            return
        }
        let classScene = screen.sharesClass ? nil : document.scenes.first { $0.customClass == screen.sceneClass }
        if let classScene {
            claim(classScene)
        } else if !screen.sharesClass, reportOtherStoryboard(for: screen, declaredIn: document, index: index) {
            return
        }
        diagnostics.append(Diagnostic(
            .initialSceneMismatch(screen: screen.name, file: document.file, initialViewController: document.initialViewController,
                                  scene: initial, classScene: classScene),
            at: screen.location(of: .initial)))
    }

    /// A segue-only screen stands for every scene of its class that has no Storyboard ID (a
    /// class may be shown by several segues, each to a scene of its own).
    private mutating func checkSegueOnly(_ screen: Screen, in document: StoryboardDocument, module: String, index: ClassIndex) {
        let location = screen.location(of: .segueOnly)
        let ofClass = document.scenes.filter { $0.customClass == screen.sceneClass }
        let unnamed = ofClass.filter { $0.storyboardIdentifier == nil }
        if !unnamed.isEmpty {
            for scene in unnamed {
                claim(scene)
                checkClass(of: scene, for: screen, module: module)
            }
            return
        }
        if let scene = ofClass.first {
            claim(scene)
            diagnostics.append(Diagnostic(.segueOnlySceneHasIdentifier(screen: screen.name, scene: scene), at: location))
            return
        }
        if reportOtherStoryboard(for: screen, declaredIn: document, index: index) { return }
        diagnostics.append(Diagnostic(.segueOnlySceneNotFound(screen: screen.name, file: document.file), at: location))
    }

    /// The scene has the right ID (or is the initial one): its class must be the screen's
    /// `class:`, looked up in the specs' module (or the module a dotted `class:` names).
    private mutating func checkClass(of scene: StoryboardScene, for screen: Screen, module specsModule: String) {
        let module = SwiftIdentifier.qualifier(screen.typeName) ?? specsModule
        // A scene without a custom class is an instance of the framework's class for its kind.
        let plain = scene.customClass == nil
        record(scene.connections, for: screen.name)
        guard modulePlatform.uiFramework.sceneClass(of: scene) == screen.sceneClass else {
            diagnostics.append(Diagnostic(.sceneClassMismatch(screen: screen.sceneClass, scene: scene), at: screen.location))
            return
        }
        // AppKit instantiates either kind by the same call; the generated API differs.
        if let windows = modulePlatform.uiFramework.windows, (scene.elementKind == windows.sceneElement) != screen.isWindowController {
            diagnostics.append(Diagnostic(
                .sceneControllerKindMismatch(screen: screen.name, scene: scene, isWindowController: screen.isWindowController), at: screen.location))
        }
        if !plain, !scene.inheritsModuleFromTarget, scene.customModule != module {
            diagnostics.append(Diagnostic(
                .sceneModuleMismatch(screen: screen.sceneClass, scene: scene, module: module, moduleLocation: input.moduleLocation),
                at: screen.location))
        }
    }

    /// When the screen's class is on a scene of another storyboard, says where; returns
    /// whether it did.
    private mutating func reportOtherStoryboard(for screen: Screen,
                                                declaredIn document: StoryboardDocument, index: ClassIndex) -> Bool {
        guard let (other, scene) = index.scene(ofClass: screen.sceneClass, outside: document.name) else { return false }
        claim(scene)
        diagnostics.append(Diagnostic(
            .screenInOtherStoryboard(screen: screen.name, storyboard: document.name, scene: scene, otherStoryboard: other.name),
            at: screen.location(of: .storyboard)))
        return true
    }

    private mutating func claim(_ scene: StoryboardScene) {
        claimed.insert(SceneKey(file: scene.location.file, id: scene.id))
    }
}
