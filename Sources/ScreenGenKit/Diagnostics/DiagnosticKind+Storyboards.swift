/// Text of the diagnostics about storyboard files: the cross-check of specs against the
/// real storyboards, and `screengen import`. Messages name the storyboard file and the
/// scene, because the location is the spec line that disagrees with them.
extension DiagnosticKind {
    var storyboardMessage: String {
        switch self {
        case let .storyboardFolderMissing(path):
            return "storyboard folder '\(shownPath(path))' does not exist; expected a folder that is searched for *.storyboard files"
        case let .invalidStoryboard(reason):
            return "cannot read storyboard: \(reason.shownOnOneLine)"
        case let .interfaceFileTooLarge(fileKind, bytes, limit):
            return "\(fileKind) is \(bytes) bytes, more than the limit of \(limit) bytes that the XML parser reads; check that it is the right file, or split it (Interface Builder files are rarely over a few megabytes)"
        case let .unsupportedStoryboardPlatform(file, platform, runtime):
            let what = platform == .unknown ? "targets a platform screengen does not know" : "is \(withArticle(platform.rawValue)) storyboard"
            let read = TargetPlatform.allCases.compactMap { $0 == .visionOS ? nil : $0.rawValue }.joined(separator: ", ")
            return "'\(shownPath(file))' \(what) (targetRuntime '\(q(runtime ?? "none"))'); screengen reads storyboards of these platforms only: \(read)"
        case let .storyboardPlatformMismatch(file, platform, runtime, modulePlatform, _):
            return "'\(shownPath(file))' is \(withArticle(platform.rawValue)) storyboard (targetRuntime '\(q(runtime ?? "none"))'), but the module's platform is \(modulePlatform.rawValue), which reads \(modulePlatform.storyboardPlatform.rawValue) storyboards only; set 'platform: \(platform.rawValue)' if the module is built for \(platform.rawValue)"
        case let .mixedStoryboardPlatforms(file, platform, firstFile, firstPlatform):
            return "'\(shownPath(file))' is a storyboard for \(platform.rawValue), but '\(shownPath(firstFile))' is one for \(firstPlatform.rawValue); the specs describe one module, which has one platform, so import each platform's storyboards on its own (with its own --output)"
        case let .storyboardFileNotFound(storyboard, searched, suggestion):
            if searched.isEmpty {
                return "storyboard '\(q(storyboard))' has no file to check against: give it a 'path:', or list its folder under 'storyboardPaths:' (or --storyboards)"
            }
            let hint = suggestion.map { "did you mean '\(q($0))'?" } ?? "add its folder, or give it a 'path:'"
            return "no '\(q(storyboard)).storyboard' in the storyboard folders (\(searched.map(shownPath).joined(separator: ", "))); \(hint)"
        case let .storyboardPathNotFound(path, suggestion):
            let hint = suggestion.map { "did you mean '\(shownPath($0))'?" } ?? "expected a .storyboard file, relative to this spec file's folder"
            return "storyboard file '\(shownPath(path))' does not exist; \(hint)"
        case let .storyboardPathNameMismatch(storyboard, path):
            return "'path' is '\(shownPath(path))', but the storyboard is named '\(q(storyboard))'; UIKit finds a storyboard by its file name, so the file must be '\(q(storyboard)).storyboard'"
        case let .ambiguousStoryboardFile(storyboard, files):
            return "storyboard '\(q(storyboard))' matches \(files.count) files that are not localizations of one another (\(files.map(shownPath).joined(separator: ", "))); give it a 'path:'"
        case let .storyboardFoundTwice(storyboard, path, others):
            let copies = others.map(shownPath).joined(separator: ", ")
            return "storyboard '\(q(storyboard))' is also found at \(copies); only its 'path:' '\(shownPath(path))' is checked, and the other copy's scenes are ignored (remove the copy, or the folder that holds it from the storyboard folders)"
        case let .storyboardIdentifierNotFound(identifier, file, suggestion, classScene):
            let start = "Storyboard ID '\(q(identifier))' is not in '\(shownPath(file))'"
            if let classScene {
                guard let other = classScene.storyboardIdentifier else {
                    return "\(start); its class is on scene '\(q(classScene.id))', which has no Storyboard ID: set one in Interface Builder"
                }
                return "\(start); its class is on scene '\(q(classScene.id))', whose Storyboard ID is '\(q(other))'"
            }
            return "\(start); " + (suggestion.map { "did you mean '\(q($0))'?" } ?? "set it on the scene in Interface Builder, or fix the spec")
        case let .storyboardIdentifierIsReference(identifier, file, reference):
            let target = reference.storyboardName.map { "storyboard '\(q($0))'" } ?? "another scene"
            return "Storyboard ID '\(q(identifier))' in '\(shownPath(file))' belongs to a reference to \(target) ('\(q(reference.id))'), not to a scene; declare the screen where the scene is"
        case let .ambiguousStoryboardIdentifier(identifier, file, scenes):
            let ids = scenes.map { "'\(q($0.id))'" }.joined(separator: ", ")
            return "Storyboard ID '\(q(identifier))' is on \(scenes.count) scenes in '\(shownPath(file))' (\(ids)); UIKit may return any of them, so give each a unique ID"
        case let .sceneClassMismatch(screen, scene):
            let found = scene.customClass.map { "class '\(q($0))'" } ?? "no custom class (a plain \(scene.elementKind))"
            return "\(describe(scene)) in '\(shownPath(scene.location.file))' has \(found), not '\(q(screen))'"
        case let .sceneControllerKindMismatch(screen, scene, isWindowController):
            if isWindowController {
                return "screen '\(q(screen))' has 'windowController: true', but \(describe(scene)) in '\(shownPath(scene.location.file))' is a \(scene.elementKind), not a window controller; remove 'windowController: true'"
            }
            return "\(describe(scene)) in '\(shownPath(scene.location.file))' is a window controller, but screen '\(q(screen))' is made as a view controller; add 'windowController: true' to the screen"
        case let .sceneModuleMismatch(screen, scene, module, _):
            let fix = "set its Module to '\(q(module))' or tick 'Inherit Module From Target'"
            guard let other = scene.customModule else {
                return "class '\(q(screen))' of \(describe(scene)) in '\(shownPath(scene.location.file))' has no module, so UIKit looks for an Objective-C class of that name; \(fix)"
            }
            return "class '\(q(screen))' of \(describe(scene)) in '\(shownPath(scene.location.file))' is in module '\(q(other))', but the specs' module is '\(q(module))'; \(fix)"
        case let .initialSceneMismatch(screen, file, initialViewController, scene, classScene):
            let start = "screen '\(q(screen))' has 'initial: true', but"
            // Where the class is instead, when it is in this storyboard: the likely fix.
            let hint = classScene.map { "; its class is on \(describe($0))" } ?? ""
            guard let initialViewController else {
                return "\(start) '\(shownPath(file))' has no initial view controller\(hint)"
            }
            guard let scene else {
                return "\(start) the initial view controller of '\(shownPath(file))' is '\(q(initialViewController))', which is not a scene of that file\(hint)"
            }
            let found = scene.customClass.map { "of class '\(q($0))'" } ?? "a plain \(scene.elementKind)"
            return "\(start) the initial view controller of '\(shownPath(file))' is \(describe(scene)), \(found)\(hint)"
        case let .screenInOtherStoryboard(screen, storyboard, scene, other):
            return "screen '\(q(screen))' is declared in storyboard '\(q(storyboard))', but its class is on \(describe(scene)) in '\(shownPath(scene.location.file))'; set 'storyboard: \(q(other))'"
        case let .unclaimedScene(storyboard, scene, codeScreen):
            let start = "\(describe(scene, withClass: true)) of storyboard '\(q(storyboard))' is declared in no spec, so nothing is generated for it"
            guard codeScreen != nil, let type = scene.customClass else { return start }
            return "\(start); the specs build '\(q(type))' in code (it has no 'storyboard:')"
        case let .identifierNeverMatchesType(storyboard, scene, reason):
            let identifier = scene.storyboardIdentifier ?? ""
            return "Storyboard ID '\(q(identifier))' of scene '\(q(scene.id))' in storyboard '\(q(storyboard))' can never be a Swift type name (\(reason.shownOnOneLine)); nothing is generated for it, and a screen for it needs an explicit 'identifier:'"
        case let .nibFileNotFound(nib, screen, searched, suggestion):
            let hint = suggestion.map { "did you mean '\(q($0))'?" } ?? "add its folder to 'storyboardPaths:', or fix the name"
            return "screen '\(q(screen))' loads its view from '\(q(nib)).xib', which is not in the storyboard folders (\(searched.map(shownPath).joined(separator: ", "))); \(hint)"
        case let .nibOwnerMismatch(screen, file, ownerClass, _):
            let found = ownerClass.map { "File's Owner of class '\(q($0))'" } ?? "a File's Owner with no custom class"
            return "'\(shownPath(file))' has \(found), not '\(q(screen))'; set the File's Owner class in Interface Builder, or fix 'nib:'"
        case let .nibOwnerModuleMismatch(screen, file, ownerModule, module, _):
            let found = ownerModule.map { "is in module '\(q($0))'" } ?? "has no module, so UIKit looks for an Objective-C class of that name"
            return "File's Owner '\(q(screen))' of '\(shownPath(file))' \(found), but the specs' module is '\(q(module))'; set its Module to '\(q(module))' or tick 'Inherit Module From Target'"
        case let .nibViewOutletMissing(screen, file, _):
            return "File's Owner '\(q(screen))' of '\(shownPath(file))' has no 'view' outlet connected; UIKit stops with \"loaded the nib but the view outlet was not set\": connect it in Interface Builder"
        default:
            return ""
        }
    }

    var storyboardNotes: [DiagnosticNote] {
        switch self {
        case let .storyboardIdentifierNotFound(_, _, _, classScene?):
            return [DiagnosticNote("the scene is here", at: classScene.location)]
        case let .storyboardIdentifierIsReference(_, _, reference):
            return [DiagnosticNote("the reference is here", at: reference.location)]
        case let .ambiguousStoryboardIdentifier(_, _, scenes):
            return scenes.map { DiagnosticNote("scene '\(q($0.id))' has this ID", at: $0.location) }
        case let .sceneClassMismatch(_, scene), let .screenInOtherStoryboard(_, _, scene, _), let .sceneControllerKindMismatch(_, scene, _):
            return [DiagnosticNote("the scene is here", at: scene.location)]
        case let .initialSceneMismatch(_, _, _, scene, classScene):
            return (scene.map { [DiagnosticNote("the initial scene is here", at: $0.location)] } ?? [])
                + (classScene.map { [DiagnosticNote("the scene of its class is here", at: $0.location)] } ?? [])
        case let .sceneModuleMismatch(_, scene, _, moduleLocation):
            return [DiagnosticNote("the scene is here", at: scene.location)]
                + (moduleLocation.map { [DiagnosticNote("the module is declared here", at: $0)] } ?? [])
        case let .nibOwnerMismatch(_, _, _, location), let .nibOwnerModuleMismatch(_, _, _, _, location), let .nibViewOutletMissing(_, _, location):
            return [DiagnosticNote("the File's Owner is here", at: location)]
        case let .unclaimedScene(_, _, codeScreen?):
            return [DiagnosticNote("the screen is declared here", at: codeScreen)]
        case let .storyboardPlatformMismatch(_, _, _, _, platformLocation?):
            return [DiagnosticNote("the platform is set here", at: platformLocation)]
        default:
            return []
        }
    }

    /// `scene 'sCq-1b-U1T' (Storyboard ID 'Login')`: the object ID Interface Builder shows
    /// in its identity inspector, plus the Storyboard ID when there is one.
    private func describe(_ scene: StoryboardScene, withClass: Bool = false) -> String {
        let details = [
            scene.storyboardIdentifier.map { "Storyboard ID '\(q($0))'" },
            withClass ? scene.customClass.map { "class '\(q($0))'" } : nil,
        ].compactMap { $0 }
        return "scene '\(q(scene.id))'" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}

/// `an iOS`, `a tvOS`: a platform's name after the article its first sound takes.
func withArticle(_ platform: String) -> String {
    guard let first = platform.first, "aeiouAEIOU".contains(first) else { return "a " + platform }
    return "an " + platform
}
