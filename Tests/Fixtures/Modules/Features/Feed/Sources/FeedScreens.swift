import UIKit

public final class FeedViewController: UIViewController {
    public private(set) var items: [String] = []
    private var selectedPostID = 0

    public func initialize(items: [String]) {
        self.items = items
    }

    /// Shows a post: the typed segue forwards its parameters.
    public func showPost(_ postID: Int) {
        selectedPostID = postID
        performSegue(.showPost)
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showPost(post): return post.initialize(postID: selectedPostID)
            }
        }
    }
}

public final class PostViewController: UIViewController {
    public private(set) var postID = 0

    public func initialize(postID: Int) {
        self.postID = postID
    }
}

public final class ComposeViewController: UIViewController {
    public private(set) var draft = ""

    public func initialize(draft: String) {
        self.draft = draft
    }
}
