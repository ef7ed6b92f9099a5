import Foundation

/// What the app does with a link, written against the generated `ScreenNavigator` rather than
/// a navigation controller, so its tests (LinkCoordinatorTests) hand it the generated
/// `ScreenNavigationRecorder` and make no view controller.
@MainActor
struct LinkCoordinator {
    let navigator: any ScreenNavigator

    /// Shows the screen `url` names; false for a link no route matches.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let route = ScreenRoute(url: url) else { return false }
        show(route)
        return true
    }

    /// Shows `route` in its tab (the specs' `tab:`) on its whole back stack (their `parent:`
    /// chain), so Back walks from a summary to its topic and then to the topics, the tab's
    /// root, whatever was shown before.
    func show(_ route: ScreenRoute) {
        navigator.select(route)
    }
}
