/// Finds the first byte that breaks UTF-8, so the error can point at it.
enum UTF8Check {
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            let count = bytes.count
            while index < count {
                if bytes[index] < 0x80 {
                    // A spec is nearly all ASCII: skip runs of it a word at a time.
                    index += ASCIIBytes.prefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
                    continue
                }
                guard let scalar = scalar(at: base + index, available: count - index) else { return index }
                index += scalar.width
            }
            return nil
        }
    }

    /// The scalar whose UTF-8 sequence starts at `start` (a byte above ASCII) and its length,
    /// or nil when the sequence is not valid UTF-8: a stray or impossible lead byte, a
    /// missing continuation byte, a longer form than needed, a surrogate or a value past
    /// U+10FFFF.
    static func scalar(at start: UnsafePointer<UInt8>, available: Int) -> (value: UInt32, width: Int)? {
        let lead = start[0]
        let width: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: width = 2; value = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: width = 3; value = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: width = 4; value = UInt32(lead & 0x07); minimum = 0x10000
        default: return nil
        }
        guard width <= available else { return nil }
        for offset in 1..<width {
            let next = start[offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return nil }
        return (value, width)
    }
}
