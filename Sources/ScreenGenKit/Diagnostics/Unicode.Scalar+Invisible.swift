/// The one definition of the characters ScreenGen never lets through as themselves:
/// control characters, line and paragraph separators, and invisible formatting characters
/// (bidirectional overrides, zero-width joiners). Identifiers and Storyboard IDs refuse
/// them, literals escape them, and messages spell them out.
extension Unicode.Scalar {
    var isInvisible: Bool {
        if value < 0x20 || value == 0x7F { return true }
        if value < 0x80 { return false }
        switch properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `U+202E`, as messages name a character.
    var codePoint: String {
        "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

extension String {
    /// "it contains the invisible character U+…" for the first invisible character, or nil.
    var invisibleCharacterProblem: String? {
        if isPrintableASCII { return nil }
        return unicodeScalars.first(where: \.isInvisible).map { "it contains the invisible character \($0.codePoint)" }
    }

    /// The text with line breaks and invisible characters spelled out as `\n` or `\u{…}`,
    /// cut after `limit` characters (with `…`) when a limit is given.
    func spelledOut(limit: Int? = nil) -> String {
        // Printable ASCII within the limit is shown as it is, without a lookup per character.
        if utf8.count <= (limit ?? Int.max), isPrintableASCII { return self }
        var result = ""
        var count = 0
        for scalar in unicodeScalars {
            count += 1
            if let limit, count > limit {
                result += "…"
                break
            }
            if scalar == "\n" {
                result += "\\n"
            } else if scalar.isInvisible {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
