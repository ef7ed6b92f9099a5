import UIKit

/// The comments of one article: a scene of News.storyboard without a Storyboard ID, which only
/// the article's `ShowComments` segue shows (`segueOnly: true` in Specs/News.yml).
final class CommentsViewController: UIViewController {
    private(set) var articles: [Article] = []

    /// Declared in Specs/News.yml; the article's typed prepare calls it.
    func initialize(article: Article) {
        articles.append(article)
    }
}
