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
    ///
    /// The same bytes as the `add` calls would gather, sized first and written through a
    /// pointer: appending each piece went through generic code, twice per file of a run
    /// with nothing to do.
    static func of(_ files: [(path: String, hash: UInt64)]) -> UInt64 {
        var size = 8
        for file in files { size += 16 + file.path.utf8.count }
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var writer = Writer(buffer)
            writer.put(UInt64(files.count))
            for file in files {
                writer.put(UInt64(file.path.utf8.count))
                writer.put(file.path)
                writer.put(file.hash)
            }
            count = writer.count
        }
        return XXH64.hash(bytes)
    }

    /// Writes pieces into memory sized for them.
    private struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        private(set) var count = 0

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        mutating func put(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { put($0.assumingMemoryBound(to: UInt8.self)) }
        }

        mutating func put(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ put($0) }) == nil {
                for byte in text.utf8 { put(byte) }
            }
        }

        private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            precondition(count + bytes.count <= buffer.count, "RunDigest.of sized its buffer too small")
            (target + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        private mutating func put(_ byte: UInt8) {
            precondition(count < buffer.count, "RunDigest.of sized its buffer too small")
            buffer[count] = byte
            count += 1
        }
    }

    /// Sixteen lowercase hex digits, as the state file writes a digest.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
