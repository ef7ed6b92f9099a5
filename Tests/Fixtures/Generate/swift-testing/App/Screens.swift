// Hand-written app code the generated files for this fixture are compiled with.
import UIKit

extension Bundle {
    /// Stands in for the accessor SwiftPM generates for a target with resources.
    static var module: Bundle { Bundle.main }
}

final class ShelfViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showBook(book): book.initialize(title: "Emma")
            case let .showShelf(shelf): shelf.prepared()
            }
        }
    }

    func openBook() {
        performSegue(.showBook, sender: self)
    }
}

final class BookViewController: UIViewController {
    func initialize(title: String) {}
}

final class AuthorViewController: UIViewController {
    let name: String

    init?(coder: NSCoder, name: String) {
        self.name = name
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("made through init?(coder:name:)")
    }
}

final class ReaderViewController: UIViewController {}
final class SearchViewController: UIViewController {}
