import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// `ScreenNavigation.observer` is told once of each screen `create`, `push`, `present`, a
/// typed segue preparation and `route.view` make, with the spec's `analytics:` name and its
/// `redact:` applied; without an observer no parameter is described.
@MainActor
final class NavigationObserverTests: XCTestCase {
    func testCreateReportsTheScreenItsKindAndItsParameters() async {
        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }

        _ = UIViewController.screenGen.create.aboutViewController(version: "2.1")
        _ = UIViewController.screenGen.create.composerViewController(draft: nil)

        XCTAssertEqual(log.navigations, [
            ScreenNavigation(screen: "AboutViewController", kind: .code, shown: .created, parameters: ["version": "2.1", "build": "1"]),
            ScreenNavigation(screen: "ComposerViewController", kind: .nib, shown: .created, parameters: ["draft": "nil"]),
        ])
    }

    func testPushAndPresentReportOnceEach() async {
        let navigationController = UIViewController.screenGen.create.creditsViewController().screenGen.embedInNavigationController()
        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }

        navigationController.screenGen.push.settingsViewController(animated: false)
        navigationController.screenGen.present.paywallViewController(animated: false)

        XCTAssertEqual(log.navigations.map(\.shown), [.pushed, .presented])
        XCTAssertEqual(log.navigations.map(\.screen), ["SettingsViewController", "PaywallViewController"])
        XCTAssertEqual(log.navigations.map(\.kind), [.storyboard, .code])
    }

    func testAnalyticsNameAndRedactionApply() async {
        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }

        _ = UIViewController.screenGen.create.profileViewController(user: User(name: "Ada"), onLogout: {})

        XCTAssertEqual(log.navigations, [
            ScreenNavigation(screen: "profile", kind: .storyboard, shown: .created, parameters: ["user": ScreenNavigation.masked]),
        ])
    }

    func testSeguePreparationReportsTheSegue() async throws {
        let feed = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source)
        _ = feed.screenGen.embedInNavigationController()
        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }

        feed.open(Fixtures.article)

        let navigation = try XCTUnwrap(log.navigations.first)
        XCTAssertEqual(log.navigations.count, 1)
        XCTAssertEqual(navigation.screen, "article")
        XCTAssertEqual(navigation.kind, .storyboard)
        XCTAssertEqual(navigation.shown, .segue("ShowArticle"))
        XCTAssertEqual(navigation.parameters, ["article": String(describing: Fixtures.article), "default": "false"], "onShare is omitted")
    }

    func testRouteViewReportsASwiftUIScreen() async {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }

        _ = ScreenRoute.topicSummaryView(topic: "swift", id: id).view

        XCTAssertEqual(log.navigations, [
            ScreenNavigation(screen: "TopicSummaryView", kind: .swiftUI, shown: .swiftUIView, parameters: ["topic": "swift", "id": id.uuidString]),
        ])
    }

    func testWithoutAnObserverNoParameterIsDescribed() async {
        let delegate = DescribedDelegate()
        ScreenNavigation.observer = nil

        _ = UIViewController.screenGen.create.quotesViewController(quotes: [], 0, delegate: delegate, onClose: {})
        XCTAssertEqual(delegate.descriptions, 0)

        let log = NavigationLog()
        ScreenNavigation.observer = log
        defer { ScreenNavigation.observer = nil }
        _ = UIViewController.screenGen.create.quotesViewController(quotes: [], 0, delegate: delegate, onClose: {})
        XCTAssertEqual(delegate.descriptions, 1)
        XCTAssertEqual(log.navigations.first?.parameters["delegate"], "a described delegate")
    }
}

/// Keeps what the observer is told, as an app's breadcrumbs would.
@MainActor
final class NavigationLog: ScreenNavigationObserver {
    private(set) var navigations: [ScreenNavigation] = []

    func observe(_ navigation: ScreenNavigation) {
        navigations.append(navigation)
    }
}

/// A delegate that counts how often it is described.
final class DescribedDelegate: CustomStringConvertible {
    private(set) var descriptions = 0

    var description: String {
        descriptions += 1
        return "a described delegate"
    }
}

extension DescribedDelegate: QuotesViewControllerDelegate {
    func quotesViewController(_ controller: QuotesViewController, didShow quote: Quote) {}
}
