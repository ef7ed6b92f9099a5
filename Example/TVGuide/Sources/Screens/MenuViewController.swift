import UIKit

/// The guide's top menu: the initial view controller of Guide.storyboard. Its `showShelf`
/// segue shows a category's shelf; `showChannels` presents the channels in a navigation
/// controller of their own.
final class MenuViewController: UIViewController {
    /// What the next `showShelf` segue hands to the shelf.
    private var pendingCategory = ""

    /// Opens a category's shelf through the storyboard's `showShelf` segue.
    func showShelf(_ category: String) {
        pendingCategory = category
        performSegue(.showShelf, sender: self)
    }

    /// Opens the channels through the storyboard's `showChannels` segue.
    func showChannels() {
        performSegue(.showChannels, sender: self)
    }

    /// The generated `prepareSegue` hands over each destination already cast (the channels
    /// unwrapped from their navigation controller); leaving out the shelf's category would
    /// not compile.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showShelf(shelf): shelf.initialize(category: pendingCategory)
            case let .showChannels(channels): channels.prepared()
            }
        }
    }
}
