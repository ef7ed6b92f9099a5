/// A controller that manages a view.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nsviewcontroller:
/// `init(nibName:bundle:)` and `init?(coder:)` are the designated initializers, `init()`
/// forwards to `init(nibName: nil, bundle: nil)`. A controller with a nib name loads its view
/// from that nib on first use, as `loadView()` does, and traps where AppKit raises. Presentation as a sheet or a modal window
/// puts the presented controller's view in a window of its own, as AppKit does, so tests
/// can tell the two apart by that window's `sheetParent`.
@MainActor
open class NSViewController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/nibname
    open private(set) var nibName: NSNib.Name?

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/nibbundle
    open private(set) var nibBundle: Bundle?

    /// The storyboard this controller was instantiated from, or nil when built in code.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/storyboard
    open private(set) var storyboard: NSStoryboard?

    private var loadedView: NSView?

    /// The outlets the Objective-C runtime finds on it (``InterfaceBuilderMembers``): its
    /// `view` (https://developer.apple.com/documentation/appkit/nsviewcontroller/view).
    nonisolated open class var interfaceBuilderOutlets: [String] { ["view"] }

    /// Its action methods (``InterfaceBuilderMembers``): none that a storyboard connects here.
    nonisolated open class var interfaceBuilderActions: [String] { [] }

    /// Created on first use, as `loadView()` does: from the nib named by `init(nibName:bundle:)`,
    /// else a plain view.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/view
    open var view: NSView {
        get {
            if let loadedView { return loadedView }
            guard let nibName else {
                let view = NSView()
                loadedView = view
                return view
            }
            let bundle = nibBundle ?? Bundle.main
            guard let nib = NSNib(nibNamed: nibName, bundle: bundle) else {
                fatalError("-[NSNib _initWithNibNamed:bundle:options:] could not load the nibName: \(nibName) in bundle \(bundle.bundlePath).")
            }
            // Sets `view` through the File's Owner's outlet.
            _ = nib.instantiate(withOwner: self, topLevelObjects: nil)
            guard let loadedView else {
                fatalError("-[NSViewController loadView] loaded the \"\(nibName)\" nib but no view was set.")
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentedviewcontrollers
    open private(set) var presentedViewControllers: [NSViewController]?

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentingviewcontroller
    open private(set) weak var presentingViewController: NSViewController?

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Called by `NSStoryboard` with the scene's coder.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        storyboard = (coder as? StoryboardSceneCoder)?.storyboard
        super.init(coder: coder)
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Shows `viewController` in a sheet attached to this controller's window.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentassheet(_:)
    open func presentAsSheet(_ viewController: NSViewController) {
        present(viewController).attachAsSheet(to: view.window)
    }

    /// Shows `viewController` as the content of a modal window.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentasmodalwindow(_:)
    open func presentAsModalWindow(_ viewController: NSViewController) {
        present(viewController).makeKeyAndOrderFront(nil)
    }

    /// Dismisses a controller this one presented.
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/dismiss(_:)-91my5
    open func dismiss(_ viewController: NSViewController) {
        presentedViewControllers?.removeAll { $0 === viewController }
        if presentedViewControllers?.isEmpty == true { presentedViewControllers = nil }
        viewController.presentingViewController = nil
        viewController.view.window?.close()
    }

    private func present(_ viewController: NSViewController) -> NSWindow {
        if let presenting = viewController.presentingViewController {
            // AppKit raises NSInternalInconsistencyException here.
            fatalError("\(viewController) is already presented by \(presenting)")
        }
        presentedViewControllers = (presentedViewControllers ?? []) + [viewController]
        viewController.presentingViewController = self
        return NSWindow(contentViewController: viewController)
    }
}
