import UIKit

/// The list of notes; the initial table view controller of Main.storyboard.
final class NoteListViewController: UITableViewController {
    private(set) var initializeCallCount = 0

    /// Declared in Specs/ExampleApp.yml as `initialize: {}`.
    func initialize() {
        initializeCallCount += 1
    }
}
