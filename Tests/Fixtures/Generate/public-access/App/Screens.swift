// Hand-written framework code the generated files for this fixture are compiled with:
// with `access: public` the screens are public too.
import Foundation
import UIKit

public final class KitViewController: UIViewController {
    public func initialize(title: String, animatedIntro: Bool) {}
}

public final class KitCodeViewController: UIViewController {
    public func initialize(title: String) {}
}

extension Bundle {
    /// Stands in for the accessor SwiftPM generates for a target with resources.
    static var module: Bundle { Bundle.main }
}
