/// The bar at the top of a navigation controller.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uinavigationbar
/// (a `UIView` subclass).
@MainActor
open class UINavigationBar: UIView {
    /// `required` because `UINavigationController(navigationBarClass:toolbarClass:)` creates
    /// the bar from a class object, as UIKit does with `[[barClass alloc] init]`; Swift can
    /// only call an initializer through a metatype when it is required. On iOS a subclass
    /// without this initializer fails at run time instead of at compile time.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
