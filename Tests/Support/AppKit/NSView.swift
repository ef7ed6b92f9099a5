/// A view; here only what tells which window shows it.
///
/// Declared as in https://developer.apple.com/documentation/appkit/nsview (`@MainActor`,
/// `window` is the window the view is in, nil when it is in none).
@MainActor
open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/window
    open internal(set) weak var window: NSWindow?
}
