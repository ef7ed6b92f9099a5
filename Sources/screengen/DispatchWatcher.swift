#if canImport(Darwin)
import Darwin
import Dispatch

/// The Mac's file events, through Dispatch's file-system sources (kqueue's `EVFILT_VNODE`):
/// each watched folder is opened for events only, and a write to it (an entry created,
/// removed or renamed; an editor's atomic save) or its removal wakes the watch. Like
/// inotify on Linux, the events are a hint: the watch compares stamps to see what changed.
final class DispatchWatcher: ChangeWatcher {
    private let queue = DispatchQueue(label: "screengen.watch")
    private let woken = DispatchSemaphore(value: 0)
    private var sources: [String: DispatchSourceFileSystemObject] = [:]

    deinit {
        for source in sources.values { source.cancel() }
    }

    func watch(_ folders: [String]) {
        // A folder removed (or replaced) is watched again from its new descriptor.
        for (folder, source) in sources where source.data.contains(.delete) || source.isCancelled {
            source.cancel()
            sources[folder] = nil
        }
        for folder in folders where sources[folder] == nil {
            let descriptor = open(folder, O_EVTONLY)
            guard descriptor >= 0 else { continue }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .delete, .rename, .extend, .attrib], queue: queue)
            source.setEventHandler { [woken] in woken.signal() }
            source.setCancelHandler { close(descriptor) }
            source.resume()
            sources[folder] = source
        }
    }

    func wait(timeout: Double) {
        _ = woken.wait(timeout: .now() + timeout)
        // Several events for one save wake the watch once.
        while woken.wait(timeout: .now()) == .success {}
    }
}
#endif
