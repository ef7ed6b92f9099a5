/// A YAML node as the spec author wrote it, with where it starts in their file.
///
/// The loader keeps scalars as text and records their style, so the validate stage can
/// tell `true` from `"true"` and report the exact column of any value.
public struct YAMLNode: Sendable {
    public enum ScalarStyle: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public struct Pair: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case mapping([Pair])
        case sequence([YAMLNode])
    }

    public var content: Content
    public var location: SourceLocation
    /// How many lines of the file a scalar's text spans (a block scalar counts from its
    /// `|` or `>`). Messages quote a scalar only when it is on one line, so a file that is
    /// not a spec (a linked key file, say) shows nothing beyond the line a message is on.
    public var lineCount = 1

    /// The text of a scalar; nil for collections.
    public var scalar: String? {
        if case let .scalar(text, _) = content { return text }
        return nil
    }

    /// The text of a scalar on one line; nil for collections and for text over several lines,
    /// which no name, path or choice is.
    public var oneLineScalar: String? {
        lineCount == 1 ? scalar : nil
    }

    /// Whether this is a scalar whose text is `text`, compared where it is: a key lookup
    /// through a copy of each node it passed cost more than the comparison. Lengths first:
    /// they are stored, while `==` on two different strings is a call out of line, and key
    /// lookups and the block reader's duplicate-key check compare mostly different keys.
    func isScalar(_ text: String) -> Bool {
        if case let .scalar(own, _) = content { return own.utf8.count == text.utf8.count && own == text }
        return false
    }

    /// Whether this is YAML's null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        guard case let .scalar(text, .plain) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// How the node is described in messages: "a mapping", "the string 'x'", …
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(text, style):
            if isNull { return "nothing (null)" }
            if lineCount > 1 { return "text over \(lineCount) lines" }
            // prefix(41) rather than count: a scalar may be megabytes long.
            let start = text.prefix(41)
            let shown = start.count > 40 ? String(start.prefix(40)).shownInMessage + "…" : text.shownInMessage
            return style == .plain ? "'\(shown)'" : "the string '\(shown)'"
        }
    }

    /// Column where a scalar's text starts: one past the opening quote of a quoted scalar;
    /// the quote itself for empty text (`""`), which has no character of its own.
    public var textLocation: SourceLocation {
        switch content {
        case let .scalar(text, .singleQuoted), let .scalar(text, .doubleQuoted): return text.isEmpty ? location : location.advanced(by: 1)
        default: return location
        }
    }
}
