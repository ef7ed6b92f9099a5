import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// Back stacks (`parent:` in Specs/Topics.yml: topics, then a topic, then a topic's summary):
/// what a link lands on, as routes and as view controllers. The scene and SwiftUI entry
/// points, which only the stand-in can drive, are in RouteStandInTests.swift.
@MainActor
final class RouteStackTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testALinkGivesItsScreenWithEveryParentRootFirst() async throws {
        let summary = URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!
        XCTAssertEqual(ScreenRoute.stack(url: summary),
                       [.topicsViewController, .topicViewController(name: "swift", page: 1), .topicSummaryView(topic: "swift", id: id)])
        XCTAssertEqual(ScreenRoute.stack(url: URL(string: "exampleapp://topics/swift")!),
                       [.topicsViewController, .topicViewController(name: "swift")])
        XCTAssertEqual(ScreenRoute.stack(url: URL(string: "https://example.com/topics")!), [.topicsViewController])
        XCTAssertNil(ScreenRoute.stack(url: URL(string: "https://example.com/nowhere")!))
    }

    func testAStackIsBuiltFromARouteValue() async {
        let summary = ScreenRoute.topicSummaryView(topic: "C++ & Swift/UI", id: id)
        XCTAssertEqual(summary.parent, .topicViewController(name: "C++ & Swift/UI"))
        XCTAssertEqual(summary.stack.count, 3)
        XCTAssertNil(ScreenRoute.topicsViewController.parent)
        // A parent's parameter left to its default: the topic's first page, whatever page was shown.
        XCTAssertEqual(ScreenRoute.topicViewController(name: "swift", page: 5).stack,
                       [.topicsViewController, .topicViewController(name: "swift", page: 5)])
    }

    func testPushingAStackReplacesTheNavigationStackInOneTransition() async throws {
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()
        navigationController.screenGen.push.route(.topicViewController(name: "old"), animated: false)
        let stack = try XCTUnwrap(ScreenRoute.stack(url: URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))

        let screens = navigationController.screenGen.push.routeStack(stack, animated: true)

        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(zip(navigationController.viewControllers, screens).allSatisfy { $0 === $1 })
        XCTAssertTrue(navigationController.viewControllers[0] is TopicsViewController)
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.name, "swift")
        XCTAssertEqual((navigationController.viewControllers[1] as? TopicViewController)?.page, 1)
        let summary = try XCTUnwrap(navigationController.viewControllers[2] as? UIHostingController<TopicSummaryView>)
        XCTAssertEqual(summary.rootView.id, id)
        XCTAssertEqual(summary.rootView.topic, "swift")

        // An empty stack leaves the navigation controller as it was.
        XCTAssertTrue(navigationController.screenGen.push.routeStack([]).isEmpty)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
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
