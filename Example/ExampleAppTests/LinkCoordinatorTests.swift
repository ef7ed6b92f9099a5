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

    func testTopicLinksPushTheTopic() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertTrue(LinkCoordinator(navigator: recorder).open(URL(string: "exampleapp://topics/swift")!))

        XCTAssertEqual(recorder.steps, [.push(.topicViewController(name: "swift"))])
    }

    func testSummaryLinksPresentTheSummaryOverItsTopic() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertTrue(LinkCoordinator(navigator: recorder).open(URL(string: "https://example.com/topics/swift/summaries/\(id.uuidString)")!))

        XCTAssertEqual(recorder.steps, [.push(.topicViewController(name: "swift")), .present(.topicSummaryView(topic: "swift", id: id))])
        XCTAssertEqual(recorder.routes.map(\.path), ["/topics/swift", "/topics/swift/summaries/\(id.uuidString)"])
        XCTAssertEqual(recorder.screenNames, ["TopicViewController", "TopicSummaryView"])
    }

    func testUnknownLinksNavigateNowhere() async {
        let recorder = ScreenNavigationRecorder()

        XCTAssertFalse(LinkCoordinator(navigator: recorder).open(URL(string: "exampleapp://nowhere")!))

        XCTAssertTrue(recorder.steps.isEmpty)
    }

    /// The navigator the app passes pushes onto the stack and presents from it.
    func testTheViewControllersNavigatorPushesAndPresents() async throws {
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()

        LinkCoordinator(navigator: ScreenRouteNavigator(viewController: navigationController)).open(URL(string: "exampleapp://topics/swift/summaries/\(id.uuidString)")!)

        XCTAssertEqual((navigationController.topViewController as? TopicViewController)?.name, "swift")
        let summary = try XCTUnwrap(navigationController.presentedViewController as? UIHostingController<TopicSummaryView>)
        XCTAssertEqual(summary.rootView.id, id)
    }

    /// A view controller outside a navigation stack has nothing to push onto: its navigator
    /// presents instead, as `show(_:sender:)` does.
    func testANavigatorWithoutAStackPresents() async {
        let credits = UIViewController.screenGen.create.creditsViewController()

        ScreenRouteNavigator(viewController: credits).push(.topicViewController(name: "linux"))

        XCTAssertEqual((credits.presentedViewController as? TopicViewController)?.name, "linux")
    }
}
