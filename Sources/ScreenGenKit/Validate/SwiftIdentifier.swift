/// What counts as a Swift identifier in a spec, and how to write one into Swift.
///
/// Identifiers are checked against Unicode's XID properties, a subset of what Swift
/// accepts: it excludes invisible and bidirectional-control characters, so no spec can
/// smuggle look-alike or reordered text into generated code.
public enum SwiftIdentifier {
    /// Whether `name` needs backticks to be a name in a declaration or an expression
    /// (``SwiftKeywords/needsBackticks(_:)``): `default`, `self`, `Type`, but not `get`.
    public static func needsBackticks(_ name: String) -> Bool {
        SwiftKeywords.needsBackticks(name)
    }

    /// Whether `name` is one of Swift's keywords, contextual ones (`get`, `some`) included.
    public static func isKeyword(_ name: String) -> Bool {
        SwiftKeywords.all.contains(name)
    }

    /// Labels that need backticks even at a call site.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// Why `text` is not an identifier, or nil when it is one. Surrounding backticks are
    /// allowed (they are how Swift spells a keyword as a name) and are not part of the name.
    public static func problem(with text: String) -> String? {
        // Nearly every name: plain ASCII, so no backticks to balance and nothing to look up.
        if isPlainASCII(text) { return text == "_" ? "'_' is not a name" : nil }
        let name = unquoted(text)
        let mayBeQuoted = text.utf8.first == UInt8(ascii: "`") || text.utf8.last == UInt8(ascii: "`")
        if mayBeQuoted, text.hasPrefix("`") != text.hasSuffix("`") || (text.hasPrefix("`") && text.count < 3) {
            return "unbalanced backticks"
        }
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if name == "_" { return "'_' is not a name" }
        if first == "$" { return "names starting with '$' are reserved by the compiler" }
        if isPlainASCII(name) { return nil }
        if first != "_" && !first.properties.isXIDStart {
            return first.properties.numericType != nil
                ? "it starts with a digit"
                : "it starts with \(describe(first)), which cannot start a name"
        }
        // XID_Continue includes the zero-width joiners (U+200C, U+200D), which are invisible:
        // format characters are refused explicitly so a name always looks like what it is.
        for scalar in name.unicodeScalars.dropFirst()
        where scalar != "_" && (!scalar.properties.isXIDContinue || scalar.properties.generalCategory == .format) {
            return "it contains \(describe(scalar))"
        }
        return nil
    }

    /// `text` without surrounding backticks.
    public static func unquoted(_ text: String) -> String {
        // The byte checks only spare the character count for the usual unquoted name.
        if text.utf8.first == UInt8(ascii: "`"), text.utf8.last == UInt8(ascii: "`"), text.count >= 3, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The longest module name: it names output folders and files, which file systems cap
    /// at 255 bytes.
    public static let moduleNameLimit = 200

    /// Why `name` cannot be a module's name (`module:`, `support: module:`, `import
    /// --module`), or nil: an identifier that `import` takes and a folder can be named after.
    public static func moduleNameProblem(_ name: String) -> String? {
        problem(with: name) ?? (name.hasPrefix("`") ? "backticks are not allowed in a module name" : nil)
            ?? (needsBackticks(name) ? "it is a Swift keyword, which 'import' cannot take" : nil)
            ?? (name.utf8.count > moduleNameLimit ? "it is longer than the \(moduleNameLimit) bytes output folder names may have" : nil)
    }

    /// The name as Swift needs it in a declaration or expression: backticked if a keyword.
    public static func escaped(_ name: String) -> String {
        needsBackticks(name) ? "`\(name)`" : name
    }

    /// The name as an argument label, which only needs backticks for a few keywords.
    public static func escapedLabel(_ name: String) -> String {
        labelKeywords.contains(name) ? "`\(name)`" : name
    }

    /// `QuotesViewController` → `quotesViewController`, `URLViewController` → `urlViewController`.
    public static func lowerCamel(_ name: String) -> String {
        if name.isAllASCII { return asciiLowerCamel(name) }
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

    /// `[A-Za-z_][A-Za-z0-9_]*`: what almost every name is, and always an identifier
    /// (these are XID characters), checked without Unicode property lookups.
    private static func isPlainASCII(_ name: String) -> Bool {
        // Over the string's own bytes where it has them: the UTF-8 view's iterator costs
        // several times more per byte, and every name of every spec is asked.
        name.utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? Array(name.utf8).withUnsafeBufferPointer(isPlainASCII)
    }

    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
        for byte in bytes.dropFirst() {
            guard isASCIILetter(byte) || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return false }
        }
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// ``lowerCamel(_:)`` for ASCII names, where upper and lower case are A–Z and a–z.
    private static func asciiLowerCamel(_ name: String) -> String {
        // Over the name's own bytes into the result's, one allocation: through an array of
        // the bytes and a changed copy of it, a member name took three.
        var name = name
        let changed = name.withUTF8 { bytes -> String? in
            let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            var upper = 0
            while upper < bytes.count, isUpper(bytes[upper]) { upper += 1 }
            if upper == 0 { return nil }
            let lowerCount = (upper > 1 && upper < bytes.count && isLower(bytes[upper])) ? upper - 1 : upper
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                _ = result.initialize(fromContentsOf: bytes)
                for index in 0..<lowerCount { result[index] += 0x20 }
                return bytes.count
            }
        }
        return changed ?? name
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = scalar.codePoint
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

extension SwiftIdentifier {
    /// `base`, or `base2`, `base3`, ... : the first that `isTaken` refuses, for a local the
    /// generated code declares beside names the spec chose.
    static func unused(_ base: String, isTaken: (String) -> Bool) -> String {
        var name = base
        var number = 1
        while isTaken(name) {
            number += 1
            name = "\(base)\(number)"
        }
        return name
    }
}
