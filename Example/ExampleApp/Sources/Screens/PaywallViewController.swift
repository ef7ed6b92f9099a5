import UIKit

/// A full-screen paywall: `present` sets `.fullScreen` as the spec says.
final class PaywallViewController: UIViewController {
    /// Each style set, and whether the screen was already on screen then: UIKit reads the
    /// style when presenting, so setting it afterwards would have no effect.
    private(set) var stylesSet: [(style: UIModalPresentationStyle, wasPresented: Bool)] = []

    override var modalPresentationStyle: UIModalPresentationStyle {
        didSet { stylesSet.append((modalPresentationStyle, presentingViewController != nil)) }
    }
}
