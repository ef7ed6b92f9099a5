// Hand-written app code the generated files for this fixture are compiled with: the
// screens keep their labeled initialize, and the call sites stay as the templates had them.
import UIKit

final class LeafViewController: UIViewController {
    func initialize(index: Int, for leaf: String, _ note: String?) {}
}

final class PlainViewController: UIViewController {}

@MainActor
func callSitesAsTheTemplatesHadThem(_ navigationController: UINavigationController) {
    let leaf = UIViewController.screenGen.create.leafViewController(3, "oak", "note")
    navigationController.screenGen.push.leafViewController(3, "oak", animated: true)
    navigationController.screenGen.present.leafViewController(3, "oak", nil, animated: false)
    _ = (leaf, UIViewController.screenGen.create.plainViewController())
}
