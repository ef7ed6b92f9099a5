import UIKit

/// Articles of one source; the initial view controller of News.storyboard, which is loaded
/// from this class's bundle rather than the module's.
final class NewsFeedViewController: UIViewController {
    struct InitializeCall: Equatable {
        var source: NewsSource
        var limit: Int
    }

    private(set) var initializeCalls: [InitializeCall] = []

    /// Declared in Specs/News.yml.
    func initialize(for source: NewsSource, limit: Int = 20) {
        initializeCalls.append(InitializeCall(source: source, limit: limit))
    }
}
