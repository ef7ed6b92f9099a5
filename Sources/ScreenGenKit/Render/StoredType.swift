/// A parameter type as a stored property holds it: what the SwiftUI representable of a
/// screen keeps until it makes the screen.
///
/// What only a parameter position allows around a type (`@escaping`, `sending`, `borrowing`,
/// `consuming`) is taken off; opaque and pack types (`some View`, `each T`), which only a
/// parameter position allows, cannot be stored at all.
enum StoredType {
    /// The type a stored property declares for a parameter of type `text`, or nil when no
    /// property can hold it.
    static func of(_ text: String) -> String? {
        var words: Set<String> = []
        collectWords(in: text, into: &words)
        return split(text, words: words).stored
    }

    /// Words that make a type impossible to alias: opaque and pack types.
    private static let parameterOnlyWords: Set<String> = ["some", "each", "repeat"]

    /// Specifiers that only a parameter position takes, before the type.
    private static let specifiers: Set<String> = ["borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "_const"]

    /// `@escaping`, `sending` and the like in front of `text` (with a trailing space), and
    /// the rest, which a property can hold; `stored` is nil when none can.
    /// `words`: the identifiers in `text`.
    static func split(_ text: String, words: Set<String>) -> (positionOnly: String, stored: String?) {
        if !words.isDisjoint(with: parameterOnlyWords) { return ("", nil) }
        // Most types start with a name or a bracket: nothing to take off.
        guard let first = text.first, first == "@" || words.contains(where: specifiers.contains) else { return ("", text) }
        var positionOnly = ""
        var kept: [Substring] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let token = leadingModifier(of: rest) else { break }
            rest = rest.dropFirst(token.count)
            if token == "@escaping" || specifiers.contains(String(token)) {
                positionOnly += token + " "
            } else {
                kept.append(token)
            }
        }
        return (positionOnly, (kept + [rest]).joined(separator: " "))
    }

    /// The attribute (`@Sendable`, `@convention(c)`) or specifier word at the start of
    /// `text`, or nil when the type itself starts there. An attribute's name is read as
    /// Swift reads it (`$` is part of a name, and a name may be in backticks); an `@` with
    /// no name right after it is left in the type as written: taken apart, `@$x` or
    /// `@Sendable$` came back as `@ $x` and `@Sendable $`, which are not Swift.
    private static func leadingModifier(of text: Substring) -> Substring? {
        if text.first == "@" {
            let nameStart = text.index(after: text.startIndex)
            var end = nameStart
            if end < text.endIndex, text[end] == "`" {
                guard let close = text[text.index(after: end)...].firstIndex(of: "`") else { return nil }
                end = text.index(after: close)
            } else {
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "$" {
                    end = text.index(after: end)
                }
            }
            guard end > nameStart else { return nil }
            guard end < text.endIndex, text[end] == "(" else { return text[..<end] }
            var depth = 0
            while end < text.endIndex {
                if text[end] == "(" { depth += 1 }
                if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
                if depth == 0 { break }
            }
            return text[..<end]
        }
        let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard specifiers.contains(String(word)), word.endIndex < text.endIndex, text[word.endIndex] == " " else { return nil }
        return word
    }

    /// Every identifier in `text`.
    static func collectWords(in text: String, into words: inout Set<String>) {
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
    }
}
