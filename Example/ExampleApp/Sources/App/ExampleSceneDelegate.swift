import Foundation
import UIKit

/// Opens deep links in a UIKit scene: links of the app's scheme (`exampleapp://topics/swift`)
/// and universal links (`https://example.com/topics/swift`), each shown by route.
final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The navigation stack links are pushed onto.
    var navigationController: UINavigationController?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            open(context.url)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        open(url)
    }

    /// Shows the screen `url` names, as `LinkCoordinator` decides; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let navigationController else { return false }
        return LinkCoordinator(navigator: ScreenRouteNavigator(viewController: navigationController)).open(url)
    }
}
