import UIKit

public struct Item: Sendable {
    public init() {}
}

public final class ListViewController: UITableViewController {
    private let item = Item()

    /// Every declared segue is a case: leaving one out, or a parameter, does not compile.
    /// A case with more than one statement makes the switch a statement, so each case returns.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showItem(next): return next.initialize(item: item, 1, screen: "list")
            case let .editFilter(next): return next.initialize()
            case let .showAbout(next): return next.prepared()
            case let .showNote(next): return next.initialize(note: "n", 2)
            case let .default(next):
                _ = next.screen.storyboard
                return next.initialize(item: item)
            }
        }
    }

    func showFirst() {
        performSegue(.showItem, sender: self)
        performSegue(.default)
        _ = Segue.allCases.map(\.rawValue)
    }
}

public final class ItemViewController: UIViewController {
    public func initialize(item: Item, _ index: Int = 0, screen: String = "") {}
}

public final class FilterViewController: UIViewController {
    public func initialize() {}

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let declared = prepareSegue(segue) { destination in
            switch destination {
            case let .done(list): list.prepared()
            }
        }
        if !declared { super.prepare(for: segue, sender: sender) }
    }
}

public final class AboutViewController: UIViewController {}

public final class NoteViewController: UIViewController {
    public func initialize(note: String, _ index: Int = 0) {}

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .showItem(item): item.initialize(item: Item())
            }
        }
    }
}

public final class LoginViewController: UIViewController {
    public init?(coder: NSCoder, name: String) {
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) { fatalError("use init(coder:name:)") }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepareSegue(segue) { destination in
            switch destination {
            case let .next(item): item.initialize(item: Item())
            }
        }
    }
}
