/// How a screen's `present` shows it: a `UIModalPresentationStyle` case on UIKit platforms,
/// or one of AppKit's two presentations on macOS.
///
/// `popover` and `custom` are left out: UIKit needs more than a style for them (a source
/// view or bar button item, a transitioning delegate), which only code can supply, and
/// `none` is not a style one presents with.
public enum PresentationStyle: String, Sendable, CaseIterable {
    case automatic
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case overFullScreen
    case overCurrentContext
    /// macOS: `presentAsSheet(_:)`, attached to the presenter's window (AppKit's default here).
    case sheet
    /// macOS: `presentAsModalWindow(_:)`, a window of its own.
    case modalWindow
}
