/// What each platform's generated route code has, beyond the route itself: the entry points
/// of links (and the back stacks they land on). A renderer writes an entry point when the
/// platform's framework value has what it needs; this table says the same per platform, with
/// why not, for the spec reference (Docs/SpecReference.md) and Docs/Routes.md.
extension ScreenCapabilities {
    /// The generated members of a module with `routes:` that depend on the platform.
    enum RouteEntryPoint: String, CaseIterable, Sendable {
        /// `route.parent`, `route.stack`, `ScreenRoute.stack(url:)`, and with `tab:`, `ScreenTab` and `route.tab`.
        case stack = "`route.stack`, `ScreenRoute.stack(url:)`"
        /// `navigationController.screenGen.push.routeStack(_:animated:)`.
        case routeStack = "`push.routeStack(_:animated:)`"
        /// `tabBarController.screenGen.select(_:animated:)` and `ScreenTab.matches(_:)`.
        case selectTab = "`screenGen.select(_:animated:)` (`tab:`)"
        /// `ScreenRoute(userActivity:)` and `route.userActivity(baseURL:)`.
        case userActivity = "`ScreenRoute(userActivity:)`, `route.userActivity(baseURL:)`"
        /// `ScreenRoute.routes(from: UIScene.ConnectionOptions)`.
        case sceneLaunch = "`ScreenRoute.routes(from:)` (scene launch)"
        /// `View.onScreenRoute(perform:)`.
        case onScreenRoute = "`View.onScreenRoute(perform:)`"
    }

    /// Why the generated code of this platform has no such entry point, or nil when it has.
    static func reason(entryPoint: RouteEntryPoint, on platform: TargetPlatform) -> String? {
        let framework = platform.uiFramework
        switch entryPoint {
        case .stack, .userActivity, .onScreenRoute:
            return nil
        case .routeStack:
            return framework.navigation != nil ? nil
                : "AppKit has no navigation controller; show the last route of the stack with present.route (or in a SwiftUI NavigationStack, whose path the stack is)"
        case .selectTab:
            return framework.navigation != nil ? nil
                : "AppKit has no tab bar controller of navigation stacks; select route.tab (a ScreenTab) in the app's NSTabViewController or SwiftUI TabView, and show route.stack there"
        case .sceneLaunch:
            return framework.scenes != nil ? nil
                : "AppKit has no UIScene; the app delegate's application(_:open:) and application(_:continue:restorationHandler:) receive the links, ScreenRoute(url:) and ScreenRoute(userActivity:) read them"
        }
    }
}
