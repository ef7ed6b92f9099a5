/// A libyaml parse error told as what the spec author most likely got wrong (a key
/// indented to no level, a missing colon or space, a tab, a value YAML reads as syntax),
/// at the token to fix, which is not always where libyaml stopped reading.
///
/// The reading is a guess from the text around the error; libyaml's own words stay
/// beside it as a note, and an error none of the rules recognises keeps them as its message.
struct YAMLSyntaxProblem: Equatable {
    var message: String
    var hint: String?
    /// Where the mistake is: 0-based line and column, as libyaml's marks are.
    var line: Int
    var column: Int

    /// libyaml's problem and context, and their marks (0-based line, column).
    struct Report {
        var problem: String
        var context: String?
        var problemMark: (line: Int, column: Int)
        var contextMark: (line: Int, column: Int)?
    }

    /// The reading of `report` in `source`, or nil when no rule recognises it.
    static func reading(_ report: Report, in source: YAMLSourceLines) -> YAMLSyntaxProblem? {
        let (line, column) = report.problemMark
        let problem = report.problem
        let context = report.context ?? ""
        let character = source.character(line: line, column: column)
        if problem.contains("tab character") || (problem.hasPrefix("found character that cannot start any token") && character == "\t") {
            return YAMLSyntaxProblem(message: "this line is indented with a tab; YAML indents with spaces only", hint: "replace the tab with spaces",
                                     line: line, column: column)
        }
        if problem.hasPrefix("found character that cannot start any token") || problem.hasPrefix("mapping keys are not allowed") {
            return unquotedStart(line: line, column: column, in: source)
        }
        if let mark = report.contextMark, context.hasPrefix("while scanning an anchor") || context.hasPrefix("while scanning an alias") {
            return unquotedStart(line: mark.line, column: mark.column, in: source)
        }
        if let mark = report.contextMark, problem.hasPrefix("found unexpected end of stream"), context.hasPrefix("while scanning a quoted scalar") {
            return unclosedQuote(line: mark.line, column: mark.column, in: source)
        }
        if let mark = report.contextMark, problem.hasPrefix("did not find expected ','"), context.hasPrefix("while parsing a flow") {
            return unclosedBracket(line: mark.line, column: mark.column, in: source)
        }
        if let mark = report.contextMark, problem.hasPrefix("could not find expected ':'") {
            return missingColon(line: mark.line, column: mark.column, in: source)
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return misplacedColon(line: line, column: column, in: source)
        }
        if let mark = report.contextMark, problem.hasPrefix("did not find expected key"), context.hasPrefix("while parsing a block mapping") {
            return source.isFirstOnLine(line: line, column: column)
                ? misindentedKey(line: line, column: column, keyColumn: mark.column, in: source)
                : textAfterValue(line: line, column: column, in: source)
        }
        if problem.hasPrefix("did not find expected '-' indicator"), source.isFirstOnLine(line: line, column: column) {
            return YAMLSyntaxProblem(message: "'\(source.rest(of: line, from: column).shownInMessage)' is among the items of a list, but does not start with '- ' as they do",
                                     hint: "start it with '- ', or indent it as a key outside the list", line: line, column: column)
        }
        if problem.hasPrefix("block sequence entries are not allowed") {
            let key = source.key(of: line)
            return YAMLSyntaxProblem(message: "a list item ('- ') cannot start on the line of its key '\(key.shownInMessage)'",
                                     hint: "put each item on its own line below '\(key.shownInMessage):', starting with '- ', or write the list as [a, b]",
                                     line: line, column: column)
        }
        if problem.hasPrefix("found unknown escape character"), let escaped = source.character(line: line, column: column + 1) {
            return YAMLSyntaxProblem(message: "'\\\(Character(escaped))' is not an escape sequence in a double-quoted YAML string",
                                     hint: "write the backslash twice, or use single quotes, in which a backslash is plain text",
                                     line: line, column: column)
        }
        if let mark = report.contextMark, context.hasPrefix("while scanning a block scalar") {
            return YAMLSyntaxProblem(message: "'\(source.character(line: mark.line, column: mark.column).map { String(Character($0)) } ?? "|")' starts a block of text on the lines below, so only a comment may follow it on its line",
                                     hint: "quote a value that starts with '|' or '>'\(quotedFix(line: mark.line, column: mark.column, in: source))",
                                     line: mark.line, column: mark.column)
        }
        return nil
    }

    /// A character YAML reads as syntax (`@`, `` ` ``, `%`, `?`, `&`, `*`) at the start of a key or value.
    private static func unquotedStart(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem? {
        guard let character = source.character(line: line, column: column) else { return nil }
        let isKey = source.isFirstOnLine(line: line, column: column) || source.keyColon(in: line, from: column) != nil
        let role = isKey ? "key" : "value"
        return YAMLSyntaxProblem(message: "YAML does not allow '\(Character(character))' at the start of an unquoted \(role)",
                                 hint: "quote the \(role)\(quotedFix(line: line, column: column, in: source, key: isKey))",
                                 line: line, column: column)
    }

    /// `, e.g. key: "value"`: the line with the value (or the key) at `column` quoted.
    private static func quotedFix(line: Int, column: Int, in source: YAMLSourceLines, key isKey: Bool = false) -> String {
        if isKey {
            let end = source.keyColon(in: line, from: column)
            let key = end.map { String(String.UnicodeScalarView(source[line][column..<$0])) } ?? source.rest(of: line, from: column)
            let value = end.map { source.rest(of: line, from: $0 + 1) } ?? ""
            return ", e.g. \(doubleQuoted(key)):\(value.isEmpty ? "" : " " + value)"
        }
        let value = source.rest(of: line, from: column)
        guard let indent = source.indentation(of: line), column > indent, source.keyColon(in: line, from: indent).map({ $0 < column }) == true else {
            return ", e.g. \(doubleQuoted(value))"
        }
        return ", e.g. \(source.key(of: line)): \(doubleQuoted(value))"
    }

    private static func doubleQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func unclosedQuote(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem {
        let quote = source.character(line: line, column: column).map { String(Character($0)) } ?? "\""
        return YAMLSyntaxProblem(message: "the quote (\(quote)) that starts this value is never closed, so YAML reads on to the end of the file",
                                 hint: "end the value with \(quote)", line: line, column: column)
    }

    private static func unclosedBracket(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem {
        let open = source.character(line: line, column: column) ?? "["
        let close = open == "{" ? "}" : "]"
        let kind = open == "{" ? "mapping" : "list"
        return YAMLSyntaxProblem(message: "this '\(Character(open))' starts a YAML \(kind) that has no closing '\(close)'",
                                 hint: "close it, or quote a Swift type written with brackets, e.g. quotes: \"[Quote]\"", line: line, column: column)
    }

    /// A key without a colon, found when the next line starts.
    private static func missingColon(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem {
        let text = source.rest(of: line, from: column)
        if let above = source.sibling(above: line, at: column), source.character(line: above, column: column) == "-" {
            return YAMLSyntaxProblem(message: "'\(text.shownInMessage)' is among the items of a list, but does not start with '- ' as they do",
                                     hint: "write '- \(text.shownInMessage)'", line: line, column: column)
        }
        return YAMLSyntaxProblem(message: "'\(text.shownInMessage)' has no ':' after it; each line of a mapping is 'key: value'",
                                 hint: "write '\(text.shownInMessage):' and its value, e.g. '\(text.shownInMessage): {}' for a screen without settings",
                                 line: line, column: column)
    }

    /// A `: ` libyaml finds where no key can start: a second one on a line, or the key of a
    /// line that YAML reads as more of the value above it.
    private static func misplacedColon(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem? {
        if let first = source.keyColon(in: line), first < column {
            let value = source.rest(of: line, from: first + 1)
            return YAMLSyntaxProblem(message: "this ': ' is inside the value of '\(source.key(of: line).shownInMessage)', where YAML reads it as the start of a mapping",
                                     hint: "quote a value that contains ': ', e.g. \(source.key(of: line)): \(doubleQuoted(value))", line: line, column: column)
        }
        guard let indent = source.indentation(of: line), let above = source.contentLine(above: line), let aboveIndent = source.indentation(of: above) else {
            return nil
        }
        let key = source.key(of: line)
        if let colon = source.keyColon(in: above, from: aboveIndent) {
            let value = source.rest(of: above, from: colon + 1)
            guard !value.isEmpty, indent > aboveIndent else { return nil }
            return YAMLSyntaxProblem(
                message: "'\(key.shownInMessage)' is indented further than '\(source.key(of: above).shownInMessage)' on line \(above + 1), whose value is already '\(value.shownInMessage)', so YAML reads it as more of that value",
                hint: "indent it to column \(aboveIndent + 1) to make it a key beside '\(source.key(of: above).shownInMessage)'", line: line, column: indent)
        }
        let previous = source[above]
        if let colon = previous.indices.dropFirst(aboveIndent).first(where: { previous[$0] == ":" && $0 + 1 < previous.count && previous[$0 + 1] != " " }) {
            let word = source.rest(of: above, from: aboveIndent)
            let fixed = String(String.UnicodeScalarView(previous[aboveIndent...colon])) + " " + source.rest(of: above, from: colon + 1)
            return YAMLSyntaxProblem(message: "'\(word.shownInMessage)' has no space after its ':', so YAML reads it as one word and not as 'key: value'",
                                     hint: "write '\(fixed.shownInMessage)'", line: above, column: colon)
        }
        let word = source.rest(of: above, from: aboveIndent)
        return YAMLSyntaxProblem(message: "'\(word.shownInMessage)' has no ':' after it, so YAML reads it together with '\(key.shownInMessage)' on the next line",
                                 hint: "write '\(word.shownInMessage):' and its value, e.g. '\(word.shownInMessage): {}' for a screen without settings",
                                 line: above, column: aboveIndent)
    }

    /// A line that starts at no column the mappings around it use.
    private static func misindentedKey(line: Int, column: Int, keyColumn: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem? {
        let key = source.key(of: line)
        if let above = source.contentLine(above: line), let indent = source.indentation(of: above), indent >= column,
           let colon = source.keyColon(in: above, from: indent), isBlockIndicator(source.rest(of: above, from: colon + 1)) {
            return YAMLSyntaxProblem(
                message: "the text of the block that '\(source.key(of: above).shownInMessage)' on line \(above + 1) starts must be indented further than '\(source.key(of: above).shownInMessage)' (column \(indent + 1))",
                hint: "indent the block's lines to column \(indent + 3)", line: line, column: column)
        }
        if source.character(line: line, column: column) == "-" {
            return YAMLSyntaxProblem(message: "a list item ('- ') is among the keys of a mapping at column \(keyColumn + 1)",
                                     hint: "write it as 'key: value', or indent the list under the key it belongs to", line: line, column: column)
        }
        guard column > keyColumn, let sibling = source.sibling(above: line, at: keyColumn) else { return nil }
        let siblingKey = source.key(of: sibling).shownInMessage
        if let above = source.contentLine(above: line), let deeper = source.indentation(of: above), deeper > column, above != sibling {
            return YAMLSyntaxProblem(
                message: "'\(key.shownInMessage)' is indented to column \(column + 1), between the keys at column \(keyColumn + 1) ('\(siblingKey)', line \(sibling + 1)) and those at column \(deeper + 1) ('\(source.key(of: above).shownInMessage)', line \(above + 1)); the keys of one mapping line up",
                hint: "indent it to column \(deeper + 1) to put it beside '\(source.key(of: above).shownInMessage)', or to column \(keyColumn + 1) to put it beside '\(siblingKey)'",
                line: line, column: column)
        }
        return YAMLSyntaxProblem(
            message: "'\(key.shownInMessage)' is indented to column \(column + 1), but the key before it, '\(siblingKey)' on line \(sibling + 1), is at column \(keyColumn + 1); the keys of one mapping line up",
            hint: "indent it to column \(keyColumn + 1)", line: line, column: column)
    }

    /// Whether a value is `|` or `>` with optional chomping and indentation indicators: the
    /// start of a block of text on the lines below.
    private static func isBlockIndicator(_ value: String) -> Bool {
        guard let first = value.first, first == "|" || first == ">" else { return false }
        return value.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber }
    }

    /// Text on a line after a value that is already complete (a quoted string, a `{…}`).
    private static func textAfterValue(line: Int, column: Int, in source: YAMLSourceLines) -> YAMLSyntaxProblem? {
        let text = source[line]
        guard let before = text[..<column].lastIndex(where: { $0 != " " }) else { return nil }
        let rest = source.rest(of: line, from: column)
        switch text[before] {
        case "\"", "'":
            guard let indent = source.indentation(of: line), let colon = source.keyColon(in: line, from: indent), colon < before else {
                return YAMLSyntaxProblem(message: "'\(rest.shownInMessage)' follows the closing quote of a key or value; YAML ends a quoted text at its quote",
                                         hint: "quote the whole key or value", line: line, column: column)
            }
            let value = source.rest(of: line, from: colon + 1)
            return YAMLSyntaxProblem(message: "'\(rest.shownInMessage)' follows the closing quote of the value; YAML ends a quoted value at its quote",
                                     hint: "quote the whole value, e.g. \(source.key(of: line)): '\(value.replacingOccurrences(of: "'", with: "''"))'",
                                     line: line, column: column)
        case "}", "]":
            return YAMLSyntaxProblem(message: "'\(rest.shownInMessage)' follows the closing '\(Character(text[before]))' of the value on this line",
                                     hint: "put each 'key: value' on a line of its own", line: line, column: column)
        default:
            return nil
        }
    }
}
