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
        of(path, kind: S_IFREG)
    }

    /// The stamp of the folder at `path` (links followed), or nil for anything else. Adding,
    /// removing or renaming an entry moves a folder's modification and change times, so a
    /// folder whose stamp is a settled recorded one still has the entries it had then
    /// (``FolderStamps``).
    public static func ofFolder(_ path: String) -> FileStamp? {
        of(path, kind: S_IFDIR)
    }

    private static func of(_ path: String, kind: some BinaryInteger) -> FileStamp? {
        var info = stat()
        // Through `withCString`: passing the string itself copies it into a new array.
        guard path.withCString({ stat($0, &info) }) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(kind) else { return nil }
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
    ///
    /// A file system that keeps coarser times rounds that later write's time down, which can
    /// take it below `horizon`; so the stamp must lie a whole step of that file system's
    /// clock before it (``granularity(of:)``).
    public func isSettled(before horizon: Time) -> Bool {
        let (end, overflow) = modified.addingReportingOverflow(Self.granularity(of: modified))
        return !overflow && end <= horizon
    }

    /// How coarse the clock of the file system that stamped `time` is, as far as `time`
    /// shows: a whole second means one that keeps seconds (HFS+, ext3, many network shares)
    /// or two (FAT), so two seconds; a whole hundredth, one that keeps hundredths (exFAT);
    /// anything else, the nanosecond. A time that is whole by chance (one in ten million),
    /// or set whole (`touch -d 10:00`), is only trusted a little later.
    static func granularity(of time: Time) -> Time {
        // One remainder for nearly every time: the rest are multiples of a hundredth.
        guard time % 10_000_000 == 0 else { return 1 }
        return time % 1_000_000_000 == 0 ? 2_000_000_000 : 10_000_000
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
        guard let horizon, let current = FileStamp.of(path) else { return nil }
        return hash(ifUnchanged: current, horizon: horizon)
    }

    /// The same for the file `relative` below `root`'s folder (``StampRoot``).
    func hash(ifUnchangedIn root: StampRoot, _ relative: UnsafeBufferPointer<UInt8>, horizon: FileStamp.Time?) -> UInt64? {
        guard let horizon, let current = root.file(relative) else { return nil }
        return hash(ifUnchanged: current, horizon: horizon)
    }

    private func hash(ifUnchanged current: FileStamp, horizon: FileStamp.Time) -> UInt64? {
        current == stamp && current.isSettled(before: horizon) ? hash : nil
    }

    /// `<hash> <size> <modified> <changed> <inode>`, the numbers in decimal, as the record
    /// writes it (``RecordBytes/append(_:)``, the one place that spells the format).
    var text: String {
        var record = RecordBytes(capacity: 80)
        record.append(self)
        return String(decoding: record.bytes, as: UTF8.self)
    }

    /// A stamp line's stamp, and where its path lies in the record's text (to the line's
    /// end). Plain values only: an optional holding a `String` is destroyed through its
    /// run-time type, once for every line.
    struct Line {
        var stamped: StampedHash
        var path: Range<Int>
    }

    /// Reads `bytes`' first five words; the rest (after one space) is the path.
    /// In one pass over the bytes: the record has two such lines per screen file, and
    /// slicing words out first cost more than the rest of a run with nothing to do.
    static func parse(_ bytes: RunState.Line) -> Line? {
        // Through the pointer: every index below is checked against `end`.
        guard let text = bytes.base.baseAddress else { return nil }
        let end = bytes.endIndex
        var index = bytes.startIndex
        guard end - index > 17, let high = FileStamp.eightHexDigits(text + index),
              let low = FileStamp.eightHexDigits(text + index + 8), text[index + 16] == UInt8(ascii: " ") else { return nil }
        let hash = high << 32 | low
        index += 17
        guard let stamp = FileStamp.parse(text, &index, end), index != end else { return nil }
        return Line(stamped: StampedHash(stamp: stamp, hash: hash), path: index..<end)
    }
}

extension FileStamp {
    /// `<size> <modified> <changed> <inode> ` at `index`, which is moved past them: the
    /// words of a stamp as the record writes them (``RecordBytes/append(_:)``).
    static func parse(_ text: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> FileStamp? {
        guard let size = decimal(text, &index, end), let modified = decimal(text, &index, end),
              let changed = decimal(text, &index, end), let inode = number(text, &index, end), !inode.negative else { return nil }
        return FileStamp(size: size, modified: modified, changed: changed, inode: inode.magnitude)
    }

    /// A decimal word at `index` (an optional `-`, then 1 to 20 digits) and the space after
    /// it, which `index` is moved past; nil when there is none or it overflows.
    private static func number(_ text: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> (negative: Bool, magnitude: UInt64)? {
        let negative = index < end && text[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var magnitude: UInt64 = 0
        // Eight digits at a time while they are digits (two stamp times a file have
        // nineteen), then one at a time.
        while end - index >= 8, index - start <= 11, let eight = eightDigits(text + index) {
            magnitude = magnitude &* 100_000_000 &+ eight
            index += 8
        }
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

    /// The value of the eight ASCII digits at `bytes`, or nil when any is not a digit: the
    /// bytes are read as one little-endian word and combined in pairs, fours and eights.
    static func eightDigits(_ bytes: UnsafePointer<UInt8>) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, zeros: UInt64 = 0x3030_3030_3030_3030
        // Each byte is 0x30...0x39: its high half is 3, and adding 6 does not carry out of it.
        guard word & high == zeros, (word &+ 0x0606_0606_0606_0606) & high == zeros else { return nil }
        var value = word & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF
        value = (value &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF
        return (value &* (10_000 << 32 + 1)) >> 32
    }

    /// The value of the eight lowercase hex digits at `bytes` (as the record writes a hash),
    /// or nil when any is not one: read as one little-endian word, checked and combined a
    /// byte lane at a time, as ``eightDigits(_:)`` does for decimal.
    static func eightHexDigits(_ bytes: UnsafePointer<UInt8>) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let lanes: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return nil }
        // With each lane's top bit set, subtracting a constant below 0x80 from every lane
        // borrows from no neighbour: a lane's top bit then says whether it was at least that.
        let raised = word | high
        let atLeast = { (bound: UInt64) in (raised &- bound &* lanes) & high }
        let digits = atLeast(0x30) & ~atLeast(0x3A), letters = atLeast(0x61) & ~atLeast(0x67)
        guard digits | letters == high else { return nil }
        // '0'...'9' and 'a'...'f' end in their value, the letters less nine.
        var value = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ (letters >> 7) &* 9
        // The first digit is the lowest byte and the most significant: pairs, fours, eights.
        value = (value << 4 | value >> 8) & 0x00FF_00FF_00FF_00FF
        value = (value << 8 | value >> 16) & 0x0000_FFFF_0000_FFFF
        return (value << 16 | value >> 32) & 0xFFFF_FFFF
    }

    private static func decimal(_ text: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> Int64? {
        guard let (negative, magnitude) = number(text, &index, end) else { return nil }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }
}
