import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What keeps writing confined and consistent: every path stays inside the output folder,
/// and runs on one folder take turns.
extension OutputWriter {
    /// The exclusive lock on an output folder, held until ``release()`` (or until the
    /// process ends: the system drops it then).
    public final class FolderLock {
        private var descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        public func release() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        deinit { release() }
    }

    /// Creates the output folder and takes its exclusive lock.
    ///
    /// Two `screengen generate` runs at once then write one after the other, the second
    /// planning against what the first left, so the folder always ends as one run's
    /// complete output. The lock is the folder's own `flock`, so no lock file appears in
    /// the output, and the system drops it when a process dies.
    public func lock(specsFolder: URL? = nil) throws(Failure) -> FolderLock {
        try checkFolder(specsFolder: specsFolder)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: displayPath, reason: "cannot create the output folder: \(SpecFolder.describe(error).shownOnOneLine)")
        }
        let descriptor = open(folderPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .io(path: displayPath, reason: "cannot open the output folder: \(InputFile.describe(errno))")
        }
        if let problem = takeLock(LOCK_EX, on: descriptor) {
            close(descriptor)
            throw .io(path: displayPath, reason: problem)
        }
        return FolderLock(descriptor: descriptor)
    }

    /// The longest a run waits for another run's lock on an output folder, in seconds,
    /// before it gives up: an Xcode build never hangs on a run that does not end. 60, or
    /// `SCREENGEN_LOCK_WAIT` (seconds) where set.
    public static let lockWaitLimit: Double = ProcessInfo.processInfo.environment["SCREENGEN_LOCK_WAIT"].flatMap(Double.init) ?? 60

    /// Called once when a run starts waiting for another run's lock (a message for people).
    nonisolated(unsafe) public static var waitingForLock: (@Sendable (String) -> Void)?

    /// Takes `operation` (`LOCK_EX` or `LOCK_SH`) on the open folder, waiting up to
    /// ``lockWaitLimit`` for another run; the reason it failed, or nil.
    private func takeLock(_ operation: Int32, on descriptor: Int32) -> String? {
        Self.take(operation, on: descriptor, shown: displayPath)
    }

    static func take(_ operation: Int32, on descriptor: Int32, shown: String = "") -> String? {
        let start = Date()
        var told = false
        while flock(descriptor, operation | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK:
                if !told {
                    waitingForLock?(shown)
                    told = true
                }
                if Date().timeIntervalSince(start) > lockWaitLimit {
                    return "another screengen run has held the output folder's lock for \(Int(lockWaitLimit)) s; gave up (is a run stuck? end it and run again)"
                }
                usleep(20_000)
            default:
                return "cannot lock the output folder: \(InputFile.describe(errno))"
            }
        }
        return nil
    }

    /// Runs `body` (typically plan, then apply) holding the folder's exclusive lock
    /// (``lock(specsFolder:)``).
    public func withLock<T>(specsFolder: URL? = nil, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let lock = try lock(specsFolder: specsFolder)
        defer { lock.release() }
        return try body()
    }

    /// Runs `body` holding the folder's lock shared, as readers do: a `generate` writing
    /// into it finishes first. Without a folder (or a lock) `body` runs all the same.
    public func whileShared<T>(_ body: () throws -> T) rethrows -> T {
        let descriptor = open(folderPath, O_RDONLY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        // Without the lock (another run held it past the limit) the comparison still runs:
        // it reads, and at worst reports a folder that a run is writing as stale.
        if descriptor >= 0 { _ = takeLock(LOCK_SH, on: descriptor) }
        return try body()
    }

    /// Throws unless `relative` names a place inside the output folder: a relative path
    /// with no empty, `.` or `..` parts, whose existing folders are real folders, not
    /// symbolic links (a link to a folder outside the output folder would be written
    /// through; one to a folder inside would show a file under two names, one of which a
    /// run would report unchanged and then remove under the other).
    ///
    /// `checked`: the folders a run has already found to be no links, each looked at once
    /// per run rather than once per file in it.
    func checkInside(_ relative: String, checked: CheckedFolders? = nil) throws(Failure) {
        let parts = Self.pathParts(relative)
        if relative.hasPrefix("/") || relative.utf8.contains(0) || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw .outsideFolder(path: shown(relative), reason: "'\(relative.shownOnOneLine)' is not a plain relative path")
        }
        // A plain path rather than a URL: appending to a URL costs more than the check.
        var current = folderPath
        for (index, part) in parts.dropLast().enumerated() {
            current += (current.hasSuffix("/") ? "" : "/") + part
            if let checked, checked.contains(current) { continue }
            var info = stat()
            guard lstat(current, &info) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFLNK) else {
                checked?.insert(current)
                continue
            }
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? "?"
            let shownLink = shown(parts[...index].joined(separator: "/"))
            // Resolved only here: almost no output folder has links, and this runs per file.
            let root = Self.realPath(folderPath) ?? folderPath
            guard let real = Self.realPath(current) else {
                throw .outsideFolder(path: shown(relative), reason: "'\(shownLink.shownOnOneLine)' is a symbolic link to '\(destination.shownOnOneLine)', which does not exist")
            }
            if real != root, !real.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                throw .outsideFolder(path: shown(relative), reason: "'\(shownLink.shownOnOneLine)' is a symbolic link to '\(destination.shownOnOneLine)', outside the output folder")
            }
            throw .linkInFolder(path: shown(relative), link: shownLink)
        }
    }

    /// `path` split at every `/`, empty parts kept. Split by scalars: splitting by
    /// `Character` costs more than the rest of the check, and this runs per file.
    static func pathParts(_ path: String) -> [Substring] {
        let scalars = path.unicodeScalars
        var parts: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            if scalars[index] == "/" {
                parts.append(Substring(scalars[start..<index]))
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        parts.append(Substring(scalars[start...]))
        return parts
    }

    /// The path with every symbolic link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The folders on the way to a run's files that it has found to be no symbolic links (or
/// missing, to be created as real folders), shared by the threads that stage the files.
final class CheckedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []

    func contains(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return folders.contains(folder)
    }

    func insert(_ folder: String) {
        lock.lock()
        folders.insert(folder)
        lock.unlock()
    }
}
