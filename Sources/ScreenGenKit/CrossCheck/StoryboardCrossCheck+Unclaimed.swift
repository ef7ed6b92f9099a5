/// Cross-check stage, scenes no spec declares: the storyboard scenes with a Storyboard ID or
/// a class that no screen stands for, each with what to do about it.
extension StoryboardCrossCheck {
    /// The warnings about the scenes of `documents` that are not `claimed`. Classes of other
    /// modules, or of none, are left alone: no spec of this module can declare them.
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
                // Another module's class, or one without a module (Objective-C): a screen of this
                // module's specs could not be it (the check would report the module).
                if scene.customClass != nil, !scene.inheritsModuleFromTarget, scene.customModule != model.module { continue }
                // A scene without a custom class that no screen can be (a plain window controller
                // on AppKit, a GLKit view controller): no spec can declare it, so there is no
                // advice to give; setting its Class is a change to the app, not to a spec.
                if scene.customClass == nil, model.framework.sceneClass(of: scene) == nil { continue }
                // Localized copies repeat their scenes; one warning is enough.
                guard reported.insert(SceneKey(file: group(of: document), id: scene.id)).inserted else { continue }
                if let identifier = scene.storyboardIdentifier, let reason = typeNameProblem(identifier) {
                    let declaration = declaration(of: scene, in: document, model: model)
                    diagnostics.append(Diagnostic(.identifierNeverMatchesType(storyboard: document.name, scene: scene, reason: reason, declaration: declaration),
                                                  at: scene.location))
                } else if scene.storyboardIdentifier == nil, scene.id != document.initialViewController, !shown.contains(scene.id) {
                    // A scene nothing shows (no ID, not initial, no segue or relationship to
                    // it) is never on screen: no spec could make or show it, so there is
                    // nothing to advise.
                    continue
                } else if scene.storyboardIdentifier == nil, let type = scene.customClass, !declared.contains(type),
                          scene.id != document.initialViewController {
                    // A spec names it by its class alone.
                    let declaration = segueOnlyAllowed ? declaration(of: scene, in: document, model: model) : nil
                    diagnostics.append(Diagnostic(.unclaimedUnnamedScene(storyboard: document.name, scene: scene, segueOnlyAllowed: segueOnlyAllowed,
                                                                         declaration: declaration), at: scene.location))
                } else {
                    let codeScreen = scene.customClass.flatMap { codeScreens[$0] }
                    let declaration = declaration(of: scene, in: document, model: model)
                    diagnostics.append(Diagnostic(.unclaimedScene(storyboard: document.name, scene: scene, codeScreen: codeScreen, declaration: declaration),
                                                  at: scene.location))
                }
            }
        }
        return diagnostics
    }

    /// The screen entry that declares `scene` of `storyboard`, as one line to add under
    /// `screens:` (`HomeViewController: {storyboard: Main, identifier: Home}`), named as
    /// `import` names screens (Docs/ScreenNames.md): the class when no screen has its name,
    /// else `<Storyboard><Class>`, then with the Storyboard ID appended; a scene without a
    /// custom class by its Storyboard ID. Nil when no such name is free.
    static func declaration(of scene: StoryboardScene, in document: StoryboardDocument, model: AppModel) -> String? {
        guard let type = model.framework.sceneClass(of: scene) else { return nil }
        let storyboard = document.name
        let taken = Set(model.screens.map(\.name))
        let identifier = scene.storyboardIdentifier
        var candidates: [String] = []
        if scene.customClass == nil {
            if let identifier { candidates.append(SpecBuilder.upperCamel(identifier)) }
        } else {
            candidates.append(type)
            let prefixed = type.hasPrefix(SpecBuilder.upperCamel(storyboard)) ? type : SpecBuilder.upperCamel(storyboard) + type
            candidates.append(prefixed)
            if let identifier { candidates.append(prefixed + SpecBuilder.upperCamel(identifier)) }
        }
        guard let name = candidates.first(where: { name in
            !taken.contains(name) && SwiftIdentifier.screenNameProblem(name) == nil
                && GeneratedNames.typeProblem(name, module: model.module, framework: model.framework) == nil
                && !GeneratedNames.namespaceMembers.contains(SwiftIdentifier.lowerCamel(name))
        }) else { return nil }
        // Values as YAML writes them.
        var pairs: [String] = []
        if name != type { pairs.append("class: " + YAMLWriter.scalar(type)) }
        pairs.append("storyboard: " + YAMLWriter.scalar(storyboard))
        if let windows = model.framework.windows, scene.elementKind == windows.sceneElement { pairs.append("windowController: true") }
        if let identifier {
            if identifier != name { pairs.append("identifier: " + YAMLWriter.scalar(identifier)) }
        } else if scene.id == document.initialViewController {
            pairs.append("initial: true")
        } else if ScreenCapabilities.reason(kind: .segueOnlyScene, on: model.platform) == nil {
            pairs.append("segueOnly: true")
        } else {
            return nil
        }
        return "\(name): {" + pairs.joined(separator: ", ") + "}"
    }
}
