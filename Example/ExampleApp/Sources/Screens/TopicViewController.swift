import UIKit

/// A topic's articles, page by page; built in code with `init(name:)`, then
/// `initialize(page:)`. Its route is `/topics/{name}` (Specs/Topics.yml).
final class TopicViewController: UIViewController {
    let name: String
    private(set) var page = 0

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("use init(name:)") }

    func initialize(page: Int = 1) {
        self.page = page
    }
}
