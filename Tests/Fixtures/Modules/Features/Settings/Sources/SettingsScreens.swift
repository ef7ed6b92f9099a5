import Feed
import UIKit

public final class SettingsViewController: UIViewController {
    /// A screen of another module, pushed with the same one-line call as this module's own.
    public func showFeed() {
        navigationController?.screenGen.push.feedViewController(items: ["from settings"])
    }

    /// Shows this module's About screen through its typed segue.
    public func showAbout() {
        performSegue(.showAbout)
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showAbout(about): return about.initialize(version: "1.0")
            }
        }
    }
}

public final class AboutViewController: UIViewController {
    public private(set) var version = ""

    public func initialize(version: String) {
        self.version = version
    }
}

public final class AccountViewController: UIViewController {
    public let userID: Int

    public init?(coder: NSCoder, userID: Int) {
        self.userID = userID
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("made through init?(coder:userID:)")
    }
}
