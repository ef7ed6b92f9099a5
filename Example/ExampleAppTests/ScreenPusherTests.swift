import UIKit
import XCTest

@testable import ExampleApp

/// `navigationController.screenGen.push.x(..., animated:)` puts the initialised screen on top.
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class ScreenPusherTests: XCTestCase {
    func testPushedStoryboardScreenIsOnTop() async throws {
        let root = UIViewController.screenGen.create.noteListViewController()
        let navigationController = root.screenGen.embedInNavigationController()

        let screen = navigationController.screenGen.push.quotesViewController(quotes: Fixtures.quotes, 3, onClose: {}, animated: true)

        XCTAssertTrue(navigationController.viewControllers.last === screen)
        XCTAssertTrue(navigationController.topViewController === screen)
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(screen.navigationController === navigationController)
        XCTAssertEqual(screen.initializeCalls.count, 1)
        XCTAssertEqual(screen.initializeCalls.first?.index, 3)
    }

    func testPushedCodeScreenIsOnTop() async {
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()

        let screen = navigationController.screenGen.push.aboutViewController(version: "1.0", in: 7, animated: false)

        XCTAssertTrue(navigationController.viewControllers.last === screen)
        XCTAssertEqual(screen.initializeCalls, [.init(version: "1.0", build: 7)])
    }

    func testPushesStack() async {
        let navigationController = UIViewController.screenGen.create.noteListViewController().screenGen.embedInNavigationController()

        let feed = navigationController.screenGen.push.newsFeedViewController(for: Fixtures.source, animated: true)
        let article = navigationController.screenGen.push.articleViewController(article: Fixtures.article, animated: true)

        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(navigationController.viewControllers[1] === feed)
        XCTAssertTrue(navigationController.viewControllers[2] === article)
    }
}
