/// Told when the reader moves to another quote.
@MainActor
protocol QuotesViewControllerDelegate: AnyObject {
    func quotesViewController(_ controller: QuotesViewController, didShow quote: Quote)
}
