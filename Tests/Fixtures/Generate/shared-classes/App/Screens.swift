import Foundation
import UIKit

final class WebViewController: UIViewController {
    init?(coder: NSCoder, page: Int) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    func initialize(url: URL) {}

    func initialize(url: URL, title: String) {}
}

final class ListViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showWeb(web):
                return web.initialize(url: URL(fileURLWithPath: "/"))
            }
        }
    }
}

final class InfoViewController: UIViewController {
    func initialize(text: String) {}

    func initialize(text: String, footnote: String?) {}
}

final class PlainViewController: UIViewController {}
