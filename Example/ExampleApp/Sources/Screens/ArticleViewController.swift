import UIKit

/// One article; Storyboard ID `ArticleViewController` in News.storyboard. Its `ShowComments`
/// segue opens the comments, a scene without a Storyboard ID.
final class ArticleViewController: UIViewController {
    struct InitializeCall {
        var article: Article
        var onShare: ((Article) -> Void)?
        var isDefault: Bool
    }

    private(set) var initializeCalls: [InitializeCall] = []

    /// Declared in Specs/News.yml; `default` is a keyword, usable as a label but escaped inside.
    func initialize(article: Article, onShare: ((Article) -> Void)? = nil, default: Bool = false) {
        initializeCalls.append(InitializeCall(article: article, onShare: onShare, isDefault: `default`))
    }

    /// Opens the comments of the article through the storyboard's `ShowComments` segue.
    func showComments() {
        performSegue(.showComments)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showComments(comments):
                guard let article = initializeCalls.last?.article else {
                    preconditionFailure("the article is shown after initialize(article:...)")
                }
                return comments.initialize(article: article)
            }
        }
    }
}
