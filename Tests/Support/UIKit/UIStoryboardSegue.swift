/// An object that prepares for and performs the transition between two view controllers.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uistoryboardsegue: the
/// storyboard runtime creates one when a view controller performs a segue, calls the
/// source's `prepare(for:sender:)`, then `perform()`.
@MainActor
open class UIStoryboardSegue: NSObject {
    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    private var performHandler: (() -> Void)?

    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:)
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:performhandler:)
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/identifier
    open var identifier: String? { storedIdentifier }

    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/source
    open var source: UIViewController { storedSource }

    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/destination
    open var destination: UIViewController { storedDestination }

    /// Runs the transition; the storyboard's kinds pass theirs as the perform handler.
    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
    open func perform() {
        performHandler?()
    }
}

/// A segue of a compiled scene, as UIKit keeps it on the source view controller until the
/// segue is performed (`UIStoryboardSegueTemplate`, a private class; the keys are UIKit's).
/// Immutable, hence sendable.
final class UIStoryboardSegueTemplate: NSObject, KeyValueCodingStandIn, @unchecked Sendable {
    let identifier: String?
    /// The destination's key in the storyboard's `UIViewControllerIdentifiersToNibNames`.
    let destinationViewControllerIdentifier: String
    /// The class of the template, which names the kind: `UIStoryboardShowSegueTemplate`, …
    let templateClass: String

    init(identifier: String?, destinationViewControllerIdentifier: String, templateClass: String) {
        self.identifier = identifier
        self.destinationViewControllerIdentifier = destinationViewControllerIdentifier
        self.templateClass = templateClass
        super.init()
    }

    func standInValue(forKey key: String) -> Any?? {
        switch key {
        case "identifier": .some(identifier)
        case "destinationViewControllerIdentifier": .some(destinationViewControllerIdentifier)
        default: nil
        }
    }
}
