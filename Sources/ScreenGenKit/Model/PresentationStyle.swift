/// The `UIModalPresentationStyle` cases a spec may give a screen's `present`.
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
}
