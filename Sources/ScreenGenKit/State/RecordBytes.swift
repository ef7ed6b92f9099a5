/// The run state's text built as bytes: a record holds two stamp lines per screen file,
/// and interpolating each line's five numbers into a `String` was most of what a cold run
/// at 10,000 screens did after rendering.
struct RecordBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `value` in decimal, as `"\(value)"` writes it.
    mutating func append(decimal value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(decimal: value.magnitude)
    }

    mutating func append(decimal value: UInt64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = value
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `value` as sixteen lowercase hex digits, as ``RunDigest/hex(_:)`` writes it.
    mutating func append(hex16 value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(Self.hexDigit(UInt8((value >> UInt64(shift)) & 0xF)))
        }
    }

    /// The lowercase hex digit of `value` (0...15), as the record writes hashes.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `<hash> <size> <modified> <changed> <inode>`, the numbers in decimal: how the record
    /// writes a stamp (``StampedHash/text`` is this, as a string).
    mutating func append(_ stamped: StampedHash) {
        append(hex16: stamped.hash)
        append(byte: UInt8(ascii: " "))
        append(stamped.stamp)
    }

    /// `<size> <modified> <changed> <inode>`: a folder's stamp, and the end of a file's.
    mutating func append(_ stamp: FileStamp) {
        append(decimal: stamp.size)
        append(byte: UInt8(ascii: " "))
        append(decimal: stamp.modified)
        append(byte: UInt8(ascii: " "))
        append(decimal: stamp.changed)
        append(byte: UInt8(ascii: " "))
        append(decimal: stamp.inode)
    }

    /// One stamp line: `key`, the stamp, then the path.
    mutating func appendStampLine(_ key: String, _ stamped: StampedHash, path: String) {
        appendLine(key, path: path) { $0.append(stamped) }
    }

    /// One folder line: `key`, the folder's stamp, then its path.
    mutating func appendFolderLine(_ key: String, _ stamp: FileStamp, path: String) {
        appendLine(key, path: path) { $0.append(stamp) }
    }

    /// `key`, what `words` appends, then `path`, each after a space, and the line's end.
    private mutating func appendLine(_ key: String, path: String, _ words: (inout RecordBytes) -> Void) {
        append(key)
        append(byte: UInt8(ascii: " "))
        words(&self)
        append(byte: UInt8(ascii: " "))
        append(path)
        append(byte: UInt8(ascii: "\n"))
    }
}
