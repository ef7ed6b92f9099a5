/// The root of AppKit's event-handling classes.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nsresponder
/// (`@MainActor class NSResponder`, an `NSObject` subclass whose `init?(coder:)` comes from
/// `NSCoding`, so subclasses must provide it). Event handling is not needed by generated code.
@MainActor
open class NSResponder: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsresponder/init()
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsresponder/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The activity the responder advertises for Handoff; kept, never advertised here.
    /// https://developer.apple.com/documentation/appkit/nsresponder/useractivity
    open var userActivity: NSUserActivity?
}
