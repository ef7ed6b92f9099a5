import Feed
import UIKit

final class WelcomeViewController: UIViewController {}

final class TourViewController: UIViewController {
    private(set) var pages = 0

    func initialize(pages: Int) {
        self.pages = pages
    }
}

/// The module's entry point: its screens are internal, and so are their create and push.
@MainActor
public enum OnboardingFlow {
    public static func start(in navigationController: UINavigationController) {
        navigationController.screenGen.push.welcomeViewController(animated: false)
        navigationController.screenGen.push.tourViewController(pages: 3)
        // A public module's screen, from an internal module.
        navigationController.screenGen.push.composeViewController(draft: "Hello")
    }
}
