import Foundation

/// What a one-shot command keeps until the process exits.
///
/// A run's model is hundreds of thousands of small objects at 10,000 screens; freeing them
/// one by one when the command returns is serial work that the exit right after makes
/// unnecessary (about 2 % of a `lint`). Only ``QuickRun`` turns this on, since its commands
/// end with `exit`: a long-lived process (`generate --watch`) keeps nothing.
enum ExitKeeper {
    nonisolated(unsafe) static var keepsUntilExit = false
    /// The kept values, newest first: a list of boxes rather than an `[Any]`, whose storage
    /// type the runtime builds the first time one is made, which was most of what keeping
    /// the one value of a run with nothing to do cost.
    nonisolated(unsafe) private static var newest: Kept?
    nonisolated(unsafe) private static var kept = 0
    /// The modules of a config are prepared at the same time. A plain mutex, never freed.
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    private final class Kept {
        let value: Any
        let older: Kept?

        init(_ value: Any, older: Kept?) {
            self.value = value
            self.older = older
        }
    }

    /// How many values are kept.
    static var count: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return kept
    }

    static func keep(_ value: Any) {
        guard keepsUntilExit else { return }
        pthread_mutex_lock(mutex)
        newest = Kept(value, older: newest)
        kept += 1
        pthread_mutex_unlock(mutex)
    }
}
