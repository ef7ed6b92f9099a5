import UIKit
import XCTest

@testable import ExampleApp

/// `viewController.screenGen.present.x(..., animated:)` presents the initialised screen modally.
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class ScreenPresenterTests: XCTestCase {
    func testPresentedScreenIsPresentedViewController() async {
        let presenter = UIViewController.screenGen.create.noteListViewController()
        var completed = false

        let screen = presenter.screenGen.present.settingsViewController(animated: true, completion: { completed = true })

        XCTAssertTrue(presenter.presentedViewController === screen)
        XCTAssertTrue(screen.presentingViewController === presenter)
        XCTAssertTrue(completed)
    }

    func testPresentWithArgumentsInitialisesOnce() async throws {
        let presenter = UIViewController.screenGen.create.creditsViewController()

        let screen = presenter.screenGen.present.quotesViewController(quotes: Fixtures.quotes, 1, onClose: {}, animated: false)

        XCTAssertTrue(presenter.presentedViewController === screen)
        XCTAssertEqual(screen.initializeCalls.count, 1)
        XCTAssertEqual(screen.initializeCalls.first?.quotes, Fixtures.quotes)
    }

    func testPresentingFromAPushedScreenGoesThroughItsNavigationController() async {
        let root = UIViewController.screenGen.create.noteListViewController()
        let navigationController = root.screenGen.embedInNavigationController()

        let about = root.screenGen.present.aboutViewController(version: "3.0", animated: true)

        XCTAssertTrue(root.presentedViewController === about)
        XCTAssertTrue(navigationController.presentedViewController === about)
        XCTAssertTrue(about.presentingViewController === navigationController)
    }

    func testDismissingFromThePresentedScreen() async {
        let presenter = UIViewController.screenGen.create.noteListViewController()
        let screen = presenter.screenGen.present.creditsViewController(animated: true)
        var dismissed = false

        screen.dismiss(animated: true) { dismissed = true }

        XCTAssertTrue(dismissed)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(screen.presentingViewController)
    }
}
