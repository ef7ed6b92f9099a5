import UIKit
import XCTest

@testable import ExampleApp

/// `navigationController.push.x(..., animated:)` puts the initialised screen on top.
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class ScreenPusherTests: XCTestCase {
    func testPushedStoryboardScreenIsOnTop() async throws {
        let root = UIViewController.create.noteListViewController()
        let navigationController = root.embedInNavigationController()

        let screen = navigationController.push.quotesViewController(quotes: Fixtures.quotes, 3, onClose: {}, animated: true)

        XCTAssertTrue(navigationController.viewControllers.last === screen)
        XCTAssertTrue(navigationController.topViewController === screen)
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(screen.navigationController === navigationController)
        XCTAssertEqual(screen.initializeCalls.count, 1)
        XCTAssertEqual(screen.initializeCalls.first?.index, 3)
    }

    func testPushedCodeScreenIsOnTop() async {
        let navigationController = UIViewController.create.creditsViewController().embedInNavigationController()

        let screen = navigationController.push.aboutViewController(version: "1.0", in: 7, animated: false)

        XCTAssertTrue(navigationController.viewControllers.last === screen)
        XCTAssertEqual(screen.initializeCalls, [.init(version: "1.0", build: 7)])
    }

    func testPushesStack() async {
        let navigationController = UIViewController.create.noteListViewController().embedInNavigationController()

        let feed = navigationController.push.newsFeedViewController(for: Fixtures.source, animated: true)
        let article = navigationController.push.articleViewController(article: Fixtures.article, animated: true)

        XCTAssertEqual(navigationController.viewControllers.count, 3)
        XCTAssertTrue(navigationController.viewControllers[1] === feed)
        XCTAssertTrue(navigationController.viewControllers[2] === article)
    }
}
