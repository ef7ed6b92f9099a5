/// A window; here its content, its controller, and whether it is a sheet.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nswindow. The designated
/// initializer (`init(contentRect:styleMask:backing:defer:)`) takes geometry the stand-in
/// has no use for, so only `init(contentViewController:)` is offered. AppKit keeps every
/// window on screen in its window list; the stand-in keeps them in `onScreen`.
@MainActor
open class NSWindow: NSResponder {
    /// Windows that are shown or attached as sheets, as the application's window list holds them.
    static var onScreen: [NSWindow] = []

    private var content: NSViewController?

    /// Setting it shows the controller's view in this window.
    /// https://developer.apple.com/documentation/appkit/nswindow/contentviewcontroller
    open var contentViewController: NSViewController? {
        get { content }
        set { setContent(newValue) }
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/windowcontroller
    open internal(set) weak var windowController: NSWindowController?

    /// The window this one is attached to as a sheet.
    /// https://developer.apple.com/documentation/appkit/nswindow/sheetparent
    open internal(set) weak var sheetParent: NSWindow?

    /// https://developer.apple.com/documentation/appkit/nswindow/isvisible
    open private(set) var isVisible = false

    /// A titled window showing `contentViewController`'s view.
    /// https://developer.apple.com/documentation/appkit/nswindow/init(contentviewcontroller:)
    public convenience init(contentViewController: NSViewController) {
        self.init()
        setContent(contentViewController)
    }

    override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func setContent(_ viewController: NSViewController?) {
        content?.view.window = nil
        content = viewController
        viewController?.view.window = self
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/close()
    open func close() {
        isVisible = false
        sheetParent = nil
        Self.onScreen.removeAll { $0 === self }
    }

    /// https://developer.apple.com/documentation/appkit/nswindow/makekeyandorderfront(_:)
    open func makeKeyAndOrderFront(_ sender: Any?) {
        isVisible = true
        if !Self.onScreen.contains(where: { $0 === self }) { Self.onScreen.append(self) }
    }

    /// Attaches this window to `parent` as a sheet, as `beginSheet(_:completionHandler:)` does.
    func attachAsSheet(to parent: NSWindow?) {
        sheetParent = parent
        makeKeyAndOrderFront(nil)
    }
}
