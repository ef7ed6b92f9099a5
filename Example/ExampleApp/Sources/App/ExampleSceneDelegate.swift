import Foundation
import UIKit

/// Opens deep links in a UIKit scene with tabs, each on its whole back stack: `route.tab`
/// (from the specs' `tab:`) selects the tab, and `route.stack` (from `parent:`) is shown
/// above the tab's root. Links of the app's scheme (`exampleapp://topics/swift`) and universal
/// links (`https://example.com/topics/swift`), at launch (cold start) and while the scene runs
/// (warm start).
final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The tabs links are shown in: Topics and Credits, each in a navigation controller; made
    /// at connection when the app has none yet.
    var tabBarController: UITabBarController?

    /// Cold start: the links the scene is launched with. The last one that names a route is shown.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let tabBarController = self.tabBarController ?? Self.makeTabs()
        self.tabBarController = tabBarController
        if let route = ScreenRoute.routes(from: connectionOptions).last {
            tabBarController.screenGen.select(route, animated: false)
        }
    }

    /// Warm start: a link of the app's scheme.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            open(context.url)
        }
    }

    /// Warm start: a universal link, or a Handoff from the web site.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let tabBarController, let route = ScreenRoute(userActivity: userActivity) else { return }
        LinkCoordinator(navigator: ScreenRouteNavigator(viewController: tabBarController)).show(route)
    }

    /// Shows the back stack of the screen `url` names, in its tab, as `LinkCoordinator`
    /// decides; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let tabBarController else { return false }
        return LinkCoordinator(navigator: ScreenRouteNavigator(viewController: tabBarController)).open(url)
    }

    /// The app's tabs: the topics (the root `tab: TopicsViewController` names), then the credits.
    private static func makeTabs() -> UITabBarController {
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            UIViewController.screenGen.create.topicsViewController().screenGen.embedInNavigationController(),
            UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController(),
        ]
        return tabBarController
    }
}
