import Feed
import Onboarding
import Settings
import UIKit
import XCTest

/// The call sites of three modules that share one support module, run on the UIKit stand-in
/// from their compiled storyboards: each module's screens come out of the one shared
/// factory fully initialized, a screen of one module pushes a screen of another with the
/// same one-line call, and each module's typed segues forward their parameters.
@MainActor
final class ModuleCallSiteTests: XCTestCase {
    func testEveryModuleCreatesItsScreensThroughTheSharedFactory() async throws {
        XCTAssertEqual(UIViewController.screenGen.create.feedViewController(items: ["a", "b"]).items, ["a", "b"])
        XCTAssertEqual(UIViewController.screenGen.create.postViewController(postID: 7).postID, 7)
        XCTAssertEqual(UIViewController.screenGen.create.composeViewController().draft, "")
        XCTAssertEqual(UIViewController.screenGen.create.aboutViewController(version: "2.0").version, "2.0")
        XCTAssertEqual(UIViewController.screenGen.create.accountViewController(userID: 42).userID, 42, "made through init?(coder:userID:)")
        let settings = UIViewController.screenGen.create.settingsViewController()
        XCTAssertTrue(type(of: settings) == SettingsViewController.self)
    }

    func testAScreenOfOneModulePushesAScreenOfAnother() async throws {
        let settings = UIViewController.screenGen.create.settingsViewController()
        let navigation = settings.screenGen.embedInNavigationController()

        settings.showFeed()

        let feed = try XCTUnwrap(navigation.topViewController as? FeedViewController)
        XCTAssertEqual(feed.items, ["from settings"])
    }

    func testAnInternalModuleShowsItsOwnScreensAndAPublicModulesScreen() async throws {
        let navigation = UINavigationController()

        OnboardingFlow.start(in: navigation)

        XCTAssertEqual(navigation.viewControllers.map { "\(type(of: $0))" }, ["WelcomeViewController", "TourViewController", "ComposeViewController"])
        XCTAssertEqual((navigation.topViewController as? ComposeViewController)?.draft, "Hello")
    }

    func testEachModulesSeguesForwardTheirParameters() async throws {
        let feed = UIViewController.screenGen.create.feedViewController(items: [])
        let feedNavigation = feed.screenGen.embedInNavigationController()
        feed.showPost(9)
        XCTAssertEqual(try XCTUnwrap(feedNavigation.topViewController as? PostViewController).postID, 9)

        let settings = UIViewController.screenGen.create.settingsViewController()
        let settingsNavigation = settings.screenGen.embedInNavigationController()
        settings.showAbout()
        XCTAssertEqual(try XCTUnwrap(settingsNavigation.topViewController as? AboutViewController).version, "1.0")
    }

    /// Three modules have a Main.storyboard; each names it in its own enum, in its own bundle.
    func testEachModuleNamesItsOwnStoryboards() async {
        XCTAssertEqual(UIStoryboard.FeedName.allCases.map(\.rawValue), ["Main"])
        XCTAssertEqual(UIStoryboard.SettingsName.allCases.map(\.rawValue), ["Main"])
        XCTAssertNotEqual(UIStoryboard.FeedName.main.bundle.bundlePath, UIStoryboard.SettingsName.main.bundle.bundlePath)
        XCTAssertEqual(FeedViewController.storyboardName, .main)
        XCTAssertTrue(PostViewController.storyboardBundle === UIStoryboard.FeedName.main.bundle)
    }
}
