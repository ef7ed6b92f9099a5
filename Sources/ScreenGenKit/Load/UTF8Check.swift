/// Finds the first byte that breaks UTF-8, so the error can point at it.
enum UTF8Check {
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                // A spec is nearly all ASCII: skip runs of it a word at a time.
                index += bytes.withUnsafeBufferPointer { ASCIIBytes.prefixLength(UnsafeBufferPointer(rebasing: $0[index...])) }
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07); minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}
