/// An object that can respond to events; the root of the UIKit object hierarchy.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiresponder
/// (`@MainActor class UIResponder`, an `NSObject` subclass). Event handling is not needed
/// by generated code and is left out.
@MainActor
open class UIResponder: NSObject {
    /// The activity the responder advertises for Handoff; kept, never advertised here.
    /// https://developer.apple.com/documentation/uikit/uiresponder/useractivity
    open var userActivity: NSUserActivity?
}
