#if os(Linux)
    import XCTest

    @testable import UIKit

    /// Containment and presentation as the stand-in models them.
    ///
    /// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
    @MainActor
    final class UIViewControllerTests: XCTestCase {
        func testPlainInitIsInitWithNilNib() async {
            let viewController = UIViewController()

            XCTAssertNil(viewController.nibName)
            XCTAssertNil(viewController.nibBundle)
            XCTAssertNil(viewController.storyboard)
            XCTAssertEqual(viewController.modalPresentationStyle, .automatic)
        }

        func testTableViewControllerStyles() async {
            XCTAssertEqual(UITableViewController().tableView.style, .plain)
            XCTAssertEqual(UITableViewController(style: .insetGrouped).tableView.style, .insetGrouped)
        }

        func testSettingViewControllersAdoptsAndReleasesChildren() async {
            let first = UIViewController()
            let second = UIViewController()
            let navigationController = UINavigationController(rootViewController: first)

            navigationController.viewControllers = [second]

            XCTAssertNil(first.navigationController)
            XCTAssertNil(first.parent)
            XCTAssertTrue(second.navigationController === navigationController)
            XCTAssertTrue(navigationController.topViewController === second)
        }

        func testChildMovesToItsNewNavigationController() async {
            let child = UIViewController()
            let old = UINavigationController(rootViewController: child)
            let new = UINavigationController(rootViewController: UIViewController())

            new.pushViewController(child, animated: true)

            XCTAssertTrue(child.navigationController === new)
            XCTAssertTrue(old.viewControllers.isEmpty)
        }

        func testNavigationControllerNestedInAnotherFindsItsParent() async {
            let inner = UINavigationController(rootViewController: UIViewController())
            let outer = UINavigationController(rootViewController: UIViewController())

            outer.viewControllers = [inner]

            XCTAssertTrue(inner.navigationController === outer)
            XCTAssertTrue(inner.viewControllers[0].navigationController === inner)
        }

        func testDefaultNavigationBarClass() async {
            let navigationController = UINavigationController(navigationBarClass: nil, toolbarClass: nil)

            XCTAssertTrue(type(of: navigationController.navigationBar) == UINavigationBar.self)
            XCTAssertTrue(navigationController.viewControllers.isEmpty)
        }

        func testPresentingWhilePresentingIsDroppedAndLogged() async {
            let presenter = UIViewController()
            let first = UIViewController()
            let second = UIViewController()
            presenter.present(first, animated: false)
            var completed = false
            let original = Console.write
            var logged: [String] = []
            Console.write = { logged.append($0) }
            defer { Console.write = original }

            presenter.present(second, animated: false) { completed = true }

            XCTAssertTrue(presenter.presentedViewController === first)
            XCTAssertNil(second.presentingViewController)
            XCTAssertFalse(completed)
            XCTAssertEqual(logged.count, 1)
            XCTAssertTrue(logged.first?.hasPrefix("Attempt to present") == true)
        }

        func testDismissingTheBottomDismissesTheWholeStack() async {
            let presenter = UIViewController()
            let first = UIViewController()
            let second = UIViewController()
            presenter.present(first, animated: false)
            first.present(second, animated: false)
            var completed = 0

            presenter.dismiss(animated: true) { completed += 1 }

            XCTAssertEqual(completed, 1)
            XCTAssertNil(presenter.presentedViewController)
            XCTAssertNil(first.presentedViewController)
            XCTAssertNil(first.presentingViewController)
            XCTAssertNil(second.presentingViewController)
        }

        func testDismissingWithNothingPresentedDoesNothing() async {
            var completed = false

            UIViewController().dismiss(animated: false) { completed = true }

            XCTAssertFalse(completed)
        }
    }
#endif
