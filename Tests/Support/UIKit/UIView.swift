/// A rectangular area of the screen.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiview
/// (`init(frame:)`, `init?(coder:)`). It exists so that bars keep their real superclass;
/// nothing is drawn.
@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIView()` works on iOS because `-init` forwards to `initWithFrame:` with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }
}
