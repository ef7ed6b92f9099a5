import UIKit
import XCTest

@testable import ExampleApp

/// `embedInNavigationController()` makes the screen the root of a new navigation controller.
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class EmbeddingTests: XCTestCase {
    func testEmbeddedScreenIsTheRoot() async {
        let screen = UIViewController.screenGen.create.quotesViewController(quotes: Fixtures.quotes, 0, onClose: {})

        let navigationController = screen.screenGen.embedInNavigationController()

        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.viewControllers.first === screen)
        XCTAssertTrue(screen.navigationController === navigationController)
        XCTAssertTrue(type(of: navigationController.navigationBar) == UINavigationBar.self)
    }

    func testEmbeddingWithACustomBarClass() async {
        let screen = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source)

        let navigationController = screen.screenGen.embedInNavigationController(navigationBarClass: CustomBar.self)

        XCTAssertTrue(navigationController.navigationBar is CustomBar)
        XCTAssertTrue(navigationController.viewControllers.first === screen)
        XCTAssertTrue(screen.navigationController === navigationController)
    }
}
