import Foundation
import UIKit

/// Opens deep links in a UIKit scene, each on its whole back stack (`route.stack`, from the
/// specs' `parent:`): links of the app's scheme (`exampleapp://topics/swift`) and universal
/// links (`https://example.com/topics/swift`), at launch (cold start) and while the scene
/// runs (warm start).
final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The navigation stack links are shown in; made at connection when the app has none yet.
    var navigationController: UINavigationController?

    /// Cold start: the links the scene is launched with. The last one that names a route is shown.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let navigationController = self.navigationController
            ?? UIViewController.screenGen.create.topicsViewController().screenGen.embedInNavigationController()
        self.navigationController = navigationController
        if let route = ScreenRoute.routes(from: connectionOptions).last {
            navigationController.screenGen.push.routeStack(route.stack, animated: false)
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
        guard let navigationController, let route = ScreenRoute(userActivity: userActivity) else { return }
        LinkCoordinator(navigator: ScreenRouteNavigator(viewController: navigationController)).show(route)
    }

    /// Shows the back stack of the screen `url` names, as `LinkCoordinator` decides; false for
    /// a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let navigationController else { return false }
        return LinkCoordinator(navigator: ScreenRouteNavigator(viewController: navigationController)).open(url)
    }
}
