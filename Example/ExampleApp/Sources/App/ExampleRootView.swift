import Foundation
import SwiftUI

/// The app's SwiftUI entry: the Topics tab, a navigation stack of routes on the tab's root
/// (`tab: TopicsViewController`). Pushing a `ScreenRoute` shows its screen (a UIKit screen
/// through its `Representable`, a SwiftUI screen as itself), and a link the app is opened with
/// (`onScreenRoute`: a URL or a universal link, cold or warm) replaces the path with the
/// route's back stack, which holds what is above the tab's root.
@available(iOS 16.0, tvOS 16.0, *)
struct ExampleRootView: View {
    /// The routes on the stack above the topics, bottom first.
    @State var path: [ScreenRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            TopicsViewController.Representable()
                .screenRouteDestinations()
        }
        .onScreenRoute { route in
            guard route.tab == .topicsViewController else { return }
            path = route.stack
        }
    }

    /// Pushes the screen of `route`.
    func show(_ route: ScreenRoute) {
        path.append(route)
    }

    /// Shows the back stack of the screen a deep link names; false for a link no route of the
    /// Topics tab matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let route = ScreenRoute(url: url), route.tab == .topicsViewController else { return false }
        path = route.stack
        return true
    }
}
