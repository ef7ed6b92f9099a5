/// Cross-check stage, scenes no spec declares: the storyboard scenes with a Storyboard ID or
/// a class that no screen stands for, each with what to do about it.
extension StoryboardCrossCheck {
    /// The warnings about the scenes of `documents` that are not `claimed`. Classes from
    /// other modules are left alone: no spec of this module can declare them.
    static func unclaimedScenes(in documents: [StoryboardDocument], model: AppModel, claimed: Set<SceneKey>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let codeScreens = Dictionary(model.screens.filter { $0.source.storyboard == nil }.map { ($0.sceneClass, $0.location) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<SceneKey> = []
        let segueOnlyAllowed = ScreenCapabilities.reason(kind: .segueOnlyScene, on: model.platform) == nil
        let declared = Set(model.screens.map(\.sceneClass))
        // A storyboard whose name cannot be declared (`2FA.storyboard`): no spec can declare its
        // scenes either, so there is no advice to give about them.
        for document in documents where SpecValidator.storyboardNameProblem(document.name) == nil {
            let shown = Set(document.scenes.flatMap { $0.segues.map(\.destination) + $0.relationships })
            for scene in document.scenes where scene.storyboardIdentifier != nil || scene.customClass != nil {
                guard !claimed.contains(SceneKey(file: document.file, id: scene.id)) else { continue }
                if !scene.inheritsModuleFromTarget, let other = scene.customModule, other != model.module { continue }
                // A scene without a custom class that no screen can be (a plain window controller
                // on AppKit, a GLKit view controller): no spec can declare it, so there is no
                // advice to give; setting its Class is a change to the app, not to a spec.
                if scene.customClass == nil, model.framework.sceneClass(of: scene) == nil { continue }
                // Localized copies repeat their scenes; one warning is enough.
                guard reported.insert(SceneKey(file: group(of: document), id: scene.id)).inserted else { continue }
                if let identifier = scene.storyboardIdentifier, let reason = typeNameProblem(identifier) {
                    diagnostics.append(Diagnostic(.identifierNeverMatchesType(storyboard: document.name, scene: scene, reason: reason), at: scene.location))
                } else if scene.storyboardIdentifier == nil, let type = scene.customClass, !declared.contains(type),
                          scene.id != document.initialViewController {
                    // A spec names it by its class alone. A scene nothing shows (no ID, not
                    // initial, no segue or relationship to it) is never on screen: no spec
                    // could make or show it, so there is nothing to advise.
                    guard shown.contains(scene.id) else { continue }
                    diagnostics.append(Diagnostic(.unclaimedUnnamedScene(storyboard: document.name, scene: scene, segueOnlyAllowed: segueOnlyAllowed),
                                                  at: scene.location))
                } else {
                    let codeScreen = scene.customClass.flatMap { codeScreens[$0] }
                    diagnostics.append(Diagnostic(.unclaimedScene(storyboard: document.name, scene: scene, codeScreen: codeScreen), at: scene.location))
                }
            }
        }
        return diagnostics
    }
}
