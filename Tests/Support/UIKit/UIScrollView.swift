/// A view that scrolls its content.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uiscrollview; present only
/// because it is `UITableView`'s superclass.
@MainActor
open class UIScrollView: UIView {}
