import UIKit

/// The list of notes; the initial table view controller of Main.storyboard. Its `showQuotes`
/// segue presents the quotes in a navigation controller of their own.
final class NoteListViewController: UITableViewController {
    private(set) var initializeCallCount = 0
    /// What the next `showQuotes` segue hands to the quotes screen.
    private var pendingQuotes: [Quote] = []
    /// Where the quotes screen reports its pages.
    weak var quotesDelegate: QuotesViewControllerDelegate?

    /// Declared in Specs/ExampleApp.yml as `initialize: {}`.
    func initialize() {
        initializeCallCount += 1
    }

    /// Opens the quotes through the storyboard's `showQuotes` segue, starting at the first.
    func showQuotes(_ quotes: [Quote]) {
        pendingQuotes = quotes
        performSegue(.showQuotes, sender: self)
    }

    /// The generated `prepareSegue` hands over the quotes screen, unwrapped from its navigation
    /// controller; leaving out a parameter of its `initialize` would not compile.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showQuotes(quotes):
                quotes.initialize(quotes: pendingQuotes, 0, delegate: quotesDelegate) { [weak self] in
                    self?.dismiss(animated: true)
                }
            }
        }
    }
}
