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

    /// The recorded hash, when the file at `path` still has the recorded stamp and that
    /// stamp is settled before `horizon` (``FileStamp/isSettled(before:)``); nil when the
    /// file must be read and hashed (or when there is no horizon to judge by).
    func hash(ifUnchangedAt path: String, horizon: FileStamp.Time?) -> UInt64? {
        guard let horizon, let current = FileStamp.of(path), current == stamp, current.isSettled(before: horizon) else { return nil }
        return hash
    }

    /// `<hash> <size> <modified> <changed> <inode>`, the numbers in decimal, as the record
    /// writes it (``RecordBytes/append(_:)``, the one place that spells the format).
    var text: String {
        var record = RecordBytes(capacity: 80)
        record.append(self)
        return String(decoding: record.bytes, as: UTF8.self)
    }

    /// Reads `text`'s first five words; the rest (after one space) is returned as the path.
    /// In one pass over the bytes: the record has two such lines per screen file, and
    /// slicing words out first cost more than the rest of a run with nothing to do.
    static func parse(_ bytes: RunState.Line) -> (StampedHash, String)? {
        // Through the pointer: every index below is checked against `end`.
        guard let text = bytes.base.baseAddress else { return nil }
        let end = bytes.endIndex
        var index = bytes.startIndex
        guard end - index > 17 else { return nil }
        var hash: UInt64 = 0
        for _ in 0..<16 {
            let byte = text[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            hash = hash << 4 | UInt64(digit)
            index += 1
        }
        guard text[index] == UInt8(ascii: " ") else { return nil }
        index += 1
        guard let size = decimal(text, &index, end), let modified = decimal(text, &index, end),
              let changed = decimal(text, &index, end), let inode = number(text, &index, end), !inode.negative,
              index != end else { return nil }
        let stamp = FileStamp(size: size, modified: modified, changed: changed, inode: inode.magnitude)
        return (StampedHash(stamp: stamp, hash: hash), String(decoding: UnsafeBufferPointer(start: text + index, count: end - index), as: UTF8.self))
    }

    /// A decimal word at `index` (an optional `-`, then 1 to 20 digits) and the space after
    /// it, which `index` is moved past; nil when there is none or it overflows.
    private static func number(_ text: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> (negative: Bool, magnitude: UInt64)? {
        let negative = index < end && text[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var magnitude: UInt64 = 0
        // Nineteen digits cannot overflow; only a twentieth is checked, below.
        while index < end, index - start < 19 {
            let digit = text[index] &- UInt8(ascii: "0")
            if digit > 9 { break }
            magnitude = magnitude &* 10 &+ UInt64(digit)
            index += 1
        }
        if index < end, index - start == 19 {
            let digit = text[index] &- UInt8(ascii: "0")
            if digit <= 9 {
                let (times, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflowB) = times.addingReportingOverflow(UInt64(digit))
                guard !overflowA, !overflowB else { return nil }
                magnitude = sum
                index += 1
            }
        }
        guard index > start, index < end, text[index] == UInt8(ascii: " ") else { return nil }
        index += 1
        return (negative, magnitude)
    }

    private static func decimal(_ text: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> Int64? {
        guard let (negative, magnitude) = number(text, &index, end) else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }
}
