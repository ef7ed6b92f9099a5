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
        utf8.withContiguousStorageIfAvailable { ASCIIBytes.areAll($0, plainLiteralContent: false) } ?? utf8.allSatisfy(ASCIIBytes.isPrintable)
    }

    /// Whether the text is a Swift string literal's content as it is: printable ASCII
    /// without a quote or backslash, nothing to escape.
    var isPlainLiteralContent: Bool {
        utf8.withContiguousStorageIfAvailable { ASCIIBytes.areAll($0, plainLiteralContent: true) } ?? utf8.allSatisfy(ASCIIBytes.isPlainLiteralContent)
    }
}

/// Scanning bytes for the first that is not ASCII.
enum ASCIIBytes {
    /// Space to tilde.
    static func isPrintable(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// A space or a tab: what a spec's names, types and defaults are trimmed of, and what
    /// separates a parameter's label from its name.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// `range` of `bytes` without its leading and trailing blanks (``isBlank(_:)``).
    static func trimmingBlanks(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Printable, and neither a quote nor a backslash.
    static func isPlainLiteralContent(_ byte: UInt8) -> Bool {
        isPrintable(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether every byte is printable (``isPrintable``), or with `plainLiteralContent`
    /// also neither a quote nor a backslash (``isPlainLiteralContent``).
    ///
    /// Eight bytes at a time, each test on all eight at once: asked of every name, path
    /// and string literal a run reads or writes. A lane's test may borrow from or carry
    /// into the next lane only when the lane itself fails, so the word fails exactly when
    /// one of its bytes does.
    static func areAll(_ bytes: UnsafeBufferPointer<UInt8>, plainLiteralContent: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            var failing = notPrintable(word)
            if plainLiteralContent {
                // A byte equal to `"` or `\`: zero after the exclusive or.
                let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
                let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
                failing |= (quotes &- ones) & ~quotes
                failing |= (backslashes &- ones) & ~backslashes
            }
            if failing & highs != 0 { return false }
            index += 8
        }
        let isGood = plainLiteralContent ? isPlainLiteralContent : isPrintable
        while index < bytes.count {
            guard isGood(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// High bits set in `word`'s lanes where a byte is not printable (a lane next to a
    /// failing one may be marked too): zero exactly when all eight bytes are printable.
    private static func notPrintable(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte below 0x20 (for bytes below 0x80: borrows only from a failing lane).
        let below = (word &- ones &* 0x20) & ~word
        // A byte above 0x7E: adding 1 sets its high bit; 0x80 and up have it already.
        let above = (word &+ ones) | word
        return (below | above) & 0x8080_8080_8080_8080
    }

    /// How many bytes at the start of `bytes` are printable (``isPrintable(_:)``), eight at
    /// a time while they are.
    static func printablePrefixLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count, notPrintable(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) == 0 {
            index += 8
        }
        while index < bytes.count, isPrintable(bytes[index]) {
            index += 1
        }
        return index
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
