/// What the compiler needs from one `.storyboard` file.
struct StoryboardDocument: Equatable {
    /// The file name without `.storyboard`, which is the name `UIStoryboard(name:bundle:)` takes.
    var name: String
    var path: String
    /// The `id` of the scene marked "Is Initial View Controller", with the line of `<document>`.
    var initialViewController: String?
    var documentLine: Int
    var scenes: [SceneElement]
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
}
