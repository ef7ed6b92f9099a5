import Foundation

/// Cross-check stage, segues: each declared segue against the source scene in the
/// storyboard — it exists with that identifier, and leads (through a storyboard reference,
/// and a navigation controller when `embedded`) to a scene of the declared destination's
/// class — and warnings for identified segues of declared scenes that no spec declares
/// and a spec could declare.
struct SegueCrossCheck {
    /// Segue kinds UIKit performs on its own terms: an unwind segue's destination is found at
    /// run time, an embed segue runs when its container view loads. A typed `performSegue`
    /// and a declared destination cannot stand for them.
    static let untypedKinds: Set<String> = ["unwind", "embed"]

    let input: CrossCheckInput
    /// Every iOS storyboard read, for following references into other storyboards.
    let documents: [StoryboardDocument]
    private(set) var diagnostics: [Diagnostic] = []
    /// The storyboards a declared segue passes through or ends in, its references followed: a
    /// storyboard the specs declare that no screen is in may still be used, by a segue.
    private(set) var storyboardsReached: Set<String> = []
    /// Storyboard files (absolute paths) whose scenes are another module's: a segue into one
    /// leads outside the module.
    var otherModulesFiles: Set<String> = []
    /// The declared storyboard screens of each class, for the `segues:` entry an undeclared
    /// segue's warning suggests.
    var screensByClass: [String: [String]] = [:]
    /// Undeclared segues already warned about, once for all localized copies.
    private var warned: Set<String> = []

    /// The element a navigation controller's scene is in the module's storyboards.
    private let navigationElement: String?
    /// What a scene without a custom class is (``UIFramework/sceneClass(of:)``).
    private let framework: UIFramework

    init(input: CrossCheckInput, documents: [StoryboardDocument], framework: UIFramework) {
        self.input = input
        self.documents = documents
        navigationElement = framework.navigation?.sceneElement
        self.framework = framework
    }

    /// The class a scene is an instance of: its custom class, else the framework's for its kind.
    private func sceneClass(_ scene: StoryboardScene?) -> String? {
        scene.flatMap(framework.sceneClass(of:))
    }

    /// Checks `screen`'s segues in one copy of its storyboard.
    /// `module`: the specs' module; a segue into another module's screen cannot be declared.
    mutating func check(_ screen: Screen, in document: StoryboardDocument, warnsUndeclared: Bool, module: String) {
        guard let scene = sourceScene(of: screen, in: document) else { return }
        for segue in screen.segues {
            check(segue, of: screen, from: scene, in: document)
        }
        // A plain scene's or a shared class's `Segue` enum would be a member of a class other
        // screens have: such a screen cannot declare segues, so there is nothing to advise.
        guard warnsUndeclared, !framework.isPlainSceneClass(screen.typeName), !screen.sharesClass else { return }
        let declared = Set(screen.segues.map(\.identifier))
        let cases = Set(screen.segues.map(\.caseName))
        let identifierCounts = Dictionary(scene.segues.compactMap(\.identifier).map { ($0, 1) }, uniquingKeysWith: +)
        for segue in scene.segues where !Self.untypedKinds.contains(segue.kind) {
            guard let identifier = segue.identifier, !declared.contains(identifier) else { continue }
            // Several segues of the scene have this identifier: which one a declaration stands
            // for (and UIKit performs) is not the spec's to say, so there is no advice to give.
            if identifierCounts[identifier, default: 0] > 1 { continue }
            // The warning advises declaring the segue; for an identifier that cannot be a
            // Segue case (or whose case a declared segue has) that advice cannot be followed.
            // `import` lists such segues as skipped, with the reason.
            if SpecValidator.segueIdentifierProblem(identifier, screen: screen.typeName) != nil
                || cases.contains(SpecValidator.segueCaseName(identifier))
                || leadsOutside(segue, of: document, module: module) || leadsToPlainScene(segue, of: document) { continue }
            let key = [StoryboardCrossCheck.group(of: document), scene.id, identifier].joined(separator: "\u{0}")
            guard warned.insert(key).inserted else { continue }
            diagnostics.append(Diagnostic(.undeclaredSegue(storyboard: document.name, segue: segue, screen: screen.name, screenLocation: screen.location,
                                                           entry: entry(for: segue, identifier: identifier, in: document)), at: segue.location))
        }
    }

    /// The line that declares `segue` under `segues:` (`showDetail: DetailViewController`, or
    /// `editFilter: {destination: FilterViewController, embedded: true}` through a navigation
    /// controller), when one declared screen has the destination's class; nil otherwise.
    private func entry(for segue: StoryboardSegue, identifier: String, in document: StoryboardDocument) -> String? {
        guard let (destination, file) = target(of: segue.destination, in: document) else { return nil }
        let key = YAMLWriter.scalar(identifier)
        if let type = sceneClass(destination), let screens = screensByClass[type], screens.count == 1 {
            return "\(key): \(screens[0])"
        }
        guard destination.elementKind == navigationElement, let rootID = destination.rootViewController,
              let (root, _) = target(of: rootID, in: file), let type = sceneClass(root), let screens = screensByClass[type], screens.count == 1 else { return nil }
        return "\(key): {destination: \(screens[0]), embedded: true}"
    }

    /// Whether the segue leads to a scene whose class is another module's, or through a
    /// reference into a storyboard the module's storyboard folders do not have: a segue's
    /// declared destination is a screen of this module, so the spec cannot declare it
    /// (`import` lists it with that reason).
    private func leadsOutside(_ segue: StoryboardSegue, of document: StoryboardDocument, module: String) -> Bool {
        guard let (destination, destinationDocument) = target(of: segue.destination, in: document) else {
            // A reference into a storyboard the folders do not have leads outside.
            guard let reference = document.element(withID: segue.destination).reference, let name = reference.storyboardName else { return false }
            return name != document.name && !documents.contains { $0.name == name }
        }
        if otherModulesFiles.contains(URL(fileURLWithPath: destinationDocument.file, relativeTo: input.baseDirectory).standardizedFileURL.path) { return true }
        guard !destination.inheritsModuleFromTarget, let other = destination.customModule else { return false }
        return other != module
    }

    /// Whether the segue leads to a scene with no custom class, or to a navigation controller
    /// whose root has none: a segue's declared destination is a screen, which is a class, so
    /// the spec cannot declare it (`import` lists it with that reason).
    private func leadsToPlainScene(_ segue: StoryboardSegue, of document: StoryboardDocument) -> Bool {
        guard let (destination, file) = target(of: segue.destination, in: document), destination.customClass == nil else { return false }
        guard destination.elementKind == "navigationController", let rootID = destination.rootViewController else { return true }
        return target(of: rootID, in: file).map { $0.scene.customClass == nil } ?? true
    }

    /// The scene an object ID of `document` stands for, following a storyboard reference; nil
    /// when it cannot be followed (``resolve(_:in:segue:at:)`` reports why for declared segues).
    private func target(of id: String, in document: StoryboardDocument) -> (scene: StoryboardScene, document: StoryboardDocument)? {
        let (scene, reference) = document.element(withID: id)
        if let scene { return (scene, document) }
        guard let reference else { return nil }
        let name = reference.storyboardName ?? document.name
        guard let target = name == document.name ? document : documents.first(where: { $0.name == name }) else { return nil }
        let found = reference.referencedIdentifier.map { target.scenes(withIdentifier: $0).first } ?? target.initialScene
        return found.map { ($0, target) }
    }

    /// The scene the screen stands for; nil when the screen check already reported why not.
    private func sourceScene(of screen: Screen, in document: StoryboardDocument) -> StoryboardScene? {
        switch screen.source {
        case let .storyboardScene(_, identifier):
            let matches = document.scenes(withIdentifier: identifier)
            return matches.count == 1 ? matches[0] : nil
        case .initialScene:
            return document.initialScene
        case .segueOnlyScene:
            return document.scenes.first { $0.customClass == screen.typeName && $0.storyboardIdentifier == nil }
        case .code, .nib, .swiftUI:
            return nil
        }
    }

    private mutating func check(_ segue: Segue, of screen: Screen, from scene: StoryboardScene, in document: StoryboardDocument) {
        guard let found = scene.segues.first(where: { $0.identifier == segue.identifier }) else {
            var identifiers: [String] = []
            for identifier in scene.segues.compactMap(\.identifier) where !identifiers.contains(identifier) { identifiers.append(identifier) }
            diagnostics.append(Diagnostic(.segueNotFound(identifier: segue.identifier, screen: screen.name, scene: scene, identifiers: identifiers,
                                                         suggestion: Suggestion.closest(to: segue.identifier, in: identifiers)), at: segue.location))
            return
        }
        if Self.untypedKinds.contains(found.kind) {
            diagnostics.append(Diagnostic(.segueKindNotSupported(identifier: segue.identifier, screen: screen.name, segue: found, file: document.file),
                                          at: segue.location))
            return
        }
        let location = segue.destinationLocation ?? segue.location
        guard let (destination, destinationDocument) = resolve(found.destination, in: document, segue: segue, at: location) else { return }
        // Interface Builder names the destination's class, not the screen.
        let destinationClass = SwiftIdentifier.unqualified(segue.destinationType)
        let mismatch = { (scene: StoryboardScene?, navigation: StoryboardScene?, hint: String?) in
            Diagnostic(.segueDestinationMismatch(identifier: segue.identifier, kind: found.kind, destination: destinationClass, embedded: segue.embedded,
                                                 scene: scene, navigation: navigation, file: document.file, hint: hint), at: location)
        }
        storyboardsReached.insert(destinationDocument.name)
        let resolvedRoot = destination.rootViewController.flatMap { resolve($0, in: destinationDocument, segue: segue, at: location) }
        if let resolvedRoot { storyboardsReached.insert(resolvedRoot.document.name) }
        let root = resolvedRoot?.scene
        if segue.embedded {
            guard destination.elementKind == navigationElement else {
                let hint = sceneClass(destination) == destinationClass ? "the segue shows it directly: remove 'embedded: true'" : nil
                diagnostics.append(mismatch(destination, nil, hint))
                return
            }
            if sceneClass(root) != destinationClass {
                diagnostics.append(mismatch(root, destination, nil))
            }
            return
        }
        guard sceneClass(destination) != destinationClass else { return }
        if destination.elementKind == navigationElement, let root, sceneClass(root) == destinationClass {
            diagnostics.append(mismatch(root, destination, "set 'embedded: true' to unwrap it"))
        } else {
            diagnostics.append(mismatch(destination, nil, nil))
        }
    }

    /// The scene an object ID of `document` stands for, following a storyboard reference into
    /// its storyboard; nil after reporting a reference that cannot be followed.
    private mutating func resolve(_ id: String, in document: StoryboardDocument, segue: Segue, at location: SourceLocation)
        -> (scene: StoryboardScene, document: StoryboardDocument)? {
        let (scene, reference) = document.element(withID: id)
        if let scene { return (scene, document) }
        guard let reference else { return nil }
        let name = reference.storyboardName ?? document.name
        let candidates = name == document.name ? [document] : documents.filter { $0.name == name }
        guard let target = candidates.first(where: { $0.localization == document.localization }) ?? candidates.first else {
            diagnostics.append(Diagnostic(.segueReferenceUnresolved(identifier: segue.identifier, reference: reference,
                                                                    reason: "no '\(name).storyboard' is in the storyboard folders"), at: location))
            return nil
        }
        if let identifier = reference.referencedIdentifier {
            guard let found = target.scenes(withIdentifier: identifier).first else {
                diagnostics.append(Diagnostic(.segueReferenceUnresolved(identifier: segue.identifier, reference: reference,
                                                                        reason: "'\(target.file)' has no scene with Storyboard ID '\(identifier)'"), at: location))
                return nil
            }
            return (found, target)
        }
        guard let initial = target.initialScene else {
            diagnostics.append(Diagnostic(.segueReferenceUnresolved(identifier: segue.identifier, reference: reference,
                                                                    reason: "'\(target.file)' has no initial view controller"), at: location))
            return nil
        }
        return (initial, target)
    }
}
