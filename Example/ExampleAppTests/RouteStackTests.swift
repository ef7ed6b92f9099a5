import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// Back stacks in a tab (Specs/Topics.yml: the topics are the Topics tab's root, `tab:`; on
/// them a topic, then a topic's summary, `parent:`): what a link lands on, as routes and as
/// view controllers. The scene and SwiftUI entry points, which only the stand-in can drive,
/// are in RouteStandInTests.swift.
@MainActor
final class RouteStackTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testALinkGivesItsTabAndTheStackAboveTheTabsRoot() async throws {
        let summary = URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!
        XCTAssertEqual(ScreenRoute.stack(url: summary), [.topicViewController(name: "swift", page: 1), .topicSummaryView(topic: "swift", id: id)])
        XCTAssertEqual(ScreenRoute(url: summary)?.tab, .topicsViewController)
        XCTAssertEqual(ScreenRoute.stack(url: URL(string: "exampleapp://topics/swift")!), [.topicViewController(name: "swift")])
        // The tab's root is in its tab, not in a stack: its link selects the tab and stacks nothing.
        XCTAssertEqual(ScreenRoute.stack(url: URL(string: "https://example.com/topics")!), [])
        XCTAssertEqual(ScreenRoute.topicsViewController.tab, .topicsViewController)
        XCTAssertNil(ScreenRoute.stack(url: URL(string: "https://example.com/nowhere")!))
        XCTAssertEqual(ScreenTab.allCases, [.topicsViewController])
    }

    func testAStackIsBuiltFromARouteValue() async {
        let summary = ScreenRoute.topicSummaryView(topic: "C++ & Swift/UI", id: id)
        XCTAssertEqual(summary.parent, .topicViewController(name: "C++ & Swift/UI"))
        XCTAssertEqual(summary.stack.count, 2)
        XCTAssertEqual(summary.tab, .topicsViewController, "the tab: of its stack's root")
        XCTAssertNil(ScreenRoute.topicViewController(name: "swift").parent, "tab: is not a parent")
        // A parent's parameter left to its default: the topic's first page, whatever page was shown.
        XCTAssertEqual(ScreenRoute.topicViewController(name: "swift", page: 5).stack, [.topicViewController(name: "swift", page: 5)])
    }

    func testPushingAStackInATabKeepsTheRootAndReplacesTheRestInOneTransition() async throws {
        let navigationController = UIViewController.screenGen.create.topicsViewController().screenGen.embedInNavigationController()
        let root = navigationController.viewControllers[0]
        navigationController.screenGen.push.route(.topicViewController(name: "old"), animated: false)
        let stack = try XCTUnwrap(ScreenRoute.stack(url: URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))

        let screens = navigationController.screenGen.push.routeStack(stack, animated: true)

        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(navigationController.viewControllers[0] === root, "the tab's root stays")
        XCTAssertTrue(zip(navigationController.viewControllers.dropFirst(), screens).allSatisfy { $0 === $1 })
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.name, "swift")
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.page, 1)
        let summary = try XCTUnwrap(navigationController.viewControllers[2] as? UIHostingController<TopicSummaryView>)
        XCTAssertEqual(summary.rootView.id, id)
        XCTAssertEqual(summary.rootView.topic, "swift")

        // An empty stack leaves the navigation controller as it was.
        XCTAssertTrue(navigationController.screenGen.push.routeStack([]).isEmpty)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
    }

    /// A link selects its tab and shows its stack above the tab's root, which stays; a link to
    /// the root pops to it.
    func testSelectingARouteSelectsItsTabAndStacksOnItsRoot() async throws {
        let topics = UIViewController.screenGen.create.topicsViewController()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController(),
            topics.screenGen.embedInNavigationController(),
        ]
        XCTAssertEqual(tabBarController.selectedIndex, 0)

        XCTAssertTrue(tabBarController.screenGen.select(.topicSummaryView(topic: "swift", id: id)))

        XCTAssertEqual(tabBarController.selectedIndex, 1)
        let navigationController = try XCTUnwrap(tabBarController.selectedViewController as? UINavigationController)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(navigationController.viewControllers[0] === topics)
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.name, "swift")
        XCTAssertEqual((navigationController.topViewController as? UIHostingController<TopicSummaryView>)?.rootView.id, id)

        XCTAssertTrue(tabBarController.screenGen.select(.topicsViewController))
        XCTAssertEqual(tabBarController.selectedIndex, 1)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.viewControllers[0] === topics)

        // A tab bar controller without the route's tab changes nothing; nor does one whose tab
        // has no navigation controller to stack on, unless nothing is stacked.
        let other = UITabBarController()
        other.viewControllers = [UIViewController.screenGen.create.creditsViewController()]
        XCTAssertFalse(other.screenGen.select(.topicViewController(name: "swift")))
        let bare = UITabBarController()
        bare.viewControllers = [UIViewController.screenGen.create.creditsViewController(), UIViewController.screenGen.create.topicsViewController()]
        XCTAssertFalse(bare.screenGen.select(.topicViewController(name: "swift")))
        XCTAssertEqual(bare.selectedIndex, 0)
        XCTAssertTrue(bare.screenGen.select(.topicsViewController))
        XCTAssertEqual(bare.selectedIndex, 1)
    }

    func testAUserActivityCarriesTheRouteBothWays() async throws {
        let route = ScreenRoute.topicSummaryView(topic: "C++ & Swift/UI", id: id)
        let activity = try XCTUnwrap(route.userActivity(baseURL: URL(string: "https://example.com:8443/app?q=1#top")!))
        XCTAssertEqual(activity.activityType, NSUserActivityTypeBrowsingWeb)
        XCTAssertEqual(activity.webpageURL?.absoluteString, "https://example.com:8443/topics/C++%20&%20Swift%2FUI/summaries/\(id.uuidString)")
        XCTAssertEqual(ScreenRoute(userActivity: activity), route)
        XCTAssertNil(route.userActivity(baseURL: URL(string: "exampleapp://topics")!), "an activity's web page is http or https")
        XCTAssertNil(ScreenRoute(userActivity: NSUserActivity(activityType: "com.example.reading")))

        // A route with query items keeps them, in the web page's query and not its path.
        let page = ScreenRoute.topicViewController(name: "swift", page: 2)
        let pageActivity = try XCTUnwrap(page.userActivity(baseURL: URL(string: "https://example.com/app?q=1")!))
        XCTAssertEqual(pageActivity.webpageURL?.absoluteString, "https://example.com/topics/swift?page=2")
        XCTAssertEqual(ScreenRoute(userActivity: pageActivity), page)
    }
}
