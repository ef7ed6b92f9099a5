import Foundation
import UIKit

final class HomeViewController: UIViewController {}

final class ProfileViewController: UIViewController {
    func initialize(
        user: User, _ index: Int, for section: Section, default fallback: String?, `default`: Bool,
        onClose: @escaping () -> Void, onSave: ((User) -> Void)?, lookup: [String: [Int]], screen: Int,
        navigationController: UINavigationController?
    ) {}
}

final class WelcomeViewController: UIViewController {
    func initialize() {}
}

final class URLPreviewViewController: UIViewController {
    func initialize(url: URL) {}
}

final class GadgetViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class AboutViewController: UIViewController {}

final class HelpViewController: UIViewController {
    func initialize(topic: String) {}
}

final class FeedViewController: UIViewController {
    func initialize(items: [FeedItem]) {}
}

final class FeedDetailViewController: UIViewController {}
