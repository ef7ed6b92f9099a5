import Feed
import Onboarding
import Settings
import UIKit

/// An app that imports every feature module and reaches every public screen with one line.
@MainActor
final class AppFlow {
    let root = UINavigationController()

    func showEverything() {
        let feed = UIViewController.screenGen.create.feedViewController(items: ["a", "b"])
        root.viewControllers = [feed]
        root.screenGen.push.postViewController(postID: 7)
        root.screenGen.push.composeViewController()
        root.screenGen.present.settingsViewController()
        root.screenGen.present.aboutViewController(version: "2.0", animated: false)
        root.screenGen.push.accountViewController(userID: 42)
        let embedded = UIViewController.screenGen.create.aboutViewController(version: "3.0").screenGen.embedInNavigationController()
        root.present(embedded, animated: true)
        OnboardingFlow.start(in: root)
        // Each module's storyboards keep their own names; these three are all Main.storyboard.
        _ = [UIStoryboard(UIStoryboard.FeedName.main), UIStoryboard(UIStoryboard.SettingsName.main)]
    }
}
