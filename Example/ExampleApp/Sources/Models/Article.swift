/// One news item, opened in `ArticleViewController`.
struct Article: Equatable, Sendable {
    var title: String
    var source: NewsSource
}
