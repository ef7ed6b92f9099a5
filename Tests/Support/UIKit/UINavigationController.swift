/// A container that shows a stack of view controllers.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// (all four initializers are designated). Children get this controller as `parent`, which is
/// what makes their `navigationController` point here.
@MainActor
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    public let navigationBar: UINavigationBar

    private var stack: [UIViewController] = []

    /// Stand-in only, for this package's tests: the `animated` argument of each push and each
    /// `setViewControllers(_:animated:)`, in order, so a test can count the transitions a
    /// call made.
    package private(set) var standInTransitions: [Bool] = []

    /// Setting the stack adopts the new children and releases the ones that left.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { stack }
        set { replaceStack(with: newValue) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? {
        stack.last
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        replaceStack(with: [rootViewController])
    }

    /// The toolbar class is accepted for signature fidelity only: generated code never shows
    /// a toolbar, so none is created.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = Self.makeNavigationBar(of: navigationBarClass)
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a storyboard the root view controller comes from the scene's
    /// `rootViewController` relationship segue.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(coder: coder)
        if let sceneCoder = coder as? StoryboardSceneCoder,
            let root = sceneCoder.instantiateRootViewController()
        {
            replaceStack(with: [root])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // Both cases raise NSInvalidArgumentException on iOS.
        if viewController is UINavigationController {
            fatalError("Pushing a navigation controller is not supported")
        }
        if stack.contains(where: { $0 === viewController }) {
            fatalError("Pushing the same view controller instance more than once is not supported (\(viewController))")
        }
        replaceStack(with: stack + [viewController])
        standInTransitions.append(animated)
    }

    /// Replaces the stack in one transition; the animation, when `animated`, is that of a push
    /// when the new top was not on the stack, of a pop when it was.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers)
        standInTransitions.append(animated)
    }

    /// Pops every view controller above the root in one transition and returns them, or nil
    /// when none was above it.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [stack[0]])
        standInTransitions.append(animated)
        return popped
    }

    private func replaceStack(with newStack: [UIViewController]) {
        for child in stack where !newStack.contains(where: { $0 === child }) {
            child.parent = nil
        }
        for child in newStack where child.parent !== self {
            // A view controller has one parent: UIKit removes it from the previous container.
            if let previous = child.parent as? UINavigationController {
                previous.stack.removeAll { $0 === child }
            }
            child.parent = self
        }
        stack = newStack
    }

    private static func makeNavigationBar(of barClass: AnyClass?) -> UINavigationBar {
        guard let barClass else {
            return UINavigationBar(frame: .zero)
        }
        guard let navigationBarType = barClass as? UINavigationBar.Type else {
            fatalError("\(barClass) is not a subclass of UINavigationBar")
        }
        return navigationBarType.init(frame: .zero)
    }
}
