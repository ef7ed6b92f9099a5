import Foundation
import UIKit

@testable import ExampleApp

/// Sample data shared by the call-site tests.
enum Fixtures {
    static let quotes = [
        Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra"),
        Quote(text: "Premature optimization is the root of all evil.", author: "Donald Knuth"),
        Quote(text: "Programs must be written for people to read.", author: "Harold Abelson"),
        Quote(text: "Make it work, make it right, make it fast.", author: "Kent Beck"),
    ]

    static let source = NewsSource(name: "Example Times", url: URL(string: "https://example.com/feed")!)

    static let article = Article(title: "Storyboards on Linux", source: source)
}

/// Records what a `QuotesViewController` reports.
@MainActor
final class QuotesDelegateSpy: QuotesViewControllerDelegate {
    private(set) var shown: [Quote] = []

    func quotesViewController(_ controller: QuotesViewController, didShow quote: Quote) {
        shown.append(quote)
    }
}

/// A navigation bar subclass, as an app would declare one.
final class CustomBar: UINavigationBar {}
