/// Import stage, segues: once every storyboard's screens are known, each imported screen's
/// identified segues become `segues:` entries when the spec can express them (the
/// destination, through a storyboard reference or a navigation controller, is an imported
/// screen), and are listed with the reason otherwise.
extension SpecBuilder {
    /// `spec` with its screens' segues, reading `document` (the spec's storyboard) and
    /// following references into `documents` (every storyboard imported, by name).
    func addingSegues(to spec: ImportedSpec, from document: StoryboardDocument, documents: [String: StoryboardDocument]) -> ImportedSpec {
        var screens: [String: String] = [:]
        for (name, place) in places where !plainScreens.contains(name) { screens[place.storyboard + "\u{0}" + place.sceneID] = name }
        screens.merge(otherSegueOnlyScenes) { first, _ in first }
        var result = spec
        for index in result.screens.indices {
            let type = result.screens[index].name
            guard let place = places[type], let scene = document.scenes.first(where: { $0.id == place.sceneID }) else { continue }
            var cases: [String: String] = [:]
            for segue in scene.segues {
                guard let identifier = segue.identifier else { continue }
                if ScreenCapabilities.reason(key: .segues, on: platform) != nil {
                    result.skippedSegues.append(SkippedSegue(identifier: identifier, screen: type,
                                                             reason: "typed segues are generated for UIKit's UIStoryboardSegue only, not on \(platform.rawValue)"))
                    continue
                }
                if platform.uiFramework.isPlainSceneClass(result.screens[index].typeName) {
                    result.skippedSegues.append(SkippedSegue(identifier: identifier, screen: type, reason: Self.plainClassSegueReason))
                    continue
                }
                if classUses.total[result.screens[index].typeName, default: 0] > 1 {
                    result.skippedSegues.append(SkippedSegue(identifier: identifier, screen: type, reason: Self.sharedClassSegueReason))
                    continue
                }
                switch express(segue, identifier: identifier, of: result.screens[index].typeName, in: document, documents: documents, screens: screens, cases: &cases) {
                case let .success(imported): result.screens[index].segues.append(imported)
                case let .failure(skip): result.skippedSegues.append(SkippedSegue(identifier: identifier, screen: type, reason: skip.reason))
                }
            }
            result.screens[index].segues.sort { $0.identifier < $1.identifier }
        }
        return result
    }

    /// Why a segue of a scene whose class is in several scenes is left out.
    static let plainClassSegueReason = "its scene has no custom class, and the Segue enum would be a member of the framework's class; set the scene's Class to type its segues"
    static let sharedClassSegueReason = "its class is in several scenes, and the Segue enum is the class's own; perform it by identifier, or give the scene a subclass of its own"

    private struct Skip: Error {
        var reason: String
    }

    /// The element a navigation controller's scene is in the platform's storyboards.
    private var navigationElement: String? { platform.uiFramework.navigation?.sceneElement }

    private func express(_ segue: StoryboardSegue, identifier: String, of type: String, in document: StoryboardDocument, documents: [String: StoryboardDocument],
                         screens: [String: String], cases: inout [String: String]) -> Result<ImportedSegue, Skip> {
        if segue.kind == "unwind" {
            return .failure(Skip(reason: "an unwind segue, whose destination UIKit finds at run time"))
        }
        if segue.kind == "embed" {
            return .failure(Skip(reason: "an embed segue, which UIKit performs when its container view loads"))
        }
        // The validator's rule, so that what import declares validates.
        if let problem = SpecValidator.segueIdentifierProblem(identifier, screen: type) {
            return .failure(Skip(reason: "its identifier cannot become a Segue case: \(problem)"))
        }
        let caseName = SpecValidator.segueCaseName(identifier)
        if let other = cases[caseName] {
            let what = other == identifier ? "another segue with this identifier" : "segue '\(other.shownInMessage)', which becomes the same case '.\(caseName)'"
            return .failure(Skip(reason: "the scene has \(what)"))
        }
        let destination: (scene: StoryboardScene, document: StoryboardDocument)
        switch resolve(segue.destination, in: document, documents: documents) {
        case let .success(found): destination = found
        case let .failure(skip): return .failure(skip)
        }
        let key = { (scene: StoryboardScene, document: StoryboardDocument) in document.name + "\u{0}" + scene.id }
        var imported: ImportedSegue?
        if let type = screens[key(destination.scene, destination.document)] {
            imported = ImportedSegue(identifier: identifier, destination: type, embedded: false)
        } else if destination.scene.elementKind == navigationElement, let rootID = destination.scene.rootViewController,
                  case let .success(root) = resolve(rootID, in: destination.document, documents: documents), let type = screens[key(root.scene, root.document)] {
            imported = ImportedSegue(identifier: identifier, destination: type, embedded: true)
        }
        guard let imported else {
            if let other = otherModuleScreen(destination, documents: documents) {
                return .failure(Skip(reason: "it leads to '\(other.type.shownInMessage)' of module '\(other.module.shownInMessage)', and a segue's destination must be a screen of module '\(module.shownInMessage)'"))
            }
            let what = destination.scene.elementKind == navigationElement ? "a navigation controller whose root is not" : "scene '\(destination.scene.id.shownInMessage)', which is not"
            return .failure(Skip(reason: "it leads to \(what) imported as a screen"))
        }
        cases[caseName] = identifier
        return .success(imported)
    }

    /// The screen of another module that `destination` is, or that a navigation controller
    /// there has as its root; with several modules, a class that names another module counts too.
    private func otherModuleScreen(_ destination: (scene: StoryboardScene, document: StoryboardDocument),
                                   documents: [String: StoryboardDocument]) -> (type: String, module: String)? {
        var scene = destination
        if destination.scene.elementKind == navigationElement, let rootID = destination.scene.rootViewController,
           case let .success(root) = resolve(rootID, in: destination.document, documents: documents) {
            scene = root
        }
        if let other = otherModules[scene.document.name + "\u{0}" + scene.scene.id] { return other }
        if importsSeveralModules, let type = scene.scene.customClass, !scene.scene.inheritsModuleFromTarget, let other = scene.scene.customModule, other != module {
            return (type, other)
        }
        return nil
    }

    /// The scene an object ID stands for, following a storyboard reference.
    private func resolve(_ id: String, in document: StoryboardDocument, documents: [String: StoryboardDocument])
        -> Result<(scene: StoryboardScene, document: StoryboardDocument), Skip> {
        let (scene, reference) = document.element(withID: id)
        if let scene { return .success((scene, document)) }
        guard let reference else { return .failure(Skip(reason: "it leads to '\(id.shownInMessage)', which is not a scene of the storyboard")) }
        let name = reference.storyboardName ?? document.name
        guard let target = name == document.name ? document : documents[name] else {
            return .failure(Skip(reason: "it leads to storyboard '\(name.shownInMessage)' through a reference, and that storyboard is not imported"))
        }
        let found = reference.referencedIdentifier.map { target.scenes(withIdentifier: $0).first } ?? target.initialScene
        guard let found else {
            let what = reference.referencedIdentifier.map { "no scene with Storyboard ID '\($0.shownInMessage)'" } ?? "no initial view controller"
            return .failure(Skip(reason: "it leads through a reference to storyboard '\(name.shownInMessage)', which has \(what)"))
        }
        return .success((found, target))
    }
}
