import Foundation

/// A feed that `NewsFeedViewController` lists articles from.
struct NewsSource: Equatable, Sendable {
    var name: String
    var url: URL
}
