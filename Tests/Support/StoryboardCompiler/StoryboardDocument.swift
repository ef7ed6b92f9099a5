/// What the compiler needs from one `.storyboard` file.
struct StoryboardDocument: Equatable {
    /// The file name without `.storyboard`, which is the name `UIStoryboard(name:bundle:)` takes.
    var name: String
    var path: String
    /// The `id` of the scene marked "Is Initial View Controller", with the line of `<document>`.
    var initialViewController: String?
    var documentLine: Int
    var scenes: [SceneElement]
    /// Storyboard references (`<viewControllerPlaceholder>`), which segues may lead to.
    var references: [ReferenceElement] = []
    /// A macOS storyboard (`….Cocoa.Storyboard.XIB`): AppKit classes and Info.plist keys.
    var isAppKit = false
}

/// A scene's top-level view controller element, e.g. `<tableViewController id="…" customClass="…">`.
struct SceneElement: Equatable {
    /// The element name: `viewController`, `tableViewController`, `navigationController`, …
    var element: String
    var id: String
    var storyboardIdentifier: String?
    var customClass: String?
    var customModule: String?
    /// `target` when the class follows whatever target the storyboard is compiled into.
    var customModuleProvider: String?
    /// The destination of a navigation controller's `rootViewController` relationship segue.
    var rootViewControllerID: String?
    /// The destination of a macOS window controller's `window.shadowedContentViewController` segue.
    var contentViewControllerID: String? = nil
    /// `style` of a table view controller's `<tableView key="view">`.
    var tableViewStyle: String?
    var line: Int
    /// Every `<segue>` inside the scene's element (from the controller or any of its controls),
    /// except relationships and unwind segues, in document order.
    var segues: [SegueElement] = []
}

/// A segue of a scene: `<segue destination="…" kind="show" identifier="…" id="…"/>`.
struct SegueElement: Equatable {
    var id: String
    var identifier: String?
    var kind: String
    /// The `id` of a scene or a storyboard reference of the same storyboard.
    var destination: String
    var line: Int
}

/// `<viewControllerPlaceholder storyboardName="…" referencedIdentifier="…" id="…">`.
struct ReferenceElement: Equatable {
    var id: String
    /// Nil for a reference to a scene of the same storyboard.
    var storyboardName: String?
    /// Nil for the referenced storyboard's initial view controller.
    var referencedIdentifier: String?
    var line: Int
}
