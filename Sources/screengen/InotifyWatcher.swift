#if os(Linux)
import Glibc

/// Linux's inotify, read directly: no Swift package for it is available to this build.
/// Each folder is watched for files created, written, moved, deleted or changed in their
/// attributes; the events themselves are drained and not parsed, as the watch compares
/// stamps to see what changed.
final class InotifyWatcher: ChangeWatcher {
    private let descriptor: Int32

    init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    func watch(_ folders: [String]) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        // Adding a folder already watched keeps its one watch; a folder removed and made
        // again is a new one, watched from here on. A folder that cannot be watched (gone,
        // unreadable, the watch limit reached) is tried again at the next call.
        for folder in folders {
            _ = inotify_add_watch(descriptor, folder, mask)
        }
    }

    func wait(timeout: Double) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // A signal ends the wait early (EINTR), which is how SIGINT stops the watch at once.
        guard poll(&entry, 1, Int32(timeout * 1000)) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
#endif
