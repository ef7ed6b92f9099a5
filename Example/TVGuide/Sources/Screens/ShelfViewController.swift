import UIKit

/// A shelf of programs in one category: a table scene of Guide.storyboard (Storyboard ID `Shelf`).
final class ShelfViewController: UITableViewController {
    private(set) var category = ""

    /// Declared under `initialize:` in Specs/TVGuide.yml.
    func initialize(category: String) {
        self.category = category
    }
}
