/// The container controllers storyboard scenes may be without a custom class (a plain tab bar
/// controller with a Storyboard ID is a screen of class `UITabBarController`), so generated
/// code that names them compiles and their scenes instantiate; their children are not modelled.

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
@MainActor
open class UICollectionViewController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor
open class UIPageViewController: UIViewController {}
