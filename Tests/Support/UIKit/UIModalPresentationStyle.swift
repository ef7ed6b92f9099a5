/// How a presented view controller covers the screen.
///
/// Cases and raw values as in https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
/// (`blurOverFullScreen` is tvOS-only and left out).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    @available(iOS 13.0, tvOS 13.0, *)
    case automatic = -2
}
