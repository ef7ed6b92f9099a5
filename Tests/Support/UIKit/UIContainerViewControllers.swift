/// The container controllers storyboard scenes may be without a custom class (a plain tab bar
/// controller with a Storyboard ID is a screen of class `UITabBarController`), so generated
/// code that names them compiles and their scenes instantiate. A tab bar controller's tabs
/// are modelled, for links that select a tab; the others' children are not.

/// A container that shows one of its children, chosen by a tab bar. Children get this
/// controller as `parent`, which is what makes their `tabBarController` point here.
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selected = 0

    /// Setting the tabs adopts the new children and releases the ones that left. As UIKit does,
    /// it reselects the view controller that was selected, else the one at the same index,
    /// else the first.
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
            child.parent = nil
        }
        for child in viewControllers ?? [] {
            child.parent = self
        }
        let previous = selectedViewController
        tabs = viewControllers
        if let previous, let index = viewControllers?.firstIndex(where: { $0 === previous }) {
            selected = index
        } else if selected >= (viewControllers?.count ?? 0) {
            selected = 0
        }
    }

    /// The index of the selected tab; setting an index out of range changes nothing.
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue) else { return }
            selected = newValue
        }
    }

    /// Setting a view controller that is not one of the tabs raises on iOS; so it stops here.
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let newValue else { return }
            guard let index = tabs?.firstIndex(where: { $0 === newValue }) else {
                fatalError("\(newValue) is not one of the tab bar controller's view controllers")
            }
            selected = index
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
@MainActor
open class UICollectionViewController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor
open class UIPageViewController: UIViewController {}
