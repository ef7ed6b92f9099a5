// Hand-written app code the generated files for this fixture are compiled with, the same as
// the connections fixture's. On Linux there is no Objective-C runtime for `@IBOutlet` to
// register with, so each class lists its outlets and actions for the UIKit stand-in
// (`InterfaceBuilderMembers`) as the runtime would find them.
import Foundation
import UIKit

final class ProfileViewController: UIViewController {
    #if canImport(ObjectiveC)
    @IBOutlet var nameLabel: UIView!
    @IBOutlet var buttons: [UIView]!
    #else
    var nameLabel: UIView!
    var buttons: [UIView]!
    nonisolated override class var interfaceBuilderOutlets: [String] { super.interfaceBuilderOutlets + ["nameLabel", "buttons"] }
    nonisolated override class var interfaceBuilderActions: [String] { ["save:", "refresh:"] }
    #endif

    @IBAction func save(_ sender: Any) {}
    @IBAction func refresh(_ sender: Any) {}
}

final class ComposerViewController: UIViewController {
    #if canImport(ObjectiveC)
    @IBOutlet var textView: UIView!
    #else
    var textView: UIView!
    nonisolated override class var interfaceBuilderOutlets: [String] { super.interfaceBuilderOutlets + ["textView"] }
    nonisolated override class var interfaceBuilderActions: [String] { ["send:"] }
    #endif

    @IBAction func send(_ sender: Any) {}
}
