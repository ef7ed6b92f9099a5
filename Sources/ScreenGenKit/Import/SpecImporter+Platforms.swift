extension SpecImporter {
    /// One module has one platform: the platform that weighs most in `loaded` (``weight(_:)``;
    /// a tie goes to iOS, then tvOS, then macOS), and the storyboards of the others, left out
    /// with the reason. A macOS helper storyboard in an iOS app's tree does not stop the import
    /// of the app.
    static func onePlatform(_ loaded: [Loaded]) -> (platform: TargetPlatform, kept: [Loaded], skipped: [SkippedStoryboard]) {
        var counts: [TargetPlatform: Int] = [:]
        for entry in loaded {
            if let platform = entry.document.platform.modulePlatform { counts[platform, default: 0] += weight(entry.document) }
        }
        let platform = TargetPlatform.mostCommon(counts)
        var kept: [Loaded] = []
        var skipped: [SkippedStoryboard] = []
        for entry in loaded {
            guard let other = entry.document.platform.modulePlatform, other != platform else {
                kept.append(entry)
                continue
            }
            skipped.append(SkippedStoryboard(file: entry.file.displayPath, reason: "\(other.withArticle) storyboard, and this module is \(platform.rawValue), "
                + "the platform of most of its storyboards' scenes; a module has one platform, so import its folder on its own"))
        }
        return (platform, kept, skipped)
    }

    /// The modules of one framework: the framework that weighs most (``weight(_:)``; a tie goes
    /// to UIKit) stays, and the other modules' storyboards are left out with the reason,
    /// since every module of one config shares a support module, which imports one framework.
    static func oneFramework(_ modules: inout [String: (platform: TargetPlatform, kept: [Loaded])]) -> [SkippedStoryboard] {
        let weights = modules.values.map { ($0.platform.isAppKit, $0.kept.reduce(0) { $0 + weight($1.document) }) }
        let appKit = weights.filter(\.0).reduce(0) { $0 + $1.1 }
        let keepsAppKit = appKit * 2 > weights.reduce(0) { $0 + $1.1 }
        var skipped: [SkippedStoryboard] = []
        for (module, entry) in modules where entry.platform.isAppKit != keepsAppKit {
            let kept = keepsAppKit ? "AppKit" : "UIKit"
            for loaded in entry.kept {
                skipped.append(SkippedStoryboard(file: loaded.file.displayPath, reason: "module '\(module)' is \(entry.platform.rawValue), and the other modules are \(kept); "
                    + "modules of one config share a support module, which imports one framework, so import its folder on its own"))
            }
            modules[module] = nil
        }
        return skipped
    }

    /// What a storyboard weighs when a module's platform is chosen: one, and one per scene
    /// that could be a screen on its platform (a class with a Storyboard ID, the initial arrow
    /// or, where segue-only screens exist, a segue to it; a plain scene of a framework class
    /// with a Storyboard ID), so a storyboard with nothing to import does not outvote one
    /// with screens.
    static func weight(_ document: StoryboardDocument) -> Int {
        // A storyboard whose name has no case can have no screen.
        guard let platform = document.platform.modulePlatform, SpecValidator.storyboardNameProblem(document.name) == nil else { return 1 }
        let shown = SpecBuilder.shownScenes(document, platform: platform)
        let plainClasses = platform.uiFramework.plainSceneClasses
        return 1 + document.scenes.filter { scene in
            guard scene.customClass != nil else { return scene.storyboardIdentifier != nil && plainClasses[scene.elementKind] != nil }
            return scene.storyboardIdentifier != nil || scene.id == document.initialViewController || shown.contains(scene.id)
        }.count
    }

    /// Why a storyboard of a platform no module reads is left out of an import.
    static func unsupportedPlatformReason(_ document: StoryboardDocument) -> String {
        let runtime = document.targetRuntime.map { " (targetRuntime '\($0)')" } ?? ""
        let what = document.platform == .watchOS ? "a watchOS storyboard" : "a storyboard of an unknown platform"
        return "\(what)\(runtime); screengen generates code for iOS, tvOS and macOS storyboards only"
    }
}

extension TargetPlatform {
    /// Whether the platform's screens are AppKit's (one support module imports one framework).
    var isAppKit: Bool { uiFramework === UIFramework.appKit }

    /// The platform counted most often; on a tie the one first in `allCases` (iOS, tvOS, macOS).
    static func mostCommon(_ counts: [TargetPlatform: Int]) -> TargetPlatform {
        allCases.max { lhs, rhs in
            let (left, right) = (counts[lhs, default: 0], counts[rhs, default: 0])
            return left != right ? left < right : allCases.firstIndex(of: lhs)! > allCases.firstIndex(of: rhs)!
        } ?? .iOS
    }

    /// `an iOS`, `a tvOS`, `a macOS`, as a message says it.
    var withArticle: String { (rawValue.first.map { "aeiouAEIOU".contains($0) } ?? false ? "an " : "a ") + rawValue }
}
