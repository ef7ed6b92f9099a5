extension String {
    /// Whether every character is ASCII. Then characters, Unicode scalars and UTF-8 bytes
    /// line up (only "\r\n" is two bytes in one character), so a check can scan bytes
    /// instead of paying for grapheme breaking and Unicode property lookups; almost every
    /// name, type and default in a spec qualifies.
    var isAllASCII: Bool {
        // Asked of every name, type and default: eight bytes at a time, not byte by byte
        // through the UTF-8 view's iterator.
        utf8.withContiguousStorageIfAvailable(ASCIIBytes.prefixLength).map { $0 == utf8.count }
            ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension String {
    /// Whether every byte is printable ASCII (space to tilde): text shown and compared as it
    /// is. Over the string's own bytes, as ``isAllASCII``: the UTF-8 view's iterator costs
    /// several times more per byte, and names and identifiers of every screen are asked.
    var isPrintableASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(ASCIIBytes.isPrintable) } ?? utf8.allSatisfy(ASCIIBytes.isPrintable)
    }

    /// Whether the text is a Swift string literal's content as it is: printable ASCII
    /// without a quote or backslash, nothing to escape.
    var isPlainLiteralContent: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(ASCIIBytes.isPlainLiteralContent) } ?? utf8.allSatisfy(ASCIIBytes.isPlainLiteralContent)
    }
}

/// Scanning bytes for the first that is not ASCII.
enum ASCIIBytes {
    /// Space to tilde.
    static func isPrintable(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Printable, and neither a quote nor a backslash.
    static func isPlainLiteralContent(_ byte: UInt8) -> Bool {
        isPrintable(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// How many bytes at the start of `bytes` are ASCII.
    static func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count,
              raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < bytes.count, bytes[index] < 0x80 {
            index += 1
        }
        return index
    }
}
