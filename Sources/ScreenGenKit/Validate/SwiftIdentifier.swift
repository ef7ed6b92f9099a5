/// What counts as a Swift identifier in a spec, and how to write one into Swift.
///
/// Identifiers are checked against Unicode's XID properties, a subset of what Swift
/// accepts: it excludes invisible and bidirectional-control characters, so no spec can
/// smuggle look-alike or reordered text into generated code.
public enum SwiftIdentifier {
    /// Words that need backticks to be used as a name.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol",
    ]

    /// Labels that need backticks even at a call site.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// Why `text` is not an identifier, or nil when it is one. Surrounding backticks are
    /// allowed (they are how Swift spells a keyword as a name) and are not part of the name.
    public static func problem(with text: String) -> String? {
        let name = unquoted(text)
        if text.hasPrefix("`") != text.hasSuffix("`") || (text.hasPrefix("`") && text.count < 3) {
            return "unbalanced backticks"
        }
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if name == "_" { return "'_' is not a name" }
        if first == "$" { return "names starting with '$' are reserved by the compiler" }
        if first != "_" && !first.properties.isXIDStart {
            return first.properties.numericType != nil
                ? "it starts with a digit"
                : "it starts with \(describe(first)), which cannot start a name"
        }
        for scalar in name.unicodeScalars.dropFirst() where scalar != "_" && !scalar.properties.isXIDContinue {
            return "it contains \(describe(scalar))"
        }
        return nil
    }

    /// `text` without surrounding backticks.
    public static func unquoted(_ text: String) -> String {
        if text.count >= 3, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The name as Swift needs it in a declaration or expression: backticked if a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label, which only needs backticks for a few keywords.
    public static func escapedLabel(_ name: String) -> String {
        labelKeywords.contains(name) ? "`\(name)`" : name
    }

    /// `QuotesViewController` → `quotesViewController`, `URLViewController` → `urlViewController`.
    public static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upper = 0
        while upper < scalars.count, scalars[upper].properties.isUppercase { upper += 1 }
        if upper == 0 { return name }
        // Keep the last capital of an acronym when a lowercase word follows: URLView → urlView.
        let lowerCount = (upper > 1 && upper < scalars.count && scalars[upper].properties.isLowercase) ? upper - 1 : upper
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowerCount {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        if scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control {
            return "the invisible character \(code)"
        }
        if scalar.value < 0x80 { return "'\(Character(scalar))'" }
        return "'\(Character(scalar))' (\(code))"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
