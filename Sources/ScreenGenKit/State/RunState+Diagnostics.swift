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
            var end = start
            while end < text.endIndex, base[end] != UInt8(ascii: " ") { end += 1 }
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
        if word.count == 1, word.first == UInt8(ascii: "%") { return "" }
        guard !word.isEmpty else { return nil }
        // Most words have nothing escaped: their bytes are the text.
        guard word.contains(UInt8(ascii: "%")) else { return String(decoding: word, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.count)
        var iterator = word.makeIterator()
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
