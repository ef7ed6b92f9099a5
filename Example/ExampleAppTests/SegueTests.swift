import UIKit
import XCTest

@testable import ExampleApp

/// The segues the screens perform through the generated API, on the UIKit stand-in, which
/// performs them from the compiled storyboards as UIKit does: the destination arrives with
/// the parameters the screen's `prepare(for:sender:)` forwarded.
@MainActor
final class SegueTests: XCTestCase {
    func testEmbeddedSeguePresentsTheQuotesWithTheirParameters() async throws {
        let notes = UIViewController.screenGen.create.noteListViewController()
        let delegate = QuotesDelegateSpy()
        notes.quotesDelegate = delegate

        notes.showQuotes(Fixtures.quotes)

        let navigation = try XCTUnwrap(notes.presentedViewController as? UINavigationController, "presented in its own navigation controller")
        let quotes = try XCTUnwrap(navigation.viewControllers.first as? QuotesViewController)
        let call = try XCTUnwrap(quotes.initializeCalls.first)
        XCTAssertEqual(quotes.initializeCalls.count, 1)
        XCTAssertEqual(call.quotes, Fixtures.quotes)
        XCTAssertEqual(call.index, 0)
        XCTAssertTrue(call.delegate === delegate)
        quotes.showNext()
        XCTAssertEqual(delegate.shown, [Fixtures.quotes[1]])
        quotes.close()
        XCTAssertNil(notes.presentedViewController, "onClose dismisses what the segue presented")
    }

    func testPlainSeguePushesTheArticleWithItsParameters() async throws {
        let feed = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source)
        let navigation = feed.screenGen.embedInNavigationController()
        var shared: [Article] = []
        feed.onShare = { shared.append($0) }

        feed.open(Fixtures.article)

        let article = try XCTUnwrap(navigation.topViewController as? ArticleViewController, "a show segue pushes inside a navigation controller")
        let call = try XCTUnwrap(article.initializeCalls.first)
        XCTAssertEqual(article.initializeCalls.count, 1)
        XCTAssertEqual(call.article, Fixtures.article)
        XCTAssertFalse(call.isDefault, "the spec's default")
        call.onShare?(Fixtures.article)
        XCTAssertEqual(shared, [Fixtures.article], "the closure forwarded is the one the article keeps")
    }

    /// A scene without a Storyboard ID (`segueOnly: true`) has no `create`; its segue shows it
    /// with the parameters the source's prepare forwarded.
    func testSegueOnlySceneArrivesThroughItsSegueWithItsParameters() async throws {
        let feed = UIViewController.screenGen.create.newsFeedViewController(for: Fixtures.source)
        let navigation = feed.screenGen.embedInNavigationController()
        feed.open(Fixtures.article)
        let article = try XCTUnwrap(navigation.topViewController as? ArticleViewController)

        article.showComments()

        let comments = try XCTUnwrap(navigation.topViewController as? CommentsViewController, "the show segue pushes the comments")
        XCTAssertEqual(comments.articles, [Fixtures.article])
        XCTAssertEqual(ArticleViewController.Segue.allCases.map(\.rawValue), ["ShowComments"])
    }

    func testSegueCasesAreTheStoryboardIdentifiers() async {
        XCTAssertEqual(NoteListViewController.Segue.allCases.map(\.rawValue), ["showQuotes"])
        XCTAssertEqual(NewsFeedViewController.Segue.allCases.map(\.rawValue), ["ShowArticle"])
        XCTAssertEqual(NewsFeedViewController.Segue.showArticle.rawValue, "ShowArticle")
    }

    /// An undeclared segue is left to the caller: `prepareSegue` returns false without calling `body`.
    func testPrepareSegueIgnoresSeguesTheSpecsDoNotDeclare() async {
        let notes = UIViewController.screenGen.create.noteListViewController()
        let other = UIStoryboardSegue(identifier: "somethingElse", source: notes, destination: UIViewController())
        let unnamed = UIStoryboardSegue(identifier: nil, source: notes, destination: UIViewController())

        for segue in [other, unnamed] {
            let declared = notes.prepareSegue(segue) { _ in
                XCTFail("body runs only for declared segues")
                fatalError("unreachable")
            }
            XCTAssertFalse(declared)
        }
    }
}
