/// How a generated code line longer than ``SwiftWriter/maximumLineLength`` is laid out on
/// several lines, by one rule for every renderer: a declaration or call puts each argument of
/// its first top-level parentheses on a line of its own; an `if` or `guard` puts each
/// condition on its own line; a sum puts each `+` term on its own line. A line of none of
/// these shapes, or that does not scan (an unbalanced bracket), is written as it is.
extension SwiftWriter {
    /// `text` (without indentation) as lines, each with its indentation relative to `text`'s
    /// in levels, or nil when no rule applies.
    static func wrappedCode(_ line: String) -> [(level: Int, text: String)]? {
        // A block's opening brace stays at the end of the last line.
        // A directive (`#sourceLocation`, `#if`) is one line by definition.
        guard !line.hasPrefix("#") else { return nil }
        let opening = blockOpening(of: line)
        let text = String(line.dropLast(opening.count))
        guard var lines = wrappedStatement(text), let last = lines.popLast() else { return nil }
        lines.append((last.level, last.text + opening))
        return lines
    }

    /// ` {` or ` { coder in` at the end of a line that opens a block or closure, else "".
    private static func blockOpening(of line: String) -> String {
        if line.hasSuffix(" {") { return " {" }
        guard line.hasSuffix(" in"), let brace = line.range(of: " { ", options: .backwards) else { return "" }
        let parameters = line[brace.upperBound...].dropLast(3)
        return parameters.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " }) ? String(line[brace.lowerBound...]) : ""
    }

    private static func wrappedStatement(_ text: String) -> [(level: Int, text: String)]? {
        guard let scan = Scan(text) else { return nil }
        if let conditions = wrappedConditions(text, scan) { return conditions }
        if !scan.plusSigns.isEmpty { return wrappedSum(text, scan) }
        if let group = scan.firstGroup {
            let head = String(text[..<text.index(after: group.lowerBound)])
            let tail = String(text[group.upperBound...])
            let arguments = scan.split(text, group: group)
            guard !arguments.isEmpty else { return nil }
            var lines: [(level: Int, text: String)] = [(0, head)]
            for (index, argument) in arguments.enumerated() {
                lines.append((1, argument + (index == arguments.count - 1 ? "" : ",")))
            }
            lines.append((0, tail))
            return lines
        }
        return nil
    }

    /// `a + b + c`, a term per line, each after the first starting with `+`.
    private static func wrappedSum(_ text: String, _ scan: Scan) -> [(level: Int, text: String)] {
        var lines: [(level: Int, text: String)] = []
        var start = text.startIndex
        for plus in scan.plusSigns {
            lines.append((lines.isEmpty ? 0 : 1, String(text[start..<plus]).trimmingCharacters(in: .whitespaces)))
            start = plus
        }
        lines.append((1, String(text[start...]).trimmingCharacters(in: .whitespaces)))
        return lines
    }

    /// `if a, b {` or `guard a, b else {` with a condition per line, aligned after the keyword.
    private static func wrappedConditions(_ text: String, _ scan: Scan) -> [(level: Int, text: String)]? {
        guard let keyword = ["if ", "guard "].first(where: text.hasPrefix) else { return nil }
        let commas = scan.topLevelCommas
        guard !commas.isEmpty else { return nil }
        var lines: [(level: Int, text: String)] = []
        var start = text.startIndex
        for comma in commas {
            let piece = String(text[start...comma]).trimmingCharacters(in: .whitespaces)
            lines.append((0, (lines.isEmpty ? "" : String(repeating: " ", count: keyword.count)) + piece))
            start = text.index(after: comma)
        }
        lines.append((0, String(repeating: " ", count: keyword.count) + String(text[start...]).trimmingCharacters(in: .whitespaces)))
        return lines
    }

    /// Where a line's brackets, top-level commas and `+` signs are, outside string literals.
    private struct Scan {
        /// The first top-level `(`...`)` pair with something inside, as the indices of its
        /// two brackets.
        var firstGroup: ClosedRange<String.Index>?
        /// Commas at depth 1 inside each top-level group, and at depth 0.
        var groupCommas: [String.Index: [String.Index]] = [:]
        var topLevelCommas: [String.Index] = []
        /// ` + ` at depth 0: the index of the `+`.
        var plusSigns: [String.Index] = []

        init?(_ text: String) {
            enum Context { case code(Character), string, interpolation }
            var stack: [Context] = []
            var openIndex: [String.Index] = []
            var index = text.startIndex
            var escaped = false
            while index < text.endIndex {
                let character = text[index]
                let inString: Bool
                if case .string = stack.last { inString = true } else { inString = false }
                if inString {
                    if escaped {
                        escaped = false
                        if character == "(" { stack.append(.interpolation) }
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        stack.removeLast()
                    }
                } else {
                    let depth = stack.count
                    switch character {
                    case "\"":
                        stack.append(.string)
                    case "(", "[", "{":
                        if character == "(", depth == 0, firstGroup == nil { openIndex.append(index) }
                        stack.append(.code(character))
                    case ")", "]", "}":
                        guard let last = stack.popLast() else { return nil }
                        if case .interpolation = last {
                            guard character == ")" else { return nil }
                        } else if case let .code(open) = last {
                            guard (open, character) == ("(", ")") || (open, character) == ("[", "]") || (open, character) == ("{", "}") else { return nil }
                        }
                        if character == ")", stack.isEmpty, firstGroup == nil, let open = openIndex.last, text.index(after: open) < index {
                            firstGroup = open...index
                        }
                    case ",":
                        if depth == 0 { topLevelCommas.append(index) }
                        if depth == 1, firstGroup == nil, let open = openIndex.last { groupCommas[open, default: []].append(index) }
                    case "+":
                        let before = index > text.startIndex ? text[text.index(before: index)] : "x"
                        let after = text.index(after: index) < text.endIndex ? text[text.index(after: index)] : "x"
                        if depth == 0, before == " ", after == " " { plusSigns.append(index) }
                    default:
                        break
                    }
                }
                index = text.index(after: index)
            }
            guard stack.isEmpty, !escaped else { return nil }
        }

        func commas(in group: ClosedRange<String.Index>) -> [String.Index] {
            groupCommas[group.lowerBound] ?? []
        }

        /// The arguments inside `group`, trimmed.
        func split(_ text: String, group: ClosedRange<String.Index>) -> [String] {
            var pieces: [String] = []
            var start = text.index(after: group.lowerBound)
            for comma in commas(in: group) {
                pieces.append(String(text[start..<comma]).trimmingCharacters(in: .whitespaces))
                start = text.index(after: comma)
            }
            let last = String(text[start..<group.upperBound]).trimmingCharacters(in: .whitespaces)
            if !last.isEmpty { pieces.append(last) }
            return pieces
        }
    }
}
