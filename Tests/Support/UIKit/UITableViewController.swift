/// A view controller that manages a table view.
///
/// Declared as in https://developer.apple.com/documentation/uikit/uitableviewcontroller
/// (`init(style:)`, `init(nibName:bundle:)`, `init?(coder:)`); `UITableViewController()`
/// gives a plain table, as documented for `init(style:)`.
@MainActor
open class UITableViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView!

    /// Its `tableView` outlet beside `view` (``InterfaceBuilderMembers``).
    nonisolated open override class var interfaceBuilderOutlets: [String] { super.interfaceBuilderOutlets + ["tableView"] }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        tableView = UITableView(frame: .zero, style: style)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tableView = UITableView(frame: .zero, style: .plain)
    }

    /// The table keeps the style chosen in Interface Builder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tableView = UITableView(coder: coder)
    }
}
