/// A digest of many pieces (names, file contents, numbers), built up in order.
///
/// Each piece goes in with its length, so no two different sequences of pieces run
/// together into the same bytes; file contents go in as their own XXH64, so the buffer
/// stays small however large the files are.
struct RunDigest {
    private var bytes: [UInt8] = []

    mutating func add(_ text: String) {
        add(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    mutating func add(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// A file's contents, by their hash.
    mutating func add(contents: [UInt8]) {
        add(XXH64.hash(contents))
    }

    var value: UInt64 { XXH64.hash(bytes) }

    /// Files as one digest: their count, then each one's path and the XXH64 of its bytes,
    /// in order. The spec files and the generated files are each recorded this way.
    static func of(_ files: [(path: String, hash: UInt64)]) -> UInt64 {
        var digest = RunDigest()
        digest.add(UInt64(files.count))
        for file in files {
            digest.add(file.path)
            digest.add(file.hash)
        }
        return digest.value
    }

    /// Sixteen lowercase hex digits, as the state file writes a digest.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
