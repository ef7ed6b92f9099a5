/// A controller that manages a window.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nswindowcontroller:
/// `init(window:)` and `init?(coder:)` are the designated initializers. From a storyboard the
/// window's content comes from the scene's `window.shadowedContentViewController` segue.
@MainActor
open class NSWindowController: NSResponder {
    /// The outlets the Objective-C runtime finds on it (``InterfaceBuilderMembers``): its `window`.
    nonisolated open class var interfaceBuilderOutlets: [String] { ["window"] }

    /// Its action methods (``InterfaceBuilderMembers``): none that a nib connects here.
    nonisolated open class var interfaceBuilderActions: [String] { [] }

    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/window
    open var window: NSWindow? {
        didSet {
            oldValue?.windowController = nil
            window?.windowController = self
        }
    }

    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/storyboard
    open private(set) var storyboard: NSStoryboard?

    /// Tracks the window's content view controller.
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/contentviewcontroller
    open var contentViewController: NSViewController? {
        get { window?.contentViewController }
        set { window?.contentViewController = newValue }
    }

    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(window:)
    public init(window: NSWindow?) {
        self.window = window
        super.init()
        window?.windowController = self
    }

    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        let sceneCoder = coder as? StoryboardSceneCoder
        storyboard = sceneCoder?.storyboard
        super.init(coder: coder)
        let window = NSWindow()
        self.window = window
        window.windowController = self
        window.contentViewController = sceneCoder?.instantiateContentViewController()
    }

    /// Shows the window.
    /// https://developer.apple.com/documentation/appkit/nswindowcontroller/showwindow(_:)
    open func showWindow(_ sender: Any?) {
        window?.makeKeyAndOrderFront(sender)
    }
}
