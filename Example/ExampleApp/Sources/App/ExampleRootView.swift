import Foundation
import SwiftUI

/// The app's SwiftUI entry: a navigation stack of routes. Pushing a `ScreenRoute` shows its
/// screen (a UIKit screen through its `Representable`, a SwiftUI screen as itself), and a
/// link the app is opened with (`onScreenRoute`: a URL or a universal link, cold or warm)
/// replaces the path with the route's back stack.
@available(iOS 16.0, tvOS 16.0, *)
struct ExampleRootView: View {
    /// The routes on the stack, bottom first.
    @State var path: [ScreenRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .screenRouteDestinations()
        }
        .onScreenRoute { route in
            path = route.stack
        }
    }

    /// Pushes the screen of `route`.
    func show(_ route: ScreenRoute) {
        path.append(route)
    }

    /// Shows the back stack of the screen a deep link names; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let stack = ScreenRoute.stack(url: url) else { return false }
        path = stack
        return true
    }
}
