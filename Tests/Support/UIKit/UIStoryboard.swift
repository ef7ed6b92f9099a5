/// A compiled storyboard that instantiates its scenes.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uistoryboard. It reads the
/// `<Name>.storyboardc` folder that Xcode puts in a bundle (see `StoryboardInfo` and
/// `StoryboardScene`) and creates each scene's class through `init?(coder:)`. Failures that
/// raise `NSInvalidArgumentException` on iOS trap here with the same message.
@MainActor
open class UIStoryboard: NSObject {
    private let bundle: Bundle
    private let location: URL
    private let info: StoryboardInfo

    private init(bundle: Bundle, location: URL, info: StoryboardInfo) {
        self.bundle = bundle
        self.location = location
        self.info = info
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        guard let location = bundle.url(forResource: name, withExtension: "storyboardc") else {
            fatalError("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>")
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

    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller()
    open func instantiateInitialViewController() -> UIViewController? {
        initialNibName.map { instantiateScene(nibName: $0, creator: nil) }
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateScene(nibName: nibName(forIdentifier: identifier), creator: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller(creator:)
    @preconcurrency
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let nibName = initialNibName else {
            return nil
        }
        return expect(ViewController.self, instantiateScene(nibName: nibName, creator: block), for: "initial scene")
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(identifier:creator:)
    @preconcurrency
    @available(iOS 13.0, tvOS 13.0, *)
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let viewController = instantiateScene(nibName: nibName(forIdentifier: identifier), creator: block)
        return expect(ViewController.self, viewController, for: "identifier '\(identifier)'")
    }

    /// Creates a scene: through `creator` when it returns a view controller, otherwise through
    /// `init?(coder:)` of the scene's class.
    func instantiateScene(nibName: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let scene = loadScene(nibName: nibName)
        if scene.isReference {
            return instantiateReferencedScene(scene)
        }
        let sceneClass = resolveClass(of: scene)
        let coder = StoryboardSceneCoder(scene: scene, storyboard: self)
        if let created = creator?(coder) {
            guard created.isKind(of: sceneClass) else {
                fatalError("Custom instantiated \(created) must be a kind of class \(sceneClass)")
            }
            return created
        }
        guard let viewController = sceneClass.init(coder: coder) else {
            fatalError("init(coder:) of \(sceneClass) returned nil for scene \(scene.objectID) in \(location.path)")
        }
        return viewController
    }

    /// A storyboard reference opens its storyboard (this one when it names none) from the same
    /// bundle, as UIKit does, and instantiates the scene it names or the initial one.
    private func instantiateReferencedScene(_ reference: StoryboardScene) -> UIViewController {
        let storyboard = reference.referencedStoryboardName.map { UIStoryboard(name: $0, bundle: bundle) } ?? self
        if let identifier = reference.referencedIdentifier {
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        guard let initial = storyboard.instantiateInitialViewController() else {
            fatalError("Storyboard (\(storyboard.debugName)) has no initial view controller for the reference \(reference.objectID)")
        }
        return initial
    }

    /// Both readings of the entry point work: Xcode's identifier key and a bare nib name.
    private var initialNibName: String? {
        info.designatedEntryPoint.map { info.identifiersToNibNames[$0] ?? $0 }
    }

    private func nibName(forIdentifier identifier: String) -> String {
        guard let nibName = info.identifiersToNibNames[identifier] else {
            fatalError("Storyboard (\(debugName)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return nibName
    }

    private func loadScene(nibName: String) -> StoryboardScene {
        let nibURL = location.appendingPathComponent("\(nibName).nib")
        guard let data = try? Data(contentsOf: nibURL) else {
            fatalError("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)>' with name '\(nibName)'")
        }
        do {
            return try PropertyListDecoder().decode(StoryboardScene.self, from: data)
        } catch {
            fatalError("Could not decode \(nibURL.path): \(error)")
        }
    }

    /// Custom classes are looked up at run time, as UIKit does; an unknown one is logged and
    /// replaced by the element's UIKit class.
    private func resolveClass(of scene: StoryboardScene) -> UIViewController.Type {
        let baseClass = Self.baseClass(named: scene.baseClass)
        guard let customClass = scene.customClass, let qualifiedName = scene.qualifiedCustomClass else {
            return baseClass
        }
        guard let resolved = NSClassFromString(qualifiedName) else {
            Console.write("Unknown class \(customClass) in Interface Builder file.")
            return baseClass
        }
        guard let viewControllerClass = resolved as? UIViewController.Type else {
            fatalError("Class \(qualifiedName) of scene \(scene.objectID) is not a UIViewController")
        }
        return viewControllerClass
    }

    private static func baseClass(named name: String) -> UIViewController.Type {
        switch name {
        case "UIViewController": UIViewController.self
        case "UITableViewController": UITableViewController.self
        case "UINavigationController": UINavigationController.self
        case "UITabBarController": UITabBarController.self
        case "UICollectionViewController": UICollectionViewController.self
        case "UISplitViewController": UISplitViewController.self
        case "UIPageViewController": UIPageViewController.self
        default: fatalError("\(name) scenes are not supported by this UIKit stand-in")
        }
    }

    private func expect<ViewController: UIViewController>(
        _ type: ViewController.Type,
        _ viewController: UIViewController,
        for scene: String
    ) -> ViewController {
        guard let typed = viewController as? ViewController else {
            fatalError("Storyboard (\(debugName)) instantiated \(viewController) for \(scene), which is not a \(ViewController.self)")
        }
        return typed
    }

    /// How UIKit names a storyboard in its exception messages.
    private var debugName: String {
        "<UIStoryboard: \(Unmanaged.passUnretained(self).toOpaque())>"
    }
}
