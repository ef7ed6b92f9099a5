/// Import stage model: the spec `screengen import` writes for one storyboard, and the
/// scenes it could not express, each with the reason.
public struct ImportedSpec: Sendable, Equatable {
    /// The storyboard's name (its file name without extension); also the spec's file name.
    public var storyboard: String
    /// The storyboard file as messages show it.
    public var storyboardFile: String
    /// The storyboard file relative to the folder the spec is written into.
    public var path: String
    public var module: String
    /// The storyboard's platform; written as `platform:` unless it is iOS, the default.
    public var platform: TargetPlatform = .iOS
    /// Sorted by name.
    public var screens: [ImportedScreen]
    /// In document order: scenes first, then references.
    public var skipped: [SkippedScene]
    /// Identified segues of the screens that `segues:` cannot express, in document order.
    public var skippedSegues: [SkippedSegue] = []
    /// Warnings the spec hides about what it cannot express (SpecImporter+Settle.swift).
    public var ignores: [ImportedIgnore] = []
    /// The folders the import read, relative to the spec's folder: `storyboardPaths:`, so
    /// `lint` checks against what `lint --storyboards <those folders>` checks against.
    public var storyboardPaths: [String] = []

    /// The spec's file name inside the output folder.
    public var fileName: String { storyboard + ".yml" }
}

/// One screen of an imported spec.
public struct ImportedScreen: Sendable, Equatable {
    /// The screen's name, its spec key: the class, or for a class in several scenes a name
    /// made from the storyboard (and Storyboard ID), see SpecBuilder+Names.swift.
    public var name: String
    /// The scene's class, written as `class:` when it is not the name.
    public var typeName: String
    /// The Storyboard ID, only when it differs from the screen's name.
    public var identifier: String?
    /// True for the initial scene when it has no usable Storyboard ID.
    public var initial: Bool
    /// True for a scene with no Storyboard ID that segues or relationships show.
    public var segueOnly = false
    /// macOS: a `windowController` scene.
    public var windowController = false
    /// Its identified segues that `segues:` can express, sorted by identifier.
    public var segues: [ImportedSegue] = []
    /// The scene's object ID in the storyboard, for saying which scene a withdrawn screen was.
    public var sceneID: String?
    /// Why the screen is named apart from another module's (SpecImporter+Members.swift).
    public var namedApart: String?

    /// `name` defaults to `typeName`, as for a class in one scene.
    public init(name: String? = nil, typeName: String, identifier: String?, initial: Bool, windowController: Bool = false, segues: [ImportedSegue] = []) {
        self.name = name ?? typeName
        self.typeName = typeName
        self.identifier = identifier
        self.initial = initial
        self.windowController = windowController
        self.segues = segues
    }

    /// The scene's Storyboard ID, written or not (the name, when not written); nil for an
    /// initial scene without one.
    public var sceneIdentifier: String? { identifier ?? (initial || segueOnly ? nil : name) }

    /// Whether the import named the screen apart from its class (a class in several scenes).
    public var isRenamed: Bool { name != typeName }
}

extension ImportedSpec {
    /// `screen 'MainWebViewController' is class 'WebViewController' (Storyboard ID 'Web') of
    /// Main.storyboard`, for each screen named apart from its class, sorted by name.
    public var renamedScreens: [String] {
        screens.filter(\.isRenamed).map { screen in
            let scene = screen.sceneIdentifier.map { "Storyboard ID '\($0.shownInMessage)'" }
                ?? (screen.segueOnly ? "the scenes without a Storyboard ID that segues show" : "the initial scene")
            let why = screen.namedApart ?? (platform.uiFramework.isPlainSceneClass(screen.typeName)
                ? "the scene has no custom class, so the screen is named after its Storyboard ID" : "the class is in several scenes")
            return "screen '\(screen.name)' is class '\(screen.typeName)' (\(scene)) of \(storyboard).storyboard: \(why)"
        }
    }
}

/// One segue of an imported screen: `identifier: Destination`, or embedded.
public struct ImportedSegue: Sendable, Equatable {
    public var identifier: String
    public var destination: String
    /// The segue shows a navigation controller whose root is the destination.
    public var embedded: Bool
}

/// An identified segue of an imported screen that the import left out.
public struct SkippedSegue: Sendable, Equatable {
    public var identifier: String
    public var screen: String
    public var reason: String

    /// `segue 'After Delay' of 'ListViewController': …`
    public var description: String {
        "segue '\(identifier.shownInMessage)' of '\(screen.shownInMessage)': \(reason)"
    }
}

/// A scene (or storyboard reference) the import left out.
public struct SkippedScene: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case reference(storyboard: String?)
        case noCustomClass(elementKind: String)
        /// macOS: the `application` scene, which holds the main menu, not a controller.
        case notAController(elementKind: String)
        case objectiveCClass(name: String)
        case otherModule(name: String, module: String, specModule: String)
        case invalidClassName(name: String, reason: String)
        /// `segueOnlyAllowed`: the platform has segue-only screens, so nothing shows the scene.
        case noIdentifier(segueOnlyAllowed: Bool)
        case unusableIdentifier(identifier: String, reason: String)
        case sharedIdentifier(identifier: String, count: Int)
        case classAlreadyImported(name: String, storyboard: String, sceneID: String)
        case memberCollision(name: String, member: String, other: String?)
        /// A class in several scenes whose screen name (`screen`) is not an identifier.
        case unnamable(name: String, screen: String, reason: String)
        /// Declared, the screen `name` would not lint: `message` says why (SpecImporter+Settle.swift).
        case wouldNotLint(name: String, message: String)
    }

    public var id: String
    public var storyboardIdentifier: String?
    public var title: String?
    public var reason: Reason
    /// The scene's custom class, and its line in the storyboard: what the import's summary
    /// names (the spec's header does not, so a storyboard edit does not move its lines).
    public var className: String?
    public var line: Int?

    /// `scene 'w6o-YQ-YLg' (Storyboard ID 'Accept-ToS', 'CGU'): no custom class`
    public var description: String {
        let details = [storyboardIdentifier.map { "Storyboard ID '\($0.shownInMessage)'" }, title.map { "'\($0.shownInMessage)'" }].compactMap { $0 }
        let what = (reason.isReference ? "reference '" : "scene '") + id.shownInMessage + "'"
        return what + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))") + ": " + reason.text
    }

    /// `Main.storyboard:48: class 'LegacyViewController', scene 'w6o-YQ-YLg' (…): …`, for the summary.
    public func summary(file: String) -> String {
        let place = line.map { "\(file):\($0)" } ?? file
        // The class, unless the reason names it already.
        let named = className.map { "class '\($0.shownInMessage)'" }.flatMap { reason.text.contains($0) ? nil : $0 + ", " } ?? ""
        return "\(place): " + named + description
    }
}

extension SkippedScene.Reason {
    public var isReference: Bool {
        if case .reference = self { return true }
        return false
    }

    /// Why the scene is not in the spec, and what would bring it in.
    public var text: String {
        switch self {
        case let .reference(storyboard):
            return "a reference to " + (storyboard.map { "storyboard '\($0.shownInMessage)'" } ?? "a scene") + ", not a scene; the spec of the storyboard it leads to declares that scene"
        case let .notAController(kind):
            return "the \(kind) scene (the main menu), not a view or window controller"
        case let .noCustomClass(kind):
            return "no custom class (a plain \(kind)); set its Class to import it"
        case let .objectiveCClass(name):
            return "class '\(name.shownInMessage)' has no module (an Objective-C class); screens are Swift classes of the app's module"
        case let .otherModule(name, module, specModule):
            return "class '\(name.shownInMessage)' is in module '\(module.shownInMessage)', not '\(specModule.shownInMessage)'"
        case let .invalidClassName(name, reason):
            return "class '\(name.shownInMessage)' is not a Swift type name: \(reason)"
        case let .noIdentifier(segueOnlyAllowed):
            guard segueOnlyAllowed else {
                return "no Storyboard ID and not the initial scene, so it cannot be instantiated on its own; give it a Storyboard ID"
            }
            return "no Storyboard ID, not the initial scene, and no segue or relationship shows it; give it a Storyboard ID"
        case let .unusableIdentifier(identifier, reason):
            return "Storyboard ID '\(identifier.shownInMessage)' is not usable: \(reason)"
        case let .sharedIdentifier(identifier, count):
            return "Storyboard ID '\(identifier.shownInMessage)' is on \(count) scenes of this storyboard; give each a unique ID"
        case let .classAlreadyImported(name, storyboard, sceneID):
            return "class '\(name.shownInMessage)' is already imported from scene '\(sceneID.shownInMessage)' of storyboard '\(storyboard.shownInMessage)'; a screen is declared once"
        case let .unnamable(name, screen, reason):
            return "class '\(name.shownInMessage)' is in several scenes, and this one's screen name '\(screen.shownInMessage)' is not a Swift name: \(reason); rename the storyboard or the Storyboard ID"
        case let .wouldNotLint(name, message):
            return "screen '\(name.shownInMessage)' would not lint: \(message.shownOnOneLine)"
        case let .memberCollision(name, member, other):
            let with = other.map { "'\($0.shownInMessage)' also needs it" } ?? "the generated helpers already use it"
            return "class '\(name.shownInMessage)' would need the member '\(member)', and \(with)"
        }
    }
}

/// A storyboard the import left out entirely.
public struct SkippedStoryboard: Sendable, Equatable {
    public var file: String
    public var reason: String
}

/// A warning an imported spec hides, under `ignore:`, because the spec cannot express what it
/// is about; `why` is written above the entry.
public struct ImportedIgnore: Sendable, Hashable {
    public var code: String
    public var storyboard: String?
    public var screen: String?
    public var why: String
}
