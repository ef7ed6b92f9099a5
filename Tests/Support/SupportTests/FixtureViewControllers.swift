#if os(Linux)
    import UIKit

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
