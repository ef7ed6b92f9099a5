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

    /// The outlets the Objective-C runtime finds on it (``InterfaceBuilderMembers``): its
    /// `view` (https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
    nonisolated open class var interfaceBuilderOutlets: [String] { ["view"] }

    /// Its action methods (``InterfaceBuilderMembers``): none that a storyboard connects.
    nonisolated open class var interfaceBuilderActions: [String] { [] }

    /// The scene's segues, decoded with it as UIKit does (see `UIViewController+Segues.swift`).
    /// Nonisolated, like the key-value coding that reads it.
    nonisolated let storyboardSegueTemplates: [UIStoryboardSegueTemplate]

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
        storyboardSegueTemplates = []
        super.init()
    }

    /// Called by `UIStoryboard` with the scene's coder, as on iOS.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        // UIKit sets `storyboard` while decoding, so it is already there after `super.init(coder:)`.
        storyboard = (coder as? StoryboardSceneCoder)?.storyboard
        storyboardSegueTemplates = (coder as? StoryboardSceneCoder)?.segueTemplates ?? []
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Instantiates the destination of the scene's segue with this identifier, calls
    /// `prepare(for:sender:)`, then performs the segue; stops, as UIKit raises, for an
    /// identifier the scene has no segue for.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Called before a segue triggered by a control; `performSegue` does not ask it.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        true
    }

    /// Pushes onto the navigation controller this one is in, or else presents modally.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// The nearest ancestor that is a navigation controller.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// The nearest ancestor that is a tab bar controller.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    /// The nearest ancestor of type `type`, through `parent`.
    private func nearestAncestor<Container>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let current = ancestor {
            if let container = current as? Container {
                return container
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
