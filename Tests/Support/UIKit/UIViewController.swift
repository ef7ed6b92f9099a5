/// An object that manages a screen of content.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiviewcontroller:
/// `init(nibName:bundle:)` and `init?(coder:)` are the designated initializers, and
/// `UIViewController()` forwards to `init(nibName: nil, bundle: nil)` as `-init` does on iOS.
/// Containment (`parent`, `navigationController`) and modal presentation are modelled so that
/// tests can check where a screen ended up; there are no views and no animations.
@MainActor
open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
    open private(set) var nibName: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle
    open private(set) var nibBundle: Bundle?

    /// The storyboard this view controller was instantiated from, or `nil` when built in code.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/storyboard
    open private(set) var storyboard: UIStoryboard?

    /// Set by the container that adds this view controller as a child.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open internal(set) weak var parent: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The view a nib connected to this controller's `view` outlet (see `UINib`).
    var nibView: UIView?

    /// Whether `loadViewIfNeeded()` has loaded the view.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { nibView != nil }

    /// Loads the view from the nib named by `init(nibName:bundle:)`, as `loadView()` does on
    /// iOS; a controller without a nib gets a plain view.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard nibView == nil else { return }
        if let nibName {
            _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
        } else {
            nibView = UIView()
        }
    }

    /// The view controller this one presents itself; the public property also looks at ancestors.
    private var ownPresentedViewController: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open private(set) weak var presentingViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Called by `UIStoryboard` with the scene's coder, as on iOS.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        // UIKit sets `storyboard` while decoding, so it is already there after `super.init(coder:)`.
        storyboard = (coder as? StoryboardSceneCoder)?.storyboard
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nearest ancestor that is a navigation controller.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigationController = current as? UINavigationController {
                return navigationController
            }
            ancestor = current.parent
        }
        return nil
    }

    /// The view controller presented by this one or by one of its ancestors.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presented = current.ownPresentedViewController {
                return presented
            }
            candidate = current.parent
        }
        return nil
    }

    /// The root of this view controller's containment tree. UIKit presents full-screen styles
    /// from there, so a child of a navigation controller is presented by the navigation controller.
    private var presentationContext: UIViewController {
        var root = self
        while let parent = root.parent {
            root = parent
        }
        return root
    }

    /// Presents modally; the completion handler runs at once because nothing is animated.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        if let presenting = viewControllerToPresent.presentingViewController {
            // UIKit raises NSInvalidArgumentException here.
            fatalError(
                "Application tried to present modally a view controller \(viewControllerToPresent) "
                    + "that is already being presented by \(presenting)."
            )
        }
        let context = presentationContext
        if let presented = context.ownPresentedViewController {
            // UIKit only logs this and drops the request, completion handler included.
            Console.write("Attempt to present \(viewControllerToPresent) on \(self) which is already presenting \(presented)")
            return
        }
        context.ownPresentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = context
        completion?()
    }

    /// Dismisses what this view controller presented or, when it presents nothing, asks its
    /// presenter to dismiss it. Everything presented above the dismissed one goes too.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        if let presented = context.ownPresentedViewController {
            context.ownPresentedViewController = nil
            presented.tearDownPresentationChain()
            completion?()
        } else if let presenting = context.presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
        }
    }

    /// Clears the links of a dismissed view controller and of everything it presented.
    private func tearDownPresentationChain() {
        presentingViewController = nil
        let context = presentationContext
        if let presented = context.ownPresentedViewController {
            context.ownPresentedViewController = nil
            presented.tearDownPresentationChain()
        }
    }
}
