import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// Routes at their call sites: deep links parsed (https and the app's scheme, defaults, bad
/// values, unknown paths, escaping) and pushed by route. What only the stand-in can show is
/// in RouteStandInTests.swift.
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
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topic")!))
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
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()

        let pushed = navigationController.screenGen.push.route(.topicViewController(name: "swift", page: 3), animated: false)

        let topic = try XCTUnwrap(pushed as? TopicViewController)
        XCTAssertTrue(navigationController.topViewController === topic)
        XCTAssertEqual(topic.name, "swift")
        XCTAssertEqual(topic.page, 3)
        let summary = navigationController.screenGen.push.route(.topicSummaryView(topic: "swift", id: id))
        XCTAssertEqual((summary as? UIHostingController<TopicSummaryView>)?.rootView.id, id)
        XCTAssertEqual(navigationController.viewControllers.count, 3)
    }
}
