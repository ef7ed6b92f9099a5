extension String {
    /// The text with line breaks, control and invisible format characters spelled out as
    /// `\n` or `\u{…}`, and nothing cut. For paths and other names from the user's disk that
    /// reach a message or a generated comment: a file named `a⏎import Evil.yml` must not
    /// start a new line in either.
    public var shownOnOneLine: String {
        // Nearly every path is printable ASCII: nothing to spell out, no Unicode lookups.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if scalar == "\n" {
                result += "\\n"
            } else if Self.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x80 { return false }
        switch scalar.properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
