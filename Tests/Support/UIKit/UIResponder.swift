/// An object that can respond to events; the root of the UIKit object hierarchy.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiresponder
/// (`@MainActor class UIResponder`, an `NSObject` subclass). Event handling is not needed
/// by generated code and is left out.
@MainActor
open class UIResponder: NSObject {}
