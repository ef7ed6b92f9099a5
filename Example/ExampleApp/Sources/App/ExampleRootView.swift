import Foundation
import SwiftUI

/// The app's SwiftUI entry: a navigation stack of routes. Pushing a `ScreenRoute` shows its
/// screen (a UIKit screen through its `Representable`, a SwiftUI screen as itself), and a
/// deep link becomes a route through `ScreenRoute(url:)`.
@available(iOS 16.0, tvOS 16.0, *)
struct ExampleRootView: View {
    /// The routes on the stack, bottom first.
    @State var path: [ScreenRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Topics")
                .screenRouteDestinations()
        }
    }

    /// Pushes the screen of `route`.
    func show(_ route: ScreenRoute) {
        path.append(route)
    }

    /// Pushes the screen a deep link names; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let route = ScreenRoute(url: url) else { return false }
        show(route)
        return true
    }
}
