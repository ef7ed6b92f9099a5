import Foundation

/// What the app does with a link, written against the generated `ScreenNavigator` rather than
/// a navigation controller, so its tests (LinkCoordinatorTests) hand it the generated
/// `ScreenNavigationRecorder` and make no view controller.
@MainActor
struct LinkCoordinator {
    let navigator: any ScreenNavigator

    /// Shows the screen `url` names; false for a link no route matches. A topic's summary is
    /// presented over its topic, pushed first, so closing the summary shows the topic.
    @discardableResult
    func open(_ url: URL) -> Bool {
        guard let route = ScreenRoute(url: url) else { return false }
        switch route {
        case let .topicSummaryView(topic, _):
            navigator.push(.topicViewController(name: topic))
            navigator.present(route)
        case .topicViewController:
            navigator.push(route)
        }
        return true
    }
}
