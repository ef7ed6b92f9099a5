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
                if scalar.isInvisible {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
