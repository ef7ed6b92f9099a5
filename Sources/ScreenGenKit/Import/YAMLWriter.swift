/// The one way YAML text is produced (for `screengen import`): comments, keys, scalars
/// and nested mappings, two spaces per level.
///
/// Values from storyboards enter only through ``scalar(_:)``, which quotes anything a
/// YAML reader could take for something other than the same plain string.
struct YAMLWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Comment lines are wrapped at this many characters, where a word boundary allows.
    static let commentWidth = 100

    /// `# text`, wrapped; a `- ` list item continues two spaces in. Values inside `text`
    /// must already be shown through `shownInMessage`, so no line break can end the comment.
    /// `# text` on one line, never wrapped (a directive such as the `$schema` line).
    mutating func directive(_ content: String) {
        text += "# " + content.shownOnOneLine + "\n"
    }

    mutating func comment(_ content: String = "") {
        let prefix = String(repeating: "  ", count: indentation) + "#"
        guard !content.isEmpty else {
            text += prefix + "\n"
            return
        }
        let continuation = content.hasPrefix("- ") ? "   " : " "
        var line = prefix + " "
        var lineHasWord = false
        for word in content.split(separator: " ", omittingEmptySubsequences: false) {
            if lineHasWord, line.count + 1 + word.count > Self.commentWidth {
                text += line + "\n"
                line = prefix + continuation + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        text += line + "\n"
    }

    /// The number of the line written next, from 1.
    var nextLine: Int { text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }

    mutating func blankLine() {
        text += "\n"
    }

    /// `key: value`.
    mutating func pair(_ key: String, _ value: String) {
        text += String(repeating: "  ", count: indentation) + Self.scalar(key) + ": " + Self.scalar(value) + "\n"
    }

    /// `key: true` or `key: false`, a plain boolean.
    mutating func pair(_ key: String, bool value: Bool) {
        text += String(repeating: "  ", count: indentation) + Self.scalar(key) + ": " + (value ? "true" : "false") + "\n"
    }

    /// `[a, b]`, a flow sequence of scalars (plain ones hold no `,`, `[` or `]`).
    static func flowList(_ values: [String]) -> String {
        "[" + values.map(scalar).joined(separator: ", ") + "]"
    }

    /// `key: [a, b]`.
    mutating func flowListPair(_ key: String, _ values: [String]) {
        text += String(repeating: "  ", count: indentation) + Self.scalar(key) + ": " + Self.flowList(values) + "\n"
    }

    /// `key: {}` for an empty mapping.
    mutating func emptyMapping(_ key: String) {
        text += String(repeating: "  ", count: indentation) + Self.scalar(key) + ": {}\n"
    }

    /// `key:`, then the body one level deeper.
    mutating func mapping(_ key: String, _ body: (inout YAMLWriter) -> Void) {
        text += String(repeating: "  ", count: indentation) + Self.scalar(key) + ":\n"
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// `- key: value` then the other pairs under it: one item of a sequence of mappings.
    mutating func listItem(_ pairs: [(key: String, value: String)]) {
        let indent = String(repeating: "  ", count: indentation)
        for (index, pair) in pairs.enumerated() {
            text += indent + (index == 0 ? "- " : "  ") + Self.scalar(pair.key) + ": " + Self.scalar(pair.value) + "\n"
        }
    }

    /// `value` plain when that reads back as the same string, else double-quoted.
    static func scalar(_ value: String) -> String {
        isPlainSafe(value) ? value : doubleQuoted(value)
    }

    private static func isPlainSafe(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        let inner: (Unicode.Scalar) -> Bool = { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "_./-".unicodeScalars.contains(scalar)
        }
        guard inner(first), first != "-", inner(last) else { return false }
        var previous: Unicode.Scalar = " "
        for scalar in value.unicodeScalars {
            // Single spaces between words are plain text; anything else needs quotes.
            if scalar == " " {
                if previous == " " { return false }
            } else if !inner(scalar) {
                return false
            }
            previous = scalar
        }
        let lowered = value.lowercased()
        let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", ".inf", "-.inf", "+.inf", ".nan"]
        return !special.contains(lowered) && !looksNumeric(lowered)
    }

    /// Whether a YAML 1.1 or 1.2 reader could take the text for a number.
    private static func looksNumeric(_ value: String) -> Bool {
        let digits = value.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0o") || digits.hasPrefix("0b") { return true }
        var sawDigit = false
        for scalar in digits.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                sawDigit = true
            } else if !".eE+-".unicodeScalars.contains(scalar) {
                return false
            }
        }
        return sawDigit
    }

    private static func doubleQuoted(_ value: String) -> String {
        EscapedLiteral.quoted(value) { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value > 0xFFFF ? "\\U" + hex.leftPadded(to: 8) : "\\u" + hex.leftPadded(to: 4)
        }
    }
}
