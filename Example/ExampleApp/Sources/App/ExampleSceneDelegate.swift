import Foundation
import UIKit

/// Opens deep links in a UIKit scene: links of the app's scheme (`exampleapp://topics/swift`)
/// and universal links (`https://example.com/topics/swift`), each pushed by route.
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

    /// Pushes the screen `url` names; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let navigationController, let route = ScreenRoute(url: url) else { return false }
        navigationController.screenGen.push.route(route, animated: true)
        return true
    }
}
