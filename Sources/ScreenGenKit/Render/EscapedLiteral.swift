/// The one escaping routine behind every quoted literal ScreenGen writes: Swift string
/// literals, YAML double-quoted scalars and JSON strings. The three languages share the
/// backslash escapes; they differ only in how a Unicode escape is spelled.
enum EscapedLiteral {
    /// `value` between double quotes, with quotes, backslashes, line breaks, tabs and every
    /// invisible or control character escaped, so the literal can neither end early nor
    /// show text other than what it holds.
    static func quoted(_ value: String, unicodeEscape: (Unicode.Scalar) -> String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.needsEscapeInLiteral {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension Unicode.Scalar {
    /// Control characters, line and paragraph separators and invisible formatting
    /// characters (bidirectional overrides, zero-width joiners): never written as themselves.
    var needsEscapeInLiteral: Bool {
        if value < 0x20 || value == 0x7F { return true }
        if value < 0x80 { return false }
        switch properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
