import UIKit

/// Writes a note; its view is in Composer.xib (File's Owner: this class).
final class ComposerViewController: UIViewController {
    private(set) var draft: String?

    func initialize(draft: String?) {
        self.draft = draft
    }
}
