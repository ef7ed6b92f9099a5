#if DEBUG
import SwiftUI
import UIKit
import XCTest

@testable import ExampleApp

/// The generated previews (Generated/ExampleApp/ScreenGen+Previews.swift, debug builds only):
/// each `#Preview` body is one call of a `ScreenPreviews` factory, which makes the screen
/// through `create` with the spec's `preview:` arguments, so `initialize` runs; and
/// `ScreenCatalog` lists those screens by spec file and opens each one.
@MainActor
final class PreviewTests: XCTestCase {
    func testEachPreviewMakesItsScreenThroughCreateWithThePreviewArguments() async {
        // Built in code: initialize(version:in:) with both of the spec's values.
        XCTAssertEqual(ScreenPreviews.aboutViewController().initializeCalls, [.init(version: "1.0", build: 42)])
        // A storyboard scene: instantiated, then initialize; `delegate` keeps its default.
        let quotes = ScreenPreviews.quotesViewController()
        XCTAssertEqual(quotes.initializeCalls.map(\.quotes),
                       [[Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra")]])
        XCTAssertEqual(quotes.initializeCalls.map(\.index), [0])
        XCTAssertNil(quotes.initializeCalls.first?.delegate)
        // A XIB screen.
        XCTAssertEqual(ScreenPreviews.composerViewController().draft, "Dear reader,")
        // A scene made through init?(coder:user:onLogout:).
        XCTAssertEqual(ScreenPreviews.profileViewController().user, User(name: "Ada"))
        // init(receipt:), then initialize(showsTotal:) with the preview's value, not the default.
        let receipt = ScreenPreviews.receiptViewController()
        XCTAssertEqual(receipt.receipt, Receipt(total: 42))
        XCTAssertEqual(receipt.showsTotal, false)
        XCTAssertEqual(receipt.calls, ["init(receipt:)", "initialize(showsTotal:)"])
        // A SwiftUI screen, in its hosting controller.
        XCTAssertEqual(ScreenPreviews.settingsView().rootView.store.notificationsOn, true)
        // `limit` keeps its default of 20; one class in two storyboards, this scene's page.
        XCTAssertEqual(ScreenPreviews.newsFeedViewController().initializeCalls.map(\.limit), [20])
        XCTAssertEqual(ScreenPreviews.helpWebViewController().page, "help")
        let topic = ScreenPreviews.topicViewController()
        XCTAssertEqual([topic.name, "\(topic.page)"], ["swift", "1"])
    }

    func testTheCatalogListsEveryScreenWithAPreviewBySpecFileThenName() async {
        XCTAssertEqual(ScreenCatalog.specFiles.map(\.id), ["Specs/ExampleApp.yml", "Specs/News.yml", "Specs/Topics.yml"])
        XCTAssertEqual(ScreenCatalog.specFiles.map(\.title),
                       ["ExampleApp: Specs/ExampleApp.yml", "ExampleApp: Specs/News.yml", "ExampleApp: Specs/Topics.yml"])
        // Not PaywallViewController (`preview: false`), LicensesWebViewController (`page` has no
        // default and no preview value) or CommentsViewController (segue-only: no create).
        XCTAssertEqual(ScreenCatalog.entries.map(\.screen), [
            "AboutViewController", "ComposerViewController", "HelpWebViewController", "NoteListViewController",
            "ProfileViewController", "QuotesViewController", "ReceiptViewController", "SettingsView", "SettingsViewController",
            "ArticleViewController", "CreditsViewController", "NewsFeedViewController",
            "TopicSummaryView", "TopicViewController", "TopicsViewController",
        ])
        XCTAssertEqual(ScreenCatalog.entries.map(\.id), Array(ScreenCatalog.entries.indices))
    }

    func testEachCatalogEntryMakesTheScreenItsPreviewShows() async throws {
        let about = try XCTUnwrap(ScreenCatalog.entries.first { $0.screen == "AboutViewController" }?.make() as? AboutViewController)
        XCTAssertEqual(about.initializeCalls, [.init(version: "1.0", build: 42)])
        let summary = try XCTUnwrap(ScreenCatalog.entries.first { $0.screen == "TopicSummaryView" }?.make())
        XCTAssertEqual((summary as? UIHostingController<TopicSummaryView>)?.rootView.topic, "swift")
    }
}
#endif
