import UIKit

/// The settings screen; Storyboard ID `SettingsScene` in Settings.storyboard, which names its
/// module explicitly instead of following the target.
final class SettingsViewController: UIViewController {}
