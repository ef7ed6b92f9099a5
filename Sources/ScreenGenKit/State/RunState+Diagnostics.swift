/// The warnings a run reported, as the run state records them, so that a later run that
/// skips its work prints them again exactly (``DiagnosticText``) without loading a spec.
///
/// One `diagnostic` line each, followed by one `note` line per note:
///
///     diagnostic <severity> <code> <line> <column> <file> <message>
///     note <line> <column> <file> <message>
///
/// Text fields are percent-escaped (``escaped(_:)``), so each is one word; a note
/// without a location has line 0 and an empty file.
extension RunState {
    /// The record's lines for `diagnostics`.
    static func lines(for diagnostics: [DiagnosticText]) -> [String] {
        var lines: [String] = []
        for diagnostic in diagnostics {
            let location = diagnostic.location
            lines.append("diagnostic \(diagnostic.severity.rawValue) \(escaped(diagnostic.code)) \(location.line) \(location.column) \(escaped(location.file)) \(escaped(diagnostic.message))")
            for note in diagnostic.notes {
                let place = note.location.map { "\($0.line) \($0.column) \(escaped($0.file))" } ?? "0 0 \(escaped(""))"
                lines.append("note \(place) \(escaped(note.message))")
            }
        }
        return lines
    }

    /// A `diagnostic` line's fields after the key, or nil when they are not one.
    static func diagnostic(_ rest: String) -> DiagnosticText? {
        let words = words(rest)
        guard words.count == 6, let severity = Diagnostic.Severity(rawValue: words[0]),
              let code = unescaped(words[1]), let line = Int(words[2]), let column = Int(words[3]),
              let file = unescaped(words[4]), let message = unescaped(words[5]) else { return nil }
        return DiagnosticText(location: SourceLocation(file: file, line: line, column: column), severity: severity,
                              code: code, message: message, notes: [])
    }

    /// A `note` line's fields after the key, or nil when they are not one.
    static func note(_ rest: String) -> DiagnosticNote? {
        let words = words(rest)
        guard words.count == 4, let line = Int(words[0]), let column = Int(words[1]),
              let file = unescaped(words[2]), let message = unescaped(words[3]) else { return nil }
        // The message is already on one line, as it was recorded: it is kept as it is.
        var note = DiagnosticNote("", at: line == 0 ? nil : SourceLocation(file: file, line: line, column: column))
        note.message = message
        return note
    }

    /// `text` split at each space, empty words kept. Byte by byte into strings: `split`
    /// makes an array of substrings, a generic type whose first use costs a run that
    /// replays warnings more than the rest of its work (``PathOrder``).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            guard byte != UInt8(ascii: " ") else {
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
                continue
            }
            word.append(byte)
        }
        words.append(String(decoding: word, as: UTF8.self))
        return words
    }

    /// `text` as one word: `%`, spaces, control characters and DEL as `%XX`; the empty
    /// text as a lone `%`, which escaping never produces otherwise.
    static func escaped(_ text: String) -> String {
        guard !text.isEmpty else { return "%" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text `escaped` made `word` from, or nil when `word` is not one it makes.
    static func unescaped(_ word: String) -> String? {
        if word == "%" { return "" }
        guard !word.isEmpty else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        var iterator = word.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexDigit), let low = iterator.next().flatMap(hexDigit) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
