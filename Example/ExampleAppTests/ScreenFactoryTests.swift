import UIKit
import XCTest

@testable import ExampleApp

/// `UIViewController.screenGen.create.x(...)` hands back a screen whose `initialize` ran exactly once
/// with every argument, from its storyboard or built in code as the spec says.
///
/// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
@MainActor
final class ScreenFactoryTests: XCTestCase {
    func testQuotesScreenReceivesEveryArgumentOnce() async throws {
        let delegate = QuotesDelegateSpy()
        var closeCount = 0

        let screen = UIViewController.screenGen.create.quotesViewController(
            quotes: Fixtures.quotes, 3, delegate: delegate, onClose: { closeCount += 1 })

        XCTAssertNotNil(screen.storyboard, "comes from Main.storyboard")
        XCTAssertEqual(screen.initializeCalls.count, 1)
        let call = try XCTUnwrap(screen.initializeCalls.first)
        XCTAssertEqual(call.quotes, Fixtures.quotes)
        XCTAssertEqual(call.index, 3)
        XCTAssertTrue(call.delegate === delegate)
        call.onClose()
        XCTAssertEqual(closeCount, 1, "the closure passed is the one received")

        screen.showNext()
        XCTAssertEqual(delegate.shown, [Fixtures.quotes[0]])
    }

    func testQuotesScreenDelegateDefaultsToNil() async throws {
        let screen = UIViewController.screenGen.create.quotesViewController(quotes: Fixtures.quotes, 0, onClose: {})

        let call = try XCTUnwrap(screen.initializeCalls.first)
        XCTAssertNil(call.delegate)
        XCTAssertEqual(screen.initializeCalls.count, 1)
    }

    func testNoteListIsTheInitialTableSceneOfMain() async {
        let screen = UIViewController.screenGen.create.noteListViewController()

        XCTAssertEqual(screen.initializeCallCount, 1)
        XCTAssertNotNil(screen.storyboard)
        XCTAssertEqual(screen.tableView.style, .insetGrouped, "keeps the style set in Interface Builder")
    }

    func testSettingsComesFromItsStoryboardID() async {
        let screen = UIViewController.screenGen.create.settingsViewController()

        XCTAssertNotNil(screen.storyboard)
        XCTAssertNil(screen.navigationController, "the scene by ID comes without the storyboard's navigation controller")
    }

    /// Two screens of one class (`class: WebViewController`): each is its own member, made
    /// from its own storyboard's scene, with its own parameters.
    func testScreensOfASharedClassComeFromTheirOwnScenes() async {
        let help = UIViewController.screenGen.create.helpWebViewController(page: "faq")
        let licenses = UIViewController.screenGen.create.licensesWebViewController(page: "licenses")

        XCTAssertNotNil(help.storyboard, "comes from Main.storyboard")
        XCTAssertNotNil(licenses.storyboard, "comes from Settings.storyboard")
        XCTAssertEqual(help.page, "faq")
        XCTAssertEqual(licenses.page, "licenses")
    }

    func testAboutIsBuiltInCodeWithTheDefaultBuild() async {
        let screen = UIViewController.screenGen.create.aboutViewController(version: "2.1")

        XCTAssertNil(screen.storyboard)
        XCTAssertEqual(screen.initializeCalls, [.init(version: "2.1", build: 1)])
    }

    func testAboutTakesAnExplicitBuild() async {
        let screen = UIViewController.screenGen.create.aboutViewController(version: "2.1", in: 42)

        XCTAssertEqual(screen.initializeCalls, [.init(version: "2.1", build: 42)])
    }

    func testNewsFeedIsTheInitialSceneOfNews() async {
        let screen = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source)

        XCTAssertNotNil(screen.storyboard)
        XCTAssertEqual(screen.initializeCalls, [.init(source: Fixtures.source, limit: 20)])
    }

    func testNewsFeedTakesAnExplicitLimit() async {
        let screen = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source, limit: 5)

        XCTAssertEqual(screen.initializeCalls, [.init(source: Fixtures.source, limit: 5)])
    }

    func testArticleReceivesItsOptionalClosureAndKeywordLabel() async throws {
        var shared: [Article] = []

        let screen = UIViewController.screenGen.create.articleViewController(
            article: Fixtures.article, onShare: { shared.append($0) }, default: true)

        XCTAssertNotNil(screen.storyboard)
        XCTAssertEqual(screen.initializeCalls.count, 1)
        let call = try XCTUnwrap(screen.initializeCalls.first)
        XCTAssertEqual(call.article, Fixtures.article)
        XCTAssertTrue(call.isDefault)
        try XCTUnwrap(call.onShare)(Fixtures.article)
        XCTAssertEqual(shared, [Fixtures.article])
    }

    func testArticleDefaults() async throws {
        let screen = UIViewController.screenGen.create.articleViewController(article: Fixtures.article)

        let call = try XCTUnwrap(screen.initializeCalls.first)
        XCTAssertNil(call.onShare)
        XCTAssertFalse(call.isDefault)
    }

    func testCreditsIsBuiltInCode() async {
        let screen = UIViewController.screenGen.create.creditsViewController()

        XCTAssertNil(screen.storyboard)
    }
}
