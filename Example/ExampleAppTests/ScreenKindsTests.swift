import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// The other ways a screen is made — `init?(coder:...)` through a storyboard creator, a
/// designated initializer in code, a XIB, a SwiftUI view — each with the same one-line
/// create, push and present, and a presentation style that `present` sets.
@MainActor
final class ScreenKindsTests: XCTestCase {
    func testCreatorSceneGetsItsLetPropertiesThroughInitCoder() async {
        let before = ProfileViewController.creatorInitCount
        var loggedOut = 0

        let screen = UIViewController.screenGen.create.profileViewController(user: User(name: "Ada"), onLogout: { loggedOut += 1 })

        XCTAssertEqual(ProfileViewController.creatorInitCount, before + 1, "init(coder:user:onLogout:) ran exactly once")
        XCTAssertEqual(screen.user, User(name: "Ada"))
        XCTAssertNotNil(screen.storyboard, "comes from Main.storyboard")
        screen.onLogout()
        XCTAssertEqual(loggedOut, 1, "the closure passed is the one kept")
    }

    func testCreatorSceneIsPushedAndPresentedWithTheSameCall() async {
        let navigationController = UIViewController.screenGen.create.noteListViewController().screenGen.embedInNavigationController()

        let pushed = navigationController.screenGen.push.profileViewController(user: User(name: "Grace"), onLogout: {})
        let presented = pushed.screenGen.present.profileViewController(user: User(name: "Linus"), onLogout: {}, animated: false)

        XCTAssertTrue(navigationController.topViewController === pushed)
        XCTAssertEqual(pushed.user.name, "Grace")
        XCTAssertTrue(navigationController.presentedViewController === presented)
        XCTAssertEqual(presented.user.name, "Linus")
    }

    func testCodeScreenRunsInitThenInitializeOnce() async {
        let screen = UIViewController.screenGen.create.receiptViewController(receipt: Receipt(total: 42), showsTotal: false)

        XCTAssertEqual(screen.receipt, Receipt(total: 42))
        XCTAssertEqual(screen.showsTotal, false)
        XCTAssertEqual(screen.calls, ["init(receipt:)", "initialize(showsTotal:)"])
        XCTAssertEqual(UIViewController.screenGen.create.receiptViewController(receipt: Receipt(total: 1)).showsTotal, true, "the spec's default")
    }

    func testXibScreenIsMadeWithItsNibNameAndBundle() async throws {
        let screen = UIViewController.screenGen.create.composerViewController(draft: "Hello")

        XCTAssertEqual(screen.nibName, "Composer")
        XCTAssertTrue(screen.nibBundle === Bundle.module, "bundle: module")
        XCTAssertEqual(screen.draft, "Hello")
        XCTAssertFalse(screen.isViewLoaded, "like UIKit, the nib loads when the view is needed")
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.isViewLoaded, "Composer.nib connects the view outlet")
    }

    func testSwiftUIScreenIsHostedAndPushed() async {
        let store = SettingsStore()
        let navigationController = UIViewController.screenGen.create.noteListViewController().screenGen.embedInNavigationController()

        let hosting: UIHostingController<SettingsView> = navigationController.screenGen.push.settingsView(store: store)

        XCTAssertTrue(hosting.rootView.store === store)
        XCTAssertTrue(navigationController.topViewController === hosting)
        let embedded = UIViewController.screenGen.create.settingsView(store: store).screenGen.embedInNavigationController()
        XCTAssertTrue(embedded.viewControllers.first is UIHostingController<SettingsView>)
    }

    func testPresentSetsThePresentationStyleBeforePresenting() async throws {
        let presenter = UIViewController.screenGen.create.creditsViewController()

        let paywall = presenter.screenGen.present.paywallViewController()

        XCTAssertTrue(presenter.presentedViewController === paywall, "`animated` defaults to true")
        XCTAssertEqual(paywall.modalPresentationStyle, .fullScreen)
        XCTAssertEqual(paywall.stylesSet.count, 1)
        XCTAssertEqual(paywall.stylesSet.first?.wasPresented, false, "set before present(_:animated:completion:)")
        XCTAssertEqual(UIViewController.screenGen.create.paywallViewController().modalPresentationStyle, .automatic, "create leaves UIKit's default")
    }

    func testScreensWithoutAStyleKeepUIKitsDefault() async {
        let presenter = UIViewController.screenGen.create.creditsViewController()

        let receipt = presenter.screenGen.present.receiptViewController(receipt: Receipt(total: 3))

        XCTAssertEqual(receipt.modalPresentationStyle, .automatic)
    }
}
