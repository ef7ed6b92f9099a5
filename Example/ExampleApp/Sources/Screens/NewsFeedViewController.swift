import UIKit

/// Articles of one source; the initial view controller of News.storyboard, which is loaded
/// from this class's bundle rather than the module's. Its `ShowArticle` segue opens one.
final class NewsFeedViewController: UIViewController {
    struct InitializeCall: Equatable {
        var source: NewsSource
        var limit: Int
    }

    private(set) var initializeCalls: [InitializeCall] = []
    /// What the next `ShowArticle` segue opens.
    private var selectedArticle: Article?
    /// Called when the reader shares the open article.
    var onShare: ((Article) -> Void)?

    /// Declared in Specs/News.yml.
    func initialize(for source: NewsSource, limit: Int = 20) {
        initializeCalls.append(InitializeCall(source: source, limit: limit))
    }

    /// Opens `article` through the storyboard's `ShowArticle` segue.
    func open(_ article: Article) {
        selectedArticle = article
        performSegue(.showArticle)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showArticle(article):
                guard let selectedArticle else {
                    preconditionFailure("ShowArticle is performed by open(_:), which selects an article first")
                }
                return article.initialize(article: selectedArticle, onShare: onShare)
            }
        }
    }
}
