#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a regular file, as the run state records it next to the file's hash,
/// so that a later run can take the hash without reading the file: the size, the
/// modification and change times (nanoseconds) and the inode.
///
/// Writing a file always moves its change time, which no tool can set back, and replacing
/// it changes its inode; so a file whose stamp is still the recorded one holds the bytes
/// that were hashed, with one exception that ``isSettled(before:)`` rules out: a write in the
/// same tick of the file system's clock as the one the stamp shows.
public struct FileStamp: Sendable, Equatable {
    /// A file system time, in nanoseconds since 1970.
    public typealias Time = Int64

    public var size: Int64
    public var modified: Time
    public var changed: Time
    public var inode: UInt64

    public init(size: Int64, modified: Time, changed: Time, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(size: Int64(info.st_size), modified: Self.time(modified), changed: Self.time(changed), inode: UInt64(info.st_ino))
    }

    /// The stamp of the regular file at `path` (links followed), or nil for anything else.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFREG) else { return nil }
        return FileStamp(info)
    }

    /// Whether the bytes read with this stamp are still the file's whenever its stamp is
    /// unchanged, given `horizon`: a clock reading taken before they were read or written.
    ///
    /// A later write sets the modification time to the clock's time then, which is no
    /// earlier than `horizon`; so when the stamp's time is earlier, that write shows in the
    /// stamp. A stamp from `horizon`'s own tick or later (the file changed while the run
    /// read it, or just before) is not settled: its bytes must be hashed again (git's
    /// "racily clean" entries, the same rule).
    public func isSettled(before horizon: Time) -> Bool {
        modified < horizon
    }

    /// The file system clock now, as the next write to a file would stamp it: Linux stamps
    /// files with its coarse clock, which lags the precise one by up to a tick.
    public static func now() -> Time {
        var spec = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_REALTIME_COARSE, &spec)
        #else
        clock_gettime(CLOCK_REALTIME, &spec)
        #endif
        return time(spec)
    }

    static func time(_ spec: timespec) -> Time {
        Time(spec.tv_sec) * 1_000_000_000 + Time(spec.tv_nsec)
    }

    /// `time` as `utimensat` takes it.
    static func spec(_ time: Time) -> timespec {
        var seconds = time / 1_000_000_000
        var nanoseconds = time % 1_000_000_000
        if nanoseconds < 0 {
            seconds -= 1
            nanoseconds += 1_000_000_000
        }
        var result = timespec()
        result.tv_sec = .init(seconds)
        result.tv_nsec = .init(nanoseconds)
        return result
    }
}

/// A file's stamp with the XXH64 of the bytes read or written with it: one `stamp` line
/// of the run state.
public struct StampedHash: Sendable, Equatable {
    public var stamp: FileStamp
    public var hash: UInt64

    public init(stamp: FileStamp, hash: UInt64) {
        self.stamp = stamp
        self.hash = hash
    }

    /// `<hash> <size> <modified> <changed> <inode>`, the numbers in decimal.
    var text: String {
        "\(RunDigest.hex(hash)) \(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode)"
    }

    /// Reads `text`'s first five words; the rest (after one space) is returned as the path.
    static func parse(_ text: Substring) -> (StampedHash, String)? {
        var words: [Substring] = []
        var rest = text[...]
        for _ in 0..<5 {
            guard let space = rest.firstIndex(of: " ") else { return nil }
            words.append(rest[..<space])
            rest = rest[rest.index(after: space)...]
        }
        guard !rest.isEmpty, words[0].utf8.count == 16, let hash = UInt64(words[0], radix: 16),
              let size = Int64(words[1]), let modified = Int64(words[2]), let changed = Int64(words[3]),
              let inode = UInt64(words[4]) else { return nil }
        return (StampedHash(stamp: FileStamp(size: size, modified: modified, changed: changed, inode: inode), hash: hash), String(rest))
    }
}
