#if os(Linux)
    import UIKit
    import XCTest

    /// Scene classes the fixture storyboards name; found at run time as `SupportTests.<Name>`.
    final class FixtureViewController: UIViewController {
        private(set) var decodedWithCoder = false

        required init?(coder: NSCoder) {
            decodedWithCoder = true
            super.init(coder: coder)
        }
    }

    final class FixtureTableViewController: UITableViewController {}

    final class FixtureNavigationController: UINavigationController {}

    /// Records every `prepare(for:sender:)`, with whether the destination was shown yet.
    final class SegueSourceViewController: UIViewController {
        struct Prepared {
            var identifier: String?
            var destination: UIViewController
            var sender: String?
            var destinationWasShown: Bool
        }

        private(set) var prepared: [Prepared] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let shown = segue.destination.parent != nil || segue.destination.presentingViewController != nil
            XCTAssertTrue(segue.source === self)
            prepared.append(Prepared(identifier: segue.identifier, destination: segue.destination, sender: sender as? String, destinationWasShown: shown))
        }
    }

    /// Built by a `creator` block with an argument `init?(coder:)` cannot receive.
    final class InjectedViewController: UIViewController {
        let dependency: String

        init?(coder: NSCoder, dependency: String) {
            self.dependency = dependency
            super.init(coder: coder)
        }

        required init?(coder: NSCoder) {
            dependency = "none"
            super.init(coder: coder)
        }
    }
#endif
