/// Text of the diagnostics about storyboard files: the cross-check of specs against the
/// real storyboards, and `screengen import`. Messages name the storyboard file and the
/// scene, because the location is the spec line that disagrees with them.
extension DiagnosticKind {
    func storyboardFolderMissingMessage(_ path: String) -> String {
        return "storyboard folder '\(shownPath(path))' does not exist; expected a folder that is searched for *.storyboard files"
    }

    func invalidStoryboardMessage(_ reason: String) -> String {
        return "cannot read storyboard: \(reason.shownOnOneLine)"
    }

    func interfaceFileTooLargeMessage(_ fileKind: String, _ bytes: Int, _ limit: Int) -> String {
        return "\(fileKind) is \(bytes) bytes, more than the limit of \(limit) bytes that the XML parser reads; check that it is the right file, or split it (Interface Builder files are rarely over a few megabytes)"
    }

    func unsupportedStoryboardPlatformMessage(_ file: String, _ platform: StoryboardPlatform, _ runtime: String?) -> String {
        let what = platform == .unknown ? "targets a platform screengen does not know" : "is \(withArticle(platform.rawValue)) storyboard"
        let read = TargetPlatform.allCases.compactMap { $0 == .visionOS ? nil : $0.rawValue }.joined(separator: ", ")
        return "'\(shownPath(file))' \(what) (targetRuntime '\(shownValue(runtime ?? "none"))'); screengen reads storyboards of these platforms only: \(read)"
    }

    func storyboardPlatformMismatchMessage(_ file: String, _ platform: TargetPlatform, _ runtime: String?, _ modulePlatform: TargetPlatform) -> String {
        return "'\(shownPath(file))' is \(withArticle(platform.rawValue)) storyboard (targetRuntime '\(shownValue(runtime ?? "none"))'), but the module's platform is \(modulePlatform.rawValue), which reads \(modulePlatform.storyboardPlatform.rawValue) storyboards only; set 'platform: \(platform.rawValue)' if the module is built for \(platform.rawValue)"
    }

    func storyboardFileNotFoundMessage(_ storyboard: String, _ searched: [String], _ suggestion: String?) -> String {
        if searched.isEmpty {
            return "storyboard '\(shownValue(storyboard))' has no file to check against: give it a 'path:', or list its folder under 'storyboardPaths:' (or --storyboards)"
        }
        let hint = suggestion.map { "did you mean '\(shownValue($0))'?" } ?? "add its folder, or give it a 'path:'"
        return "no '\(shownValue(storyboard)).storyboard' in the storyboard folders (\(searched.map(shownPath).joined(separator: ", "))); \(hint)"
    }

    func storyboardPathNotFoundMessage(_ path: String, _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '\(shownPath($0))'?" } ?? "expected a .storyboard file, relative to this spec file's folder"
        return "storyboard file '\(shownPath(path))' does not exist; \(hint)"
    }

    func storyboardPathNameMismatchMessage(_ storyboard: String, _ path: String) -> String {
        return "'path' is '\(shownPath(path))', but the storyboard is named '\(shownValue(storyboard))'; UIKit finds a storyboard by its file name, so the file must be '\(shownValue(storyboard)).storyboard'"
    }

    func ambiguousStoryboardFileMessage(_ storyboard: String, _ files: [String]) -> String {
        return "storyboard '\(shownValue(storyboard))' matches \(files.count) files that are not localizations of one another (\(files.map(shownPath).joined(separator: ", "))); give it a 'path:'"
    }

    func storyboardFoundTwiceMessage(_ storyboard: String, _ path: String, _ others: [String]) -> String {
        let copies = others.map(shownPath).joined(separator: ", ")
        return "storyboard '\(shownValue(storyboard))' is also found at \(copies); only its 'path:' '\(shownPath(path))' is checked, and the other copy's scenes are ignored (remove the copy, or the folder that holds it from the storyboard folders)"
    }

    func storyboardIdentifierNotFoundMessage(_ identifier: String, _ file: String, _ suggestion: String?, _ classScene: StoryboardScene?) -> String {
        let start = "Storyboard ID '\(shownValue(identifier))' is not in '\(shownPath(file))'"
        if let classScene {
            guard let other = classScene.storyboardIdentifier else {
                return "\(start); its class is on scene '\(shownValue(classScene.id))', which has no Storyboard ID: set one in Interface Builder, or, if only segues or relationships show the scene, declare the screen with 'segueOnly: true' instead"
            }
            return "\(start); its class is on scene '\(shownValue(classScene.id))', whose Storyboard ID is '\(shownValue(other))'"
        }
        return "\(start); " + (suggestion.map { "did you mean '\(shownValue($0))'?" } ?? "set it on the scene in Interface Builder, or fix the spec")
    }

    func storyboardIdentifierIsReferenceMessage(_ identifier: String, _ file: String, _ reference: StoryboardReference) -> String {
        let target = reference.storyboardName.map { "storyboard '\(shownValue($0))'" } ?? "another scene"
        return "Storyboard ID '\(shownValue(identifier))' in '\(shownPath(file))' belongs to a reference to \(target) ('\(shownValue(reference.id))'), not to a scene; declare the screen where the scene is"
    }

    func ambiguousStoryboardIdentifierMessage(_ identifier: String, _ file: String, _ scenes: [StoryboardScene]) -> String {
        let ids = scenes.map { "'\(shownValue($0.id))'" }.joined(separator: ", ")
        return "Storyboard ID '\(shownValue(identifier))' is on \(scenes.count) scenes in '\(shownPath(file))' (\(ids)); UIKit may return any of them, so give each a unique ID"
    }

    func sceneClassMismatchMessage(_ screen: String, _ scene: StoryboardScene) -> String {
        let found = scene.customClass.map { "class '\(shownValue($0))'" } ?? "no custom class (a plain \(scene.elementKind))"
        return "\(describe(scene)) in '\(shownPath(scene.location.file))' has \(found), not '\(shownValue(screen))'"
    }

    func sceneControllerKindMismatchMessage(_ screen: String, _ scene: StoryboardScene, _ isWindowController: Bool) -> String {
        if isWindowController {
            return "screen '\(shownValue(screen))' has 'windowController: true', but \(describe(scene)) in '\(shownPath(scene.location.file))' is a \(scene.elementKind), not a window controller; remove 'windowController: true'"
        }
        return "\(describe(scene)) in '\(shownPath(scene.location.file))' is a window controller, but screen '\(shownValue(screen))' is made as a view controller; add 'windowController: true' to the screen"
    }

    func sceneModuleMismatchMessage(_ screen: String, _ scene: StoryboardScene, _ module: String) -> String {
        let fix = "set its Module to '\(shownValue(module))' or tick 'Inherit Module From Target'"
        guard let other = scene.customModule else {
            return "class '\(shownValue(screen))' of \(describe(scene)) in '\(shownPath(scene.location.file))' has no module, so UIKit looks for an Objective-C class of that name; \(fix)"
        }
        return "class '\(shownValue(screen))' of \(describe(scene)) in '\(shownPath(scene.location.file))' is in module '\(shownValue(other))', but the specs' module is '\(shownValue(module))'; \(fix)"
    }

    func initialSceneMismatchMessage(_ screen: String, _ file: String, _ initialViewController: String?, _ scene: StoryboardScene?, _ classScene: StoryboardScene?) -> String {
        let start = "screen '\(shownValue(screen))' has 'initial: true', but"
        // Where the class is instead, when it is in this storyboard: the likely fix.
        let hint = classScene.map { "; its class is on \(describe($0))" } ?? ""
        guard let initialViewController else {
            return "\(start) '\(shownPath(file))' has no initial view controller\(hint)"
        }
        guard let scene else {
            return "\(start) the initial view controller of '\(shownPath(file))' is '\(shownValue(initialViewController))', which is not a scene of that file\(hint)"
        }
        let found = scene.customClass.map { "of class '\(shownValue($0))'" } ?? "a plain \(scene.elementKind)"
        return "\(start) the initial view controller of '\(shownPath(file))' is \(describe(scene)), \(found)\(hint)"
    }

    func screenInOtherStoryboardMessage(_ screen: String, _ storyboard: String, _ scene: StoryboardScene, _ other: String) -> String {
        return "screen '\(shownValue(screen))' is declared in storyboard '\(shownValue(storyboard))', but its class is on \(describe(scene)) in '\(shownPath(scene.location.file))'; set 'storyboard: \(shownValue(other))'"
    }

    func unclaimedSceneMessage(_ storyboard: String, _ scene: StoryboardScene, _ codeScreen: SourceLocation?, declaration: String?) -> String {
        let start = "\(describe(scene, withClass: true)) of storyboard '\(shownValue(storyboard))' is declared in no spec, so nothing is generated for it"
        let type = shownValue(scene.customClass ?? "")
        guard codeScreen != nil else {
            let declare = declaration.map { "declare it under 'screens:' as '\(shownFix($0))'" }
                ?? "declare a screen for it under 'screens:' with 'storyboard: \(shownValue(storyboard))'"
            return "\(start); \(declare), or remove the scene if nothing shows it"
        }
        return "\(start); the specs build '\(type)' in code: give that screen 'storyboard: \(shownValue(storyboard))' if the scene is what it shows"
    }

    func unclaimedUnnamedSceneMessage(_ storyboard: String, _ scene: StoryboardScene, segueOnlyAllowed: Bool, declaration: String?) -> String {
        let type = shownValue(scene.customClass ?? "")
        let start = "scene of class '\(type)' in storyboard '\(shownValue(storyboard))' (object ID '\(shownValue(scene.id))') has no Storyboard ID and is declared in no spec"
        let withID = "give it a Storyboard ID in Interface Builder and declare it with 'identifier:'"
        guard segueOnlyAllowed else { return "\(start); \(withID)" }
        let declare = declaration.map { "declare it under 'screens:' as '\(shownFix($0))'" }
            ?? "declare '\(type)' with 'storyboard: \(shownValue(storyboard))' and 'segueOnly: true'"
        return "\(start); segues or relationships show it, so \(declare), or \(withID)"
    }

    func segueOnlySceneNotFoundMessage(_ screen: String, _ file: String) -> String {
        return "screen '\(shownValue(screen))' has 'segueOnly: true', but no scene of '\(shownPath(file))' has class '\(shownValue(screen))'; set the scene's Custom Class in Interface Builder, or fix the screen's name or 'storyboard:'"
    }

    func segueOnlySceneHasIdentifierMessage(_ screen: String, _ scene: StoryboardScene) -> String {
        let identifier = scene.storyboardIdentifier ?? ""
        let key = identifier == screen ? "remove 'segueOnly: true'" : "replace 'segueOnly: true' with 'identifier: \(shownValue(identifier))'"
        return "screen '\(shownValue(screen))' has 'segueOnly: true', but its scene in '\(shownPath(scene.location.file))' has Storyboard ID '\(shownValue(identifier))'; \(key), and the screen gets create, push and present"
    }

    func identifierNeverMatchesTypeMessage(_ storyboard: String, _ scene: StoryboardScene, _ reason: String, declaration: String?) -> String {
        let identifier = scene.storyboardIdentifier ?? ""
        let declare = declaration.map { "declare it under 'screens:' as '\(shownFix($0))'" }
            ?? "declare a screen of its class with 'storyboard: \(shownValue(storyboard))' and 'identifier: \(shownValue(identifier))'"
        return "Storyboard ID '\(shownValue(identifier))' of scene '\(shownValue(scene.id))' in storyboard '\(shownValue(storyboard))' can never be a Swift type name (\(reason.shownOnOneLine)), so nothing is generated for it; to generate it, \(declare)"
    }

    func nibFileNotFoundMessage(_ nib: String, _ screen: String, _ searched: [String], _ suggestion: String?) -> String {
        let hint = suggestion.map { "did you mean '\(shownValue($0))'?" } ?? "add its folder to 'storyboardPaths:', or fix the name"
        return "screen '\(shownValue(screen))' loads its view from '\(shownValue(nib)).xib', which is not in the storyboard folders (\(searched.map(shownPath).joined(separator: ", "))); \(hint)"
    }

    func nibOwnerMismatchMessage(_ screen: String, _ file: String, _ ownerClass: String?) -> String {
        let found = ownerClass.map { "File's Owner of class '\(shownValue($0))'" } ?? "a File's Owner with no custom class"
        return "'\(shownPath(file))' has \(found), not '\(shownValue(screen))'; set the File's Owner class in Interface Builder, or fix 'nib:'"
    }

    func nibOwnerModuleMismatchMessage(_ screen: String, _ file: String, _ ownerModule: String?, _ module: String) -> String {
        let found = ownerModule.map { "is in module '\(shownValue($0))'" } ?? "has no module, so UIKit looks for an Objective-C class of that name"
        return "File's Owner '\(shownValue(screen))' of '\(shownPath(file))' \(found), but the specs' module is '\(shownValue(module))'; set its Module to '\(shownValue(module))' or tick 'Inherit Module From Target'"
    }

    func nibViewOutletMissingMessage(_ screen: String, _ file: String, connectsWindow: Bool) -> String {
        let owner = "File's Owner '\(shownValue(screen))' of '\(shownPath(file))'"
        if connectsWindow {
            return "\(owner) connects a 'window' outlet, not 'view': it is a window controller's XIB, and a 'nib:' screen is a view controller made with init(nibName:bundle:); remove 'nib:' so the window controller is built in code, and load its XIB there with init(windowNibName:)"
        }
        return "\(owner) has no 'view' outlet connected; UIKit stops with \"loaded the nib but the view outlet was not set\" (AppKit: \"but no view was set\"): connect it in Interface Builder"
    }

    func connectionNameInvalidMessage(_ connection: String, _ screen: String, _ reason: String) -> String {
        "\(shownValue(connection)) of screen '\(shownValue(screen))' cannot be declared in Swift (\(reason)), so the generated test of its connections fails; rename it in Interface Builder to the name the class declares"
    }

    func connectionsUncheckedMessage(_ type: String, _ storyboard: String, _ count: Int, _ first: String) -> String {
        let what = count == 1 ? "\(shownValue(first)) is" : "\(count) outlets and actions (first \(shownValue(first))) are"
        return "\(what) connected on \(shownValue(type)) in storyboard '\(shownValue(storyboard))', a class no spec declares, so no generated test checks them; declare the scene as a screen to have them checked"
    }

    /// `scene 'sCq-1b-U1T' (Storyboard ID 'Login')`: the object ID Interface Builder shows
    /// in its identity inspector, plus the Storyboard ID when there is one.
    private func describe(_ scene: StoryboardScene, withClass: Bool = false) -> String {
        let details = [
            scene.storyboardIdentifier.map { "Storyboard ID '\(shownValue($0))'" },
            withClass ? scene.customClass.map { "class '\(shownValue($0))'" } : nil,
        ].compactMap { $0 }
        return "scene '\(shownValue(scene.id))'" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}

/// `an iOS`, `a tvOS`: a platform's name after the article its first sound takes.
func withArticle(_ platform: String) -> String {
    guard let first = platform.first, "aeiouAEIOU".contains(first) else { return "a " + platform }
    return "an " + platform
}
