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

/// The watcher for this system: the platform's file events (inotify on Linux, Dispatch's
/// file-system sources on the Mac), else polling.
enum ChangeWatchers {
    /// Set (to any value) to poll instead: a network file system's changes made on another
    /// machine raise no file event here.
    static let pollingVariable = "SCREENGEN_WATCH_POLLING"

    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> any ChangeWatcher {
        guard environment[pollingVariable] == nil else { return PollingWatcher() }
        #if os(Linux)
        if let watcher = InotifyWatcher() { return watcher }
        return PollingWatcher()
        #elseif canImport(Darwin)
        return DispatchWatcher()
        #else
        return PollingWatcher()
        #endif
    }
}

/// Wakes every ``interval`` seconds: the watch then compares the inputs' stamps. Used where
/// file events cannot be had (inotify's per-user limit reached) or are asked not to be.
struct PollingWatcher: ChangeWatcher {
    static let interval = 0.1

    mutating func watch(_ folders: [String]) {}

    func wait(timeout: Double) {
        usleep(useconds_t(min(timeout, Self.interval) * 1_000_000))
    }
}
