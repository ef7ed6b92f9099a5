/// A spec file's text as lines of Unicode scalars, for telling a YAML syntax error in the
/// author's terms: which key is indented how far, what the line before it holds.
///
/// Lines and columns are 0-based here, as libyaml's marks are; columns count scalars.
struct YAMLSourceLines {
    let lines: [[Unicode.Scalar]]

    init(_ bytes: [UInt8]) {
        var text = String(decoding: bytes, as: UTF8.self).unicodeScalars[...]
        // libyaml reads past a byte order mark: its columns start after it.
        if text.first == "\u{FEFF}" { text = text.dropFirst() }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Array(line.last == "\r" ? line.dropLast() : line)
        }
    }

    subscript(line: Int) -> [Unicode.Scalar] {
        lines.indices.contains(line) ? lines[line] : []
    }

    /// The scalar at a position, or nil past the end of its line.
    func character(line: Int, column: Int) -> Unicode.Scalar? {
        let text = self[line]
        return text.indices.contains(column) ? text[column] : nil
    }

    /// The column of the line's first character that is not a space, or nil for a line of
    /// spaces or a comment only.
    func indentation(of line: Int) -> Int? {
        let text = self[line]
        guard let first = text.firstIndex(where: { $0 != " " }), text[first] != "#" else { return nil }
        return first
    }

    /// Whether the line holds only spaces before `column`.
    func isFirstOnLine(line: Int, column: Int) -> Bool {
        indentation(of: line).map { $0 >= column } ?? true
    }

    /// The nearest line above `line` with content (not blank, not only a comment).
    func contentLine(above line: Int) -> Int? {
        var index = line - 1
        while index >= 0 {
            if indentation(of: index) != nil { return index }
            index -= 1
        }
        return nil
    }

    /// The nearest content line above `line` indented exactly to `column`, passing only lines
    /// indented further; nil when a line indented less comes first.
    func sibling(above line: Int, at column: Int) -> Int? {
        var index = line
        while let above = contentLine(above: index), let indent = indentation(of: above) {
            if indent == column { return above }
            if indent < column { return nil }
            index = above
        }
        return nil
    }

    /// The column of the line's `key: value` colon: the first `:` outside quotes and brackets
    /// that ends the line or is followed by a space, searched from `start`.
    func keyColon(in line: Int, from start: Int = 0) -> Int? {
        let text = self[line]
        var quote: Unicode.Scalar?
        var depth = 0
        var index = start
        while index < text.count {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth = max(0, depth - 1)
            } else if character == "#", index > 0, text[index - 1] == " " {
                return nil
            } else if character == ":", depth == 0, index + 1 == text.count || text[index + 1] == " " || text[index + 1] == "\t" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The text of a line from `column`, without a trailing comment and the spaces around it.
    func rest(of line: Int, from column: Int) -> String {
        let text = self[line]
        guard column < text.count else { return "" }
        var end = text.count
        var quote: Unicode.Scalar?
        for index in column..<text.count {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", index > column, text[index - 1] == " " {
                end = index
                break
            }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text[column..<end])
        return String(scalars).trimmingWhitespace
    }

    /// The key a line starts with (the text before its `key: value` colon), or the whole line.
    func key(of line: Int) -> String {
        guard let indent = indentation(of: line) else { return "" }
        let start = self[line][indent] == "-" && character(line: line, column: indent + 1) == " " ? indent + 2 : indent
        guard let colon = keyColon(in: line, from: start) else { return rest(of: line, from: start) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: self[line][start..<colon])
        return String(scalars).trimmingWhitespace
    }
}
