/// How the stand-in performs a storyboard segue, as UIKit does: find the scene's template by
/// identifier, instantiate the destination from the same storyboard, let the source prepare,
/// then run the transition of the segue's kind.
extension UIViewController {
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }), let storyboard else {
            // UIKit raises NSInvalidArgumentException with this text.
            fatalError("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let destination = storyboard.instantiateViewController(withIdentifier: template.destinationViewControllerIdentifier)
        let transition = Self.transition(of: template)
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
            transition(self, destination, sender)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The transition of each segue kind Interface Builder offers that the stand-in models.
    private static func transition(of template: UIStoryboardSegueTemplate) -> (UIViewController, UIViewController, Any?) -> Void {
        switch template.templateClass {
        case "UIStoryboardShowSegueTemplate", "UIStoryboardShowDetailSegueTemplate":
            return { source, destination, sender in source.show(destination, sender: sender) }
        case "UIStoryboardPresentationSegueTemplate", "UIStoryboardModalSegueTemplate", "UIStoryboardPopoverPresentationSegueTemplate":
            return { source, destination, _ in source.present(destination, animated: true) }
        case "UIStoryboardPushSegueTemplate":
            return { source, destination, _ in
                guard let navigationController = source.navigationController else {
                    fatalError("Push segues can only be used when the source controller is managed by an instance of UINavigationController.")
                }
                navigationController.pushViewController(destination, animated: true)
            }
        default:
            return { _, _, _ in fatalError("\(template.templateClass) segues are not supported by this UIKit stand-in") }
        }
    }
}

/// `value(forKey: "storyboardSegueTemplates")` answers as on iOS, where tests read a scene's
/// segues through it.
extension UIViewController: KeyValueCodingStandIn {
    nonisolated func standInValue(forKey key: String) -> Any?? {
        key == "storyboardSegueTemplates" ? .some(storyboardSegueTemplates) : nil
    }
}
