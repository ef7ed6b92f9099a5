import Foundation

/// What wakes `generate --watch` when its inputs may have changed. A wake-up is only a
/// hint: the watch compares the inputs' stamps (``WatchedInputs``) to decide whether to
/// run, so a watcher may wake for nothing, but must not sleep through a change for longer
/// than its wait.
protocol ChangeWatcher {
    /// Watches `folders` too (each on its own, not its subfolders); called again with the
    /// current list after every change, so that new folders are watched.
    mutating func watch(_ folders: [String])
    /// Returns when a watched folder may have changed, a signal arrived, or `timeout`
    /// seconds have passed.
    func wait(timeout: Double)
}

/// The watcher for this system: inotify on Linux, else polling.
enum ChangeWatchers {
    /// Set (to any value) to poll on Linux too: a network file system's changes made on
    /// another machine raise no inotify event here.
    static let pollingVariable = "SCREENGEN_WATCH_POLLING"

    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> any ChangeWatcher {
        #if os(Linux)
        if environment[pollingVariable] == nil, let watcher = InotifyWatcher() { return watcher }
        #endif
        return PollingWatcher()
    }
}

/// Wakes every ``interval`` seconds: the watch then compares the inputs' stamps. Used
/// where inotify is missing (macOS) or cannot be opened (the per-user limit reached).
struct PollingWatcher: ChangeWatcher {
    static let interval = 0.1

    mutating func watch(_ folders: [String]) {}

    func wait(timeout: Double) {
        usleep(useconds_t(min(timeout, Self.interval) * 1_000_000))
    }
}
