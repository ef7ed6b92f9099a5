/// A quotation shown by `QuotesViewController`.
struct Quote: Equatable, Sendable {
    var text: String
    var author: String
}
