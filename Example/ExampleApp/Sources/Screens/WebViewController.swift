import UIKit

/// A page of help or licenses. One class in two storyboards (Storyboard ID `HelpWeb` in
/// Main.storyboard, `LicensesWeb` in Settings.storyboard): the spec declares one screen per
/// scene, `HelpWebViewController` and `LicensesWebViewController`, each with `class: WebViewController`.
final class WebViewController: UIViewController {
    private(set) var page = ""

    func initialize(page: String) {
        self.page = page
    }
}
