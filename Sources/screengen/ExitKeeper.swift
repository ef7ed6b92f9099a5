import Foundation

/// What a one-shot command keeps until the process exits.
///
/// A run's model is hundreds of thousands of small objects at 10,000 screens; freeing them
/// one by one when the command returns is serial work that the exit right after makes
/// unnecessary (about 2 % of a `lint`). Only ``QuickRun`` turns this on, since its commands
/// end with `exit`: a long-lived process (`generate --watch`) keeps nothing.
enum ExitKeeper {
    nonisolated(unsafe) static var keepsUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []
    /// The modules of a config are prepared at the same time.
    private static let lock = NSLock()

    /// How many values are kept.
    static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept.count
    }

    static func keep(_ value: Any) {
        guard keepsUntilExit else { return }
        lock.lock()
        kept.append(value)
        lock.unlock()
    }
}
