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
    static func diagnostic(_ rest: Line) -> DiagnosticText? {
        var words = Words(rest)
        guard let severity = words.next().flatMap({ Diagnostic.Severity(rawValue: String(decoding: $0, as: UTF8.self)) }),
              let code = words.next().flatMap(unescaped), let line = words.next().flatMap(number),
              let column = words.next().flatMap(number), let file = words.next().flatMap(unescaped),
              let message = words.next().flatMap(unescaped), words.isAtEnd else { return nil }
        return DiagnosticText(location: SourceLocation(file: file, line: line, column: column), severity: severity,
                              code: code, message: message, notes: [])
    }

    /// A `note` line's fields after the key, or nil when they are not one.
    static func note(_ rest: Line) -> DiagnosticNote? {
        var words = Words(rest)
        guard let line = words.next().flatMap(number), let column = words.next().flatMap(number),
              let file = words.next().flatMap(unescaped), let message = words.next().flatMap(unescaped),
              words.isAtEnd else { return nil }
        // The message is already on one line, as it was recorded: it is kept as it is.
        var note = DiagnosticNote("", at: line == 0 ? nil : SourceLocation(file: file, line: line, column: column))
        note.message = message
        return note
    }

    /// The words of a line, split at each space, empty words kept, as slices of the
    /// record's bytes, one at a time: a run that replays warnings reads every one of them,
    /// and an array of slices is a generic type whose first use costs more than that
    /// run's own work (``PathOrder``).
    struct Words {
        private let text: Line
        private var start: Int
        /// Whether every word has been taken.
        private(set) var isAtEnd = false

        init(_ text: Line) {
            self.text = text
            start = text.startIndex
        }

        mutating func next() -> Line? {
            guard !isAtEnd, let base = text.base.baseAddress else { return nil }
            // A message is one word of a few hundred bytes.
            let end = RunState.index(of: UInt8(ascii: " "), in: base, from: start, to: text.endIndex) ?? text.endIndex
            let word = text[start..<end]
            if end == text.endIndex { isAtEnd = true } else { start = end + 1 }
            return word
        }
    }

    /// A line or column: decimal digits, as `Int(_:)` reads them without a sign.
    private static func number(_ word: Line) -> Int? {
        guard !word.isEmpty, word.count <= 18 else { return nil }
        var value = 0
        for byte in word {
            let digit = byte &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
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
    static func unescaped(_ word: Line) -> String? {
        guard let base = word.base.baseAddress, !word.isEmpty else { return nil }
        let start = base + word.startIndex, count = word.count
        if count == 1, start[0] == UInt8(ascii: "%") { return "" }
        // Most words have nothing escaped: their bytes are the text.
        guard RunState.index(of: UInt8(ascii: "%"), in: base, from: word.startIndex, to: word.endIndex) != nil else {
            return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
        // Decoded into the string's own storage, which is never longer than the word.
        var valid = true
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            var read = 0, written = 0
            while read < count {
                let byte = start[read]
                read += 1
                guard byte == UInt8(ascii: "%") else {
                    buffer[written] = byte
                    written += 1
                    continue
                }
                guard read + 2 <= count, let high = hexDigit(start[read]), let low = hexDigit(start[read + 1]) else {
                    valid = false
                    return 0
                }
                buffer[written] = high << 4 | low
                written += 1
                read += 2
            }
            return written
        }
        return valid ? text : nil
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
