/// A storyboard turned into the files of its `.storyboardc` folder.
///
/// Nib names follow Xcode's `<UIKitClass>-<objectID>` pattern. Like Xcode, the identifier map
/// lists every scene under its nib name and, when it has one, under its Storyboard ID; the
/// entry point is the initial scene's nib name, which is also one of the map's keys. A scene's
/// segues are archived into its nib as templates naming their destination by its key in that
/// map; a storyboard reference a segue may lead to is a nib of its own that opens its scene.
struct CompiledStoryboard: Equatable {
    var name: String
    var info: InfoFile
    var nibs: [String: NibFile]

    init(_ document: StoryboardDocument, module: String) throws {
        var nibNamesByID: [String: String] = [:]
        var identifiers: [String: String] = [:]
        var nibs: [String: NibFile] = [:]
        // The application scene of a macOS storyboard holds the main menu, not a controller.
        let scenes = document.scenes.filter { !(document.isAppKit && $0.element == "application") }
        for scene in scenes {
            guard let baseClass = document.isAppKit ? Self.appKitClass(of: scene.element) : Self.uikitClass(of: scene.element) else {
                throw CompileError.unsupportedScene(path: document.path, line: scene.line, element: scene.element)
            }
            guard nibNamesByID[scene.id] == nil else {
                throw CompileError.duplicateObjectID(path: document.path, line: scene.line, id: scene.id)
            }
            let nibName = "\(baseClass)-\(scene.id)"
            nibNamesByID[scene.id] = nibName
            identifiers[nibName] = nibName
            if let identifier = scene.storyboardIdentifier {
                guard identifiers[identifier] == nil else {
                    throw CompileError.duplicateStoryboardIdentifier(path: document.path, line: scene.line, identifier: identifier)
                }
                identifiers[identifier] = nibName
            }
            nibs[nibName] = NibFile(
                objectID: scene.id,
                baseClass: baseClass,
                customClass: scene.customClass,
                customModule: scene.customClass == nil ? nil : Self.module(of: scene, target: module),
                rootViewController: nil,
                tableViewStyle: scene.tableViewStyle
            )
        }
        for reference in document.references {
            guard nibNamesByID[reference.id] == nil else {
                throw CompileError.duplicateObjectID(path: document.path, line: reference.line, id: reference.id)
            }
            // A reference compiles to a scene of its own that opens the referenced one.
            let nibName = "UIViewController-\(reference.id)"
            nibNamesByID[reference.id] = nibName
            identifiers[nibName] = nibName
            nibs[nibName] = NibFile(
                objectID: reference.id, baseClass: "UIViewController", referencedStoryboardName: reference.storyboardName,
                referencedIdentifier: reference.referencedIdentifier)
        }
        // Segue templates are UIKit's; the AppKit stand-in performs no segues.
        for scene in scenes where !document.isAppKit && !scene.segues.isEmpty {
            let templates = try scene.segues.map { segue in
                guard let destination = nibNamesByID[segue.destination] else {
                    throw CompileError.unknownSegueDestination(path: document.path, line: segue.line, id: segue.destination)
                }
                return SegueTemplateFile(templateClass: SegueTemplateFile.templateClass(ofKind: segue.kind), identifier: segue.identifier, destination: destination)
            }
            nibs[nibNamesByID[scene.id] ?? ""]?.segueTemplates = templates
        }
        for scene in scenes {
            if let contentID = scene.contentViewControllerID, let nibName = nibNamesByID[scene.id] {
                guard let contentNib = nibNamesByID[contentID] else {
                    throw CompileError.unknownRootViewController(path: document.path, line: scene.line, id: contentID)
                }
                nibs[nibName]?.contentViewController = contentNib
            }
            guard let rootID = scene.rootViewControllerID else {
                continue
            }
            guard let rootNib = nibNamesByID[rootID], let nibName = nibNamesByID[scene.id] else {
                throw CompileError.unknownRootViewController(path: document.path, line: scene.line, id: rootID)
            }
            nibs[nibName]?.rootViewController = rootNib
        }
        var entryPoint: String?
        if let initialID = document.initialViewController {
            guard let nibName = nibNamesByID[initialID] else {
                throw CompileError.unknownInitialViewController(path: document.path, line: document.documentLine, id: initialID)
            }
            entryPoint = nibName
        }
        name = document.name
        info = InfoFile(identifiersToNibNames: identifiers, designatedEntryPoint: entryPoint, isAppKit: document.isAppKit)
        self.nibs = nibs
    }

    /// Xcode writes `customModuleProvider="target"` when the class follows the target the
    /// storyboard belongs to, overriding any `customModule` saved with it; an explicit
    /// `customModule` alone names the module; neither leaves the class name unqualified.
    static func module(of scene: SceneElement, target: String) -> String? {
        if scene.customModuleProvider == "target" {
            return target
        }
        return scene.customModule
    }

    /// The AppKit class each macOS scene element stands for.
    static func appKitClass(of element: String) -> String? {
        switch element {
        case "viewController": "NSViewController"
        case "windowController": "NSWindowController"
        case "tabViewController": "NSTabViewController"
        case "splitViewController": "NSSplitViewController"
        case "pagecontroller": "NSPageController"
        default: nil
        }
    }

    /// The UIKit class each scene element stands for.
    static func uikitClass(of element: String) -> String? {
        switch element {
        case "viewController": "UIViewController"
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "splitViewController": "UISplitViewController"
        case "pageViewController": "UIPageViewController"
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        default: nil
        }
    }
}
