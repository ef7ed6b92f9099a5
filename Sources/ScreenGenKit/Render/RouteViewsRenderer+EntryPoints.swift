/// The SwiftUI entry point of `ScreenGen+RouteViews.swift`: `View.onScreenRoute(perform:)`,
/// the route of every link a SwiftUI app is opened with, by URL or by user activity.
extension RouteViewsRenderer {
    func renderOnScreenRoute(_ out: inout SwiftWriter) {
        out.line("\(MinimumOS.swiftUI14.attribute)")
        out.block("extension View") { out in
            out.line("/// Calls `action` with the route of each link the app is opened with while this view is")
            out.line("/// shown: a URL of the app's scheme or a universal link (`onOpenURL`), and a universal link")
            out.line("/// or a Handoff continued as a browsing-web activity (`onContinueUserActivity`). Links no")
            out.line("/// route matches are ignored. `route.stack` is the back stack, a `NavigationStack` path:")
            out.line("/// `.onScreenRoute { path = $0.stack }`.")
            out.block("\(model.accessKeyword) func onScreenRoute(perform action: @escaping (ScreenRoute) -> Void) -> some View") { out in
                out.line("onOpenURL { url in")
                out.indented { $0.line("if let route = ScreenRoute(url: url) { action(route) }") }
                out.line("}")
                out.line(".onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in")
                out.indented { $0.line("if let route = ScreenRoute(userActivity: activity) { action(route) }") }
                out.line("}")
            }
        }
    }
}
