import CYaml
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libyaml's reader, done once for a whole file.
///
/// libyaml decodes its input a character at a time into a buffer, checking that each one
/// is a character YAML allows, and its scanner reads only that buffer. A spec is valid
/// UTF-8 (the loader checks that first) and nearly all printable ASCII, so when every
/// character is allowed the decoded buffer holds the same bytes as the file. The loader
/// then copies the file into the buffer in one go and marks the input read, exactly as
/// the reader leaves it at the end of a file: the bytes, a NUL, the count of characters
/// (the NUL included) and the end-of-input flag. The scanner sees the same buffer either
/// way, so events, marks and errors are the same; `DecodedInputTests` checks that over
/// the YAML test suite and every spec fixture. That decoding was an eighth of `lint`'s
/// instructions (Benchmarks.md).
///
/// A file with a character YAML refuses is left to the reader, which reports it.
enum DecodedInput {
    /// Zero bytes after the NUL: the scanner may look a few characters past the end.
    static let padding = 32

    /// Puts `bytes` into `parser`'s buffer as its reader would at the end of the input, and
    /// returns true; returns false, touching nothing, when a character is one libyaml would
    /// refuse (the reader then reads the file and reports it) or memory runs out.
    static func install(_ bytes: UnsafeBufferPointer<UInt8>, into parser: UnsafeMutablePointer<yaml_parser_t>) -> Bool {
        // A byte order mark is dropped by the reader before the first character.
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let text = UnsafeBufferPointer(rebasing: bytes[bom...])
        guard let characters = characterCount(text) else { return false }
        let needed = text.count + 1 + padding
        var buffer = parser.pointee.buffer
        if buffer.end - buffer.start < needed {
            guard let grown = realloc(buffer.start, needed) else { return false }
            buffer.start = grown.assumingMemoryBound(to: yaml_char_t.self)
            buffer.end = buffer.start + needed
        }
        if let base = text.baseAddress, !text.isEmpty {
            buffer.start.update(from: base, count: text.count)
        }
        (buffer.start + text.count).initialize(repeating: 0, count: 1 + padding)
        buffer.pointer = buffer.start
        buffer.last = buffer.start + text.count + 1
        parser.pointee.buffer = buffer
        // At the end of the input the scanner no longer depends on this count; it is set
        // as the reader leaves it all the same.
        parser.pointee.unread = characters + 1
        parser.pointee.encoding = YAML_UTF8_ENCODING
        parser.pointee.offset = bytes.count
        parser.pointee.eof = 1
        // The reader asks for a handler even when nothing is left to read.
        yaml_parser_set_input_string(parser, buffer.start, 0)
        return true
    }

    /// The number of characters in `bytes` when each one is valid UTF-8 and a character
    /// YAML allows (tab, line feed, carriage return, printable ASCII, U+0085 and the
    /// printable ranges above U+00A0, as libyaml's reader checks); nil otherwise.
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = 0
        var characters = 0
        while index < count {
            // Runs of printable ASCII, eight bytes at a time: nearly all of a spec.
            let run = ASCIIBytes.printablePrefixLength(UnsafeBufferPointer(rebasing: bytes[index...]))
            index += run
            characters += run
            guard index < count else { break }
            switch base[index] {
            case 0x09, 0x0A, 0x0D:
                index += 1
            case 0x80...:
                guard let scalar = UTF8Check.scalar(at: base + index, available: count - index) else { return nil }
                switch scalar.value {
                case 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: index += scalar.width
                default: return nil
                }
            default:
                return nil
            }
            characters += 1
        }
        return characters
    }
}
