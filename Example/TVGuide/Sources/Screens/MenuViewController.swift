import UIKit

/// The guide's top menu: the initial view controller of Guide.storyboard.
final class MenuViewController: UIViewController {}
