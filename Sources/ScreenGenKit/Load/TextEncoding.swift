/// Recognises a file saved as UTF-16 or UTF-32 instead of UTF-8, so that the error names the
/// encoding and its fix rather than the zero bytes or byte order mark libyaml would stop at.
enum TextEncoding {
    /// The encoding of `bytes` when it is UTF-16 or UTF-32: by its byte order mark, or
    /// without one by the zero bytes that ASCII text has in those encodings and that UTF-8
    /// YAML never holds. Nil for anything else.
    static func foreignEncoding(of bytes: [UInt8]) -> (name: String, byteOrderMark: Bool)? {
        let marks: [(bytes: [UInt8], name: String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"),
            ([0xFE, 0xFF], "UTF-16BE"), ([0xFF, 0xFE], "UTF-16LE"),
        ]
        for mark in marks where bytes.starts(with: mark.bytes) {
            return (mark.name, true)
        }
        // The first few hundred bytes: a spec starts with keys, which are ASCII.
        let sample = bytes.prefix(512)
        guard sample.count >= 2, sample.contains(0) else { return nil }
        let units32 = sample.count / 4
        if units32 > 0 {
            let little = stride(from: 0, to: units32 * 4, by: 4).filter { sample[$0] != 0 && sample[$0 + 1] == 0 && sample[$0 + 2] == 0 && sample[$0 + 3] == 0 }.count
            let big = stride(from: 0, to: units32 * 4, by: 4).filter { sample[$0] == 0 && sample[$0 + 1] == 0 && sample[$0 + 2] == 0 && sample[$0 + 3] != 0 }.count
            if little * 2 > units32 { return ("UTF-32LE", false) }
            if big * 2 > units32 { return ("UTF-32BE", false) }
        }
        let units16 = sample.count / 2
        let little = stride(from: 0, to: units16 * 2, by: 2).filter { sample[$0] != 0 && sample[$0 + 1] == 0 }.count
        let big = stride(from: 0, to: units16 * 2, by: 2).filter { sample[$0] == 0 && sample[$0 + 1] != 0 }.count
        if little * 2 > units16 { return ("UTF-16LE", false) }
        if big * 2 > units16 { return ("UTF-16BE", false) }
        return nil
    }
}
