import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// `LinkCoordinator` is written against `ScreenNavigator`: its logic is tested with the
/// generated `ScreenNavigationRecorder`, which makes no view controller, and its wiring once
/// with `ScreenRouteNavigator`, the navigator the app passes.
@MainActor
final class LinkCoordinatorTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testTopicLinksShowTheTopicOnItsStack() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertTrue(LinkCoordinator(navigator: recorder).open(URL(string: "exampleapp://topics/swift?page=2")!))

        XCTAssertEqual(recorder.steps, [.select(.topicViewController(name: "swift", page: 2))])
        XCTAssertEqual(recorder.routes, [.topicViewController(name: "swift", page: 2)], "the stack above the tab's root")
    }

    func testSummaryLinksShowTheSummaryOverItsTopic() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertTrue(LinkCoordinator(navigator: recorder).open(URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!))

        XCTAssertEqual(recorder.steps, [.select(.topicSummaryView(topic: "swift", id: id))])
        XCTAssertEqual(recorder.routes.map(\.path), ["/topics/swift", "/topics/swift/summaries/\(id.uuidString)"])
        XCTAssertEqual(recorder.screenNames, ["TopicViewController", "TopicSummaryView"])
    }

    func testUnknownLinksNavigateNowhere() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertFalse(LinkCoordinator(navigator: recorder).open(URL(string: "exampleapp://nowhere")!))

        XCTAssertTrue(recorder.steps.isEmpty)
    }

    /// The navigator the app passes selects the link's tab, replaces the stack above the tab's
    /// root with the link's, and presents.
    func testTheViewControllersNavigatorShowsStacksInTheirTabAndPresents() async throws {
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController(),
            UIViewController.screenGen.create.topicsViewController().screenGen.embedInNavigationController(),
        ]
        // The navigator of a view controller in a tab finds the tab bar controller.
        let credits = try XCTUnwrap(tabBarController.viewControllers?.first as? UINavigationController)
        let navigator = ScreenRouteNavigator(viewController: credits.viewControllers[0])

        LinkCoordinator(navigator: navigator).open(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!)

        XCTAssertEqual(tabBarController.selectedIndex, 1)
        let navigationController = try XCTUnwrap(tabBarController.selectedViewController as? UINavigationController)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(navigationController.viewControllers[0] is TopicsViewController)
        XCTAssertEqual(credits.viewControllers.count, 1, "the other tab is left alone")
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.name, "swift")
        let summary = try XCTUnwrap(navigationController.topViewController as? UIHostingController<TopicSummaryView>)
        XCTAssertEqual(summary.rootView.id, id)

        navigator.present(.topicViewController(name: "linux"))
        XCTAssertEqual((navigationController.presentedViewController as? TopicViewController)?.name, "linux")
    }

    /// In a tab bar controller without the route's tab, the navigator presents the route rather
    /// than change another tab's stack; without a tab bar controller, a tab root's route (whose
    /// stack is empty) is pushed.
    func testANavigatorThatCannotSelectTheRoutesTabPresentsIt() async throws {
        let credits = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [credits]

        ScreenRouteNavigator(viewController: credits).select(.topicViewController(name: "linux"))

        XCTAssertEqual(credits.viewControllers.count, 1)
        XCTAssertEqual((credits.presentedViewController as? TopicViewController)?.name, "linux")

        let alone = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()
        ScreenRouteNavigator(viewController: alone).select(.topicsViewController)
        XCTAssertEqual(alone.viewControllers.count, 2)
        XCTAssertTrue(alone.topViewController is TopicsViewController)
    }

    /// A view controller outside a navigation stack has nothing to push onto: its navigator
    /// presents instead, as `show(_:sender:)` does.
    func testANavigatorWithoutAStackPresents() async {
        let credits = UIViewController.screenGen.create.creditsViewController()

        ScreenRouteNavigator(viewController: credits).push(.topicViewController(name: "linux"))
        XCTAssertEqual((credits.presentedViewController as? TopicViewController)?.name, "linux")

        let other = UIViewController.screenGen.create.creditsViewController()
        ScreenRouteNavigator(viewController: other).pushStack([.topicsViewController, .topicViewController(name: "mac")])
        XCTAssertEqual((other.presentedViewController as? TopicViewController)?.name, "mac", "the stack's last route")

        // Without a tab bar controller, select shows the route's stack as pushStack does.
        let third = UIViewController.screenGen.create.creditsViewController()
        ScreenRouteNavigator(viewController: third).select(.topicViewController(name: "linux"))
        XCTAssertEqual((third.presentedViewController as? TopicViewController)?.name, "linux")
    }
}
