/// A view that presents rows; here it only remembers its style.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uitableview
/// (`init(frame:style:)`, `var style: UITableView.Style { get }`).
@MainActor
open class UITableView: UIScrollView {
    /// The styles of https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum,
    /// with UIKit's raw values.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, tvOS 13.0, *)
        case insetGrouped = 2
    }

    /// Fixed at creation, as on iOS.
    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = (coder as? StoryboardSceneCoder)?.scene.tableStyle ?? .plain
        super.init(coder: coder)
    }
}
