/// A compiled storyboard that instantiates its view and window controllers.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nsstoryboard: a plain
/// `class NSStoryboard` (not main-actor isolated, unlike `UIStoryboard`) whose `Name` and
/// `SceneIdentifier` are typealiases of `String`; `instantiateController(withIdentifier:)`
/// returns `Any`, and the creator variants (macOS 10.15) are generic over
/// `NSViewController` and `NSWindowController` subclasses. It reads the `<Name>.storyboardc`
/// folder Xcode puts in a bundle (see `StoryboardInfo`, `StoryboardScene`). What raises an
/// exception on macOS traps here with the same message.
open class NSStoryboard: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsstoryboard/name
    public typealias Name = String
    /// https://developer.apple.com/documentation/appkit/nsstoryboard/sceneidentifier
    public typealias SceneIdentifier = String

    private let bundle: Bundle
    private let location: URL
    private let info: StoryboardInfo

    private init(bundle: Bundle, location: URL, info: StoryboardInfo) {
        self.bundle = bundle
        self.location = location
        self.info = info
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/init(name:bundle:)
    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        guard let location = bundle.url(forResource: name, withExtension: "storyboardc") else {
            fatalError("Storyboard named '\(name)' not found in bundle \(bundle.bundlePath)")
        }
        let infoURL = location.appendingPathComponent("Info.plist")
        let info: StoryboardInfo
        do {
            info = try PropertyListDecoder().decode(StoryboardInfo.self, from: Data(contentsOf: infoURL))
        } catch {
            fatalError("Could not read \(infoURL.path) of storyboard '\(name)': \(error)")
        }
        self.init(bundle: bundle, location: location, info: info)
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiateinitialcontroller()
    open func instantiateInitialController() -> Any? {
        initialNibName.map { instantiateScene(nibName: $0, creator: nil) }
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiatecontroller(withidentifier:)
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        instantiateScene(nibName: nibName(forIdentifier: identifier), creator: nil)
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiateinitialcontroller(creator:)-pi04
    public func instantiateInitialController<Controller: NSViewController>(creator block: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        initialNibName.map { expect(Controller.self, instantiateScene(nibName: $0, creator: block.map(Self.erase)), for: "initial controller") }
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiateinitialcontroller(creator:)-529r1
    public func instantiateInitialController<Controller: NSWindowController>(creator block: ((NSCoder) -> Controller?)? = nil) -> Controller? {
        initialNibName.map { expect(Controller.self, instantiateScene(nibName: $0, creator: block.map(Self.erase)), for: "initial controller") }
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiatecontroller(identifier:creator:)-7ddcf
    public func instantiateController<Controller: NSViewController>(
        identifier: NSStoryboard.SceneIdentifier, creator block: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        let controller = instantiateScene(nibName: nibName(forIdentifier: identifier), creator: block.map(Self.erase))
        return expect(Controller.self, controller, for: "identifier '\(identifier)'")
    }

    /// https://developer.apple.com/documentation/appkit/nsstoryboard/instantiatecontroller(identifier:creator:)-50rw3
    public func instantiateController<Controller: NSWindowController>(
        identifier: NSStoryboard.SceneIdentifier, creator block: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        let controller = instantiateScene(nibName: nibName(forIdentifier: identifier), creator: block.map(Self.erase))
        return expect(Controller.self, controller, for: "identifier '\(identifier)'")
    }

    private static func erase<Controller: NSResponder>(_ block: @escaping (NSCoder) -> Controller?) -> (NSCoder) -> NSResponder? {
        { block($0) }
    }

    /// Creates a scene: through `creator` when it returns a controller, otherwise through
    /// `init?(coder:)` of the scene's class. AppKit calls both on the main thread, where
    /// every caller of a storyboard is, so that is asserted rather than hopped to.
    func instantiateScene(nibName: String, creator: ((NSCoder) -> NSResponder?)?) -> NSResponder {
        let scene = loadScene(nibName: nibName)
        let sceneClass = resolveClass(of: scene)
        nonisolated(unsafe) let coder = StoryboardSceneCoder(scene: scene, storyboard: self)
        nonisolated(unsafe) let creator = creator
        let objectID = scene.objectID
        let path = location.path
        return MainActor.assumeIsolated {
            if let created = creator?(coder) {
                guard created.isKind(of: sceneClass) else {
                    fatalError("Custom instantiated \(created) must be a kind of class \(sceneClass)")
                }
                return created
            }
            guard let controller = sceneClass.init(coder: coder) else {
                fatalError("init(coder:) of \(sceneClass) returned nil for scene \(objectID) in \(path)")
            }
            return controller
        }
    }

    private var initialNibName: String? {
        info.designatedEntryPoint.map { info.identifiersToNibNames[$0] ?? $0 }
    }

    private func nibName(forIdentifier identifier: String) -> String {
        guard let nibName = info.identifiersToNibNames[identifier] else {
            fatalError("Storyboard (\(debugName)) doesn't contain a controller with identifier '\(identifier)'")
        }
        return nibName
    }

    private func loadScene(nibName: String) -> StoryboardScene {
        let nibURL = location.appendingPathComponent("\(nibName).nib")
        guard let data = try? Data(contentsOf: nibURL) else {
            fatalError("Could not load nib '\(nibName)' of storyboard \(location.path)")
        }
        do {
            return try PropertyListDecoder().decode(StoryboardScene.self, from: data)
        } catch {
            fatalError("Could not decode \(nibURL.path): \(error)")
        }
    }

    /// Custom classes are looked up at run time, as AppKit does; an unknown one is logged and
    /// replaced by the element's AppKit class.
    private func resolveClass(of scene: StoryboardScene) -> NSResponder.Type {
        let baseClass = Self.baseClass(named: scene.baseClass)
        guard let customClass = scene.customClass, let qualifiedName = scene.qualifiedCustomClass else {
            return baseClass
        }
        guard let resolved = NSClassFromString(qualifiedName) else {
            MainActor.assumeIsolated { Console.write("Unknown class '\(customClass)', using '\(scene.baseClass)' instead.") }
            return baseClass
        }
        guard let controllerClass = resolved as? NSResponder.Type else {
            fatalError("Class \(qualifiedName) of scene \(scene.objectID) is not a controller")
        }
        return controllerClass
    }

    private static func baseClass(named name: String) -> NSResponder.Type {
        switch name {
        case "NSViewController": NSViewController.self
        case "NSWindowController": NSWindowController.self
        case "NSTabViewController": NSTabViewController.self
        case "NSSplitViewController": NSSplitViewController.self
        default: fatalError("\(name) scenes are not supported by this AppKit stand-in")
        }
    }

    private func expect<Controller: NSResponder>(_ type: Controller.Type, _ controller: NSResponder, for scene: String) -> Controller {
        guard let typed = controller as? Controller else {
            fatalError("Storyboard (\(debugName)) instantiated \(controller) for \(scene), which is not a \(Controller.self)")
        }
        return typed
    }

    /// How AppKit names a storyboard in its exception messages.
    private var debugName: String {
        "<NSStoryboard: \(Unmanaged.passUnretained(self).toOpaque())>"
    }
}
