import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// Routes at their call sites: deep links parsed (https and the app's scheme, defaults, bad
/// values, unknown paths, escaping), pushed by route, shown by a navigation stack's
/// destinations, and UIKit screens in SwiftUI through their representables.
@MainActor
final class RouteTests: XCTestCase {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func testUniversalLinksMatchThePathOnAnyHost() async {
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com/topics/swift")!), .topicViewController(name: "swift"))
        XCTAssertEqual(ScreenRoute(url: URL(string: "http://www.example.org/topics/swift/")!), .topicViewController(name: "swift", page: 1))
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!),
                       .topicSummaryView(topic: "swift", id: id))
    }

    func testCustomSchemesMatchHostAndPath() async {
        XCTAssertEqual(ScreenRoute(url: URL(string: "exampleapp://topics/swift")!), .topicViewController(name: "swift"))
        XCTAssertEqual(ScreenRoute(url: URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!),
                       .topicSummaryView(topic: "swift", id: id))
    }

    func testUnknownPathsAndBadValuesAreNil() async {
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topic/swift")!))
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topics")!))
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topics/swift/summaries/not-a-uuid")!))
        XCTAssertNil(ScreenRoute(url: URL(string: "exampleapp://articles/3")!))
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)/extra")!))
    }

    func testPathsArePercentEncodedAndParseBack() async throws {
        let route = ScreenRoute.topicViewController(name: "C++ & Swift/UI", page: 1)
        let path = try XCTUnwrap(route.path)
        XCTAssertEqual(path, "/topics/C++%20&%20Swift%2FUI")
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com" + path)!), route)
        XCTAssertEqual(ScreenRoute(url: URL(string: "exampleapp:/" + path)!), route)
        // A parameter the pattern leaves out comes back as its default.
        let second = try XCTUnwrap(ScreenRoute.topicViewController(name: "swift", page: 2).path)
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com" + second)!), .topicViewController(name: "swift", page: 1))
    }

    func testPushByRouteBuildsTheScreenAsCreateDoes() async throws {
        let navigationController = UIViewController.create.creditsViewController().embedInNavigationController()

        let pushed = navigationController.push.route(.topicViewController(name: "swift", page: 3), animated: false)

        let topic = try XCTUnwrap(pushed as? TopicViewController)
        XCTAssertTrue(navigationController.topViewController === topic)
        XCTAssertEqual(topic.name, "swift")
        XCTAssertEqual(topic.page, 3)
        let summary = navigationController.push.route(.topicSummaryView(topic: "swift", id: id))
        XCTAssertEqual((summary as? UIHostingController<TopicSummaryView>)?.rootView.id, id)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
    }

    func testSceneDelegateOpensAppLinksAndUniversalLinks() async throws {
        let delegate = ExampleSceneDelegate()
        let navigationController = UIViewController.create.creditsViewController().embedInNavigationController()
        delegate.navigationController = navigationController

        delegate.scene(UIScene(), openURLContexts: [UIOpenURLContext(url: URL(string: "exampleapp://topics/swift")!)])
        XCTAssertEqual((navigationController.topViewController as? TopicViewController)?.name, "swift")

        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/topics/linux")
        delegate.scene(UIScene(), continue: activity)
        XCTAssertEqual((navigationController.topViewController as? TopicViewController)?.name, "linux")

        XCTAssertFalse(delegate.open(URL(string: "https://example.com/nowhere")!))
        XCTAssertEqual(navigationController.viewControllers.count, 3)
    }

    func testTheSwiftUIEntryPushesRoutesAndDeepLinks() async throws {
        let root = ExampleRootView()
        root.show(.topicViewController(name: "swift"))
        XCTAssertTrue(root.open(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!))
        XCTAssertFalse(root.open(URL(string: "exampleapp://nowhere")!))
        XCTAssertEqual(root.path, [.topicViewController(name: "swift"), .topicSummaryView(topic: "swift", id: id)])

        // The stack's destinations: a UIKit screen through its representable, a SwiftUI one as itself.
        let stack = try XCTUnwrap(root.body as? StandInStack)
        let destinations = try XCTUnwrap(stack.standInRoot as? StandInDestinations)
        let topic = try XCTUnwrap(destinations.standInDestination(for: root.path[0]))
        XCTAssertEqual((StandInHosting.viewController(showing: topic) as? TopicViewController)?.name, "swift")
        let summary = try XCTUnwrap(destinations.standInDestination(for: root.path[1]))
        XCTAssertEqual((StandInHosting.viewController(showing: summary) as? UIHostingController<TopicSummaryView>)?.rootView.id, id)
    }

    func testRepresentablesBuildTheScreenAsCreateDoes() async throws {
        let topic: TopicViewController = StandInHosting.viewController(showing: TopicViewController.Representable(name: "swift", page: 4))
        XCTAssertEqual(topic.name, "swift")
        XCTAssertEqual(topic.page, 4)
        let credits: CreditsViewController = StandInHosting.viewController(showing: CreditsViewController.Representable())
        XCTAssertTrue(type(of: credits) == CreditsViewController.self)
        let quotes: QuotesViewController = StandInHosting.viewController(showing: QuotesViewController.Representable(quotes: Fixtures.quotes, 2, onClose: {}))
        XCTAssertEqual(quotes.initializeCalls.first?.index, 2)
    }
}
