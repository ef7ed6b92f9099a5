import UIKit

/// Pages through quotes; the scene with Storyboard ID `QuotesViewController` in Main.storyboard.
final class QuotesViewController: UIViewController {
    /// The arguments of one `initialize` call, kept so tests can check what arrived.
    struct InitializeCall {
        var quotes: [Quote]
        var index: Int
        weak var delegate: QuotesViewControllerDelegate?
        var onClose: () -> Void
    }

    private(set) var initializeCalls: [InitializeCall] = []
    private(set) var quotes: [Quote] = []
    private(set) var index = 0
    weak var delegate: QuotesViewControllerDelegate?
    private var onClose: () -> Void = {}

    /// Declared in Specs/ExampleApp.yml; storyboards cannot pass arguments, so the generated
    /// factory calls this right after instantiation.
    func initialize(quotes: [Quote], _ index: Int, delegate: QuotesViewControllerDelegate? = nil, onClose: @escaping () -> Void) {
        initializeCalls.append(InitializeCall(quotes: quotes, index: index, delegate: delegate, onClose: onClose))
        self.quotes = quotes
        self.index = index
        self.delegate = delegate
        self.onClose = onClose
    }

    func showNext() {
        guard !quotes.isEmpty else {
            return
        }
        index = (index + 1) % quotes.count
        delegate?.quotesViewController(self, didShow: quotes[index])
    }

    func close() {
        onClose()
    }
}
