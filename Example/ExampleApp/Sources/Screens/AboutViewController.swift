import UIKit

/// Version information; built in code because it has no storyboard.
final class AboutViewController: UIViewController {
    struct InitializeCall: Equatable {
        var version: String
        var build: Int
    }

    private(set) var initializeCalls: [InitializeCall] = []

    /// Declared in Specs/ExampleApp.yml; `in` is only the argument label.
    func initialize(version: String, in build: Int = 1) {
        initializeCalls.append(InitializeCall(version: version, build: build))
    }
}
