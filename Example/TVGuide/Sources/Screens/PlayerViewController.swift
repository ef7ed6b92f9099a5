import UIKit

/// The full-screen player, built in code; `present` shows it over the full screen.
final class PlayerViewController: UIViewController {
    private(set) var programTitle = ""

    /// Declared under `initialize:` in Specs/TVGuide.yml.
    func initialize(title: String) {
        programTitle = title
    }
}
