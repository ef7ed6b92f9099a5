import UIKit

/// One article; Storyboard ID `ArticleViewController` in News.storyboard.
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
}
