/// Storyboards stage: one `.storyboard` file, reduced to what the cross-check and
/// `screengen import` need — its scenes' classes and IDs, and which one is initial.
///
/// Plain `Sendable` values with no XML left in them, like the spec model.
public struct StoryboardDocument: Sendable, Hashable {
    /// The file as messages show it (relative to the current folder when inside it).
    public var file: String
    /// The file name without `.storyboard`: what `UIStoryboard(name:)` loads.
    public var name: String
    /// `Base` for `Base.lproj/Main.storyboard`, `fr` for `fr.lproj/…`; nil outside a `.lproj`.
    public var localization: String?
    /// The document's `targetRuntime`, e.g. `iOS.CocoaTouch` or `MacOSX.Cocoa`.
    public var targetRuntime: String?
    public var platform: StoryboardPlatform
    /// The `id` of the initial view controller (the arrow in Interface Builder), if any.
    public var initialViewController: String?
    /// Real scenes in document order; storyboard references are in ``references``.
    public var scenes: [StoryboardScene] {
        didSet { sceneIndex = Self.firstPositions(of: scenes.map(\.id)) }
    }
    public var references: [StoryboardReference] {
        didSet { referenceIndex = Self.firstPositions(of: references.map(\.id)) }
    }
    /// Where the first scene and reference of each object ID are: each segue looks up its
    /// destination, and a storyboard may have 100,000 segues and thousands of scenes.
    private var sceneIndex: [String: Int]
    private var referenceIndex: [String: Int]
    /// Where the `<document>` element starts.
    public var location: SourceLocation
    /// `launchScreen="YES"`: shown by the system before the app runs, never instantiated.
    public var isLaunchScreen = false

    public init(file: String, name: String, localization: String?, targetRuntime: String?, platform: StoryboardPlatform,
                initialViewController: String?, scenes: [StoryboardScene], references: [StoryboardReference], location: SourceLocation) {
        self.file = file
        self.name = name
        self.localization = localization
        self.targetRuntime = targetRuntime
        self.platform = platform
        self.initialViewController = initialViewController
        self.scenes = scenes
        self.references = references
        self.location = location
        sceneIndex = Self.firstPositions(of: scenes.map(\.id))
        referenceIndex = Self.firstPositions(of: references.map(\.id))
    }

    private static func firstPositions(of ids: [String]) -> [String: Int] {
        var positions = [String: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() where positions[id] == nil { positions[id] = position }
        return positions
    }

    /// The scene the initial-view-controller arrow points at; nil when there is no arrow or
    /// it points at a reference.
    public var initialScene: StoryboardScene? {
        guard let initialViewController else { return nil }
        return scenes.first { $0.id == initialViewController }
    }

    public func scenes(withIdentifier identifier: String) -> [StoryboardScene] {
        scenes.filter { $0.storyboardIdentifier == identifier }
    }
}

/// The controller at the top of one scene: a view, navigation, tab bar, split or hosting
/// controller, and how Interface Builder names its class.
public struct StoryboardScene: Sendable, Hashable {
    /// The XML element: `viewController`, `navigationController`, `hostingController`, …
    public var elementKind: String
    /// Interface Builder's object ID, e.g. `sCq-1b-U1T`.
    public var id: String
    /// The Storyboard ID, used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    public var customClass: String?
    public var customModule: String?
    /// `target` when "Inherit Module From Target" is ticked.
    public var customModuleProvider: String?
    /// The scene's title or label, to help people recognise it in messages.
    public var title: String?
    /// Where the controller's element starts.
    public var location: SourceLocation
    /// The segues from this scene (from the controller or any of its controls), in document
    /// order; relationship segues are not among them.
    public var segues: [StoryboardSegue] = []
    /// For a navigation controller: the `id` its `rootViewController` relationship points at.
    public var rootViewController: String?
    /// The `id`s every relationship segue of a container points at (a navigation controller's
    /// root, a tab bar controller's tabs, a split view's columns), in document order.
    public var relationships: [String] = []
    /// The outlets the controller connects and the actions its controls send it, in document order.
    public var connections: [InterfaceConnection] = []

    public init(elementKind: String, id: String, storyboardIdentifier: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, title: String? = nil, location: SourceLocation) {
        self.elementKind = elementKind
        self.id = id
        self.storyboardIdentifier = storyboardIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.title = title
        self.location = location
    }

    /// Whether the class is looked up in the module of the target that builds the
    /// storyboard, whatever `customModule` says.
    public var inheritsModuleFromTarget: Bool { customModuleProvider == "target" }
}

/// A storyboard reference (`viewControllerPlaceholder`): it stands for a scene of another
/// storyboard and is not a scene of its own.
public struct StoryboardReference: Sendable, Hashable {
    public var elementKind: String
    public var id: String
    public var storyboardIdentifier: String?
    /// The storyboard it opens; nil for one in the same storyboard.
    public var storyboardName: String?
    public var referencedIdentifier: String?
    public var location: SourceLocation

    public init(elementKind: String, id: String, storyboardIdentifier: String?, storyboardName: String?,
                referencedIdentifier: String?, location: SourceLocation) {
        self.elementKind = elementKind
        self.id = id
        self.storyboardIdentifier = storyboardIdentifier
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.location = location
    }
}

/// A segue of a scene: `<segue destination="…" kind="show" identifier="…" id="…"/>`.
public struct StoryboardSegue: Sendable, Hashable {
    public var id: String
    /// The identifier `performSegue(withIdentifier:sender:)` takes; nil when none is set.
    public var identifier: String?
    /// `show`, `presentation`, `embed`, `unwind`, `custom`, …
    public var kind: String
    /// The `id` of a scene or storyboard reference of the same file (an exit for `unwind`).
    public var destination: String
    public var location: SourceLocation

    public init(id: String, identifier: String?, kind: String, destination: String, location: SourceLocation) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.location = location
    }
}

extension StoryboardDocument {
    /// The scene or storyboard reference with this object ID.
    public func element(withID id: String) -> (scene: StoryboardScene?, reference: StoryboardReference?) {
        if let position = sceneIndex[id] { return (scenes[position], nil) }
        return (nil, referenceIndex[id].map { references[$0] })
    }
}
