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
        // The query item is left out at its default, and written otherwise.
        XCTAssertEqual(ScreenRoute.topicViewController(name: "swift").path, "/topics/swift")
        let second = try XCTUnwrap(ScreenRoute.topicViewController(name: "swift", page: 2).path)
        XCTAssertEqual(second, "/topics/swift?page=2")
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com" + second)!), .topicViewController(name: "swift", page: 2))
    }

    func testQueryItemsAreTypedAndUnknownOnesIgnored() async {
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com/topics/swift?page=3")!), .topicViewController(name: "swift", page: 3))
        XCTAssertEqual(ScreenRoute(url: URL(string: "exampleapp://topics/swift?utm_source=mail&page=4")!), .topicViewController(name: "swift", page: 4))
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com/topics/swift?utm_source=mail")!), .topicViewController(name: "swift", page: 1))
        // The first value of a repeated item; a value that is not an Int fails the match.
        XCTAssertEqual(ScreenRoute(url: URL(string: "https://example.com/topics/swift?page=5&page=6")!), .topicViewController(name: "swift", page: 5))
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topics/swift?page=two")!))
        XCTAssertNil(ScreenRoute(url: URL(string: "https://example.com/topics/swift?page=%2")!))
    }

    func testRoutesAreCodableInTheirOwnStableForm() async throws {
        let route = ScreenRoute.topicViewController(name: "C++ & Swift", page: 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(route), as: UTF8.self),
                       #"{"parameters":{"name":"C++ & Swift","page":2},"route":"topicViewController"}"#)
        XCTAssertEqual(try JSONDecoder().decode(ScreenRoute.self, from: JSONEncoder().encode(route)), route)
        // A parameter with a default may be missing from what is read; a required one may not.
        let withoutPage = Data(#"{"route": "topicViewController", "parameters": {"name": "swift"}}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(ScreenRoute.self, from: withoutPage), .topicViewController(name: "swift", page: 1))
        let withoutName = Data(#"{"route": "topicViewController", "parameters": {"page": 2}}"#.utf8)
        XCTAssertNil(try? JSONDecoder().decode(ScreenRoute.self, from: withoutName))
    }

    func testAStoredStackRestoresWithoutTheRoutesThatNoLongerExist() async throws {
        let stack: [ScreenRoute] = [.topicViewController(name: "swift"), .topicSummaryView(topic: "swift", id: id)]
        let stored = try ScreenRoute.encodeStack(stack)
        XCTAssertEqual(ScreenRoute.decodeStack(from: stored), stack)
        // A screen removed since, and a summary whose id is no longer a UUID, as an older app stored them.
        let older = Data(("""
        [{"route": "removedScreen", "parameters": {"x": 1}}, {"route": "topicViewController", "parameters": {"name": "swift"}},
         {"route": "topicSummaryView", "parameters": {"topic": "swift", "id": 7}}]
        """).utf8)
        XCTAssertEqual(ScreenRoute.decodeStack(from: older), [.topicViewController(name: "swift")])
        XCTAssertEqual(ScreenRoute.decodeStack(from: Data("not json".utf8)), [])
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
