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

    /// Shows `route` on its whole back stack (the specs' `parent:` chain), so Back walks from a
    /// summary to its topic and then to the topics, whatever was shown before.
    func show(_ route: ScreenRoute) {
        navigator.pushStack(route.stack)
    }
}
