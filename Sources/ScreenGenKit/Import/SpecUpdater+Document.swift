/// `import --update`, reading part: a spec file as lines, with where each screen and each
/// of its keys starts and ends, from the YAML loader's node locations.
extension SpecUpdater {
    struct Document {
        /// A screen, or one key of a screen: its lines, 1-based and inclusive, without the
        /// blank and comment lines that end it (they stay where they are).
        struct Block {
            var name: String
            var start: Int
            var end: Int
            var pairs: [Block] = []
            /// The value, when it is a scalar.
            var value: String?
            /// What the value means, whatever its quoting, style and comments: two keys
            /// whose values mean the same are left as the file writes them.
            var meaning = ""
            /// Where the value starts when it is a non-empty flow mapping (`{storyboard: Main}`),
            /// which cannot be edited line by line.
            var flow: (line: Int, column: Int)?

            /// A key's scalar value.
            func value(of key: String) -> String? {
                pairs.first { $0.name == key }?.value
            }
        }

        var lines: [String]
        var endsWithNewline: Bool
        var screensLine: Int?
        /// The end of the `screens:` mapping.
        var screensEnd: Int
        var screens: [Block] = []
        /// Where `screens:`'s value starts when it is a non-empty flow mapping.
        var screensFlow: (line: Int, column: Int)?

        init?(_ text: String) {
            var split = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            endsWithNewline = split.last == ""
            if endsWithNewline { split.removeLast() }
            lines = split
            screensEnd = split.count
            guard let root = YAMLLoader(file: "spec").load(Array(text.utf8)).node, case let .mapping(top) = root.content else { return nil }
            guard let index = top.firstIndex(where: { $0.key.scalar == "screens" }) else { return }
            screensLine = top[index].key.location.line
            if index + 1 < top.count { screensEnd = top[index + 1].key.location.line - 1 }
            guard case let .mapping(pairs) = top[index].value.content else { return }
            if !pairs.isEmpty { screensFlow = flowStart(of: top[index].value) }
            screens = blocks(pairs, end: screensEnd).map { block, value in
                var block = block
                if case let .mapping(keys) = value.content, !keys.isEmpty { block.flow = flowStart(of: value) }
                if case let .mapping(keys) = value.content { block.pairs = blocks(keys, end: block.end).map(\.0) }
                return block
            }
        }

        /// Each pair's block: from its key's line to the line before the next key, ends trimmed.
        private func blocks(_ pairs: [YAMLNode.Pair], end: Int) -> [(Block, YAMLNode)] {
            pairs.indices.map { index in
                let start = pairs[index].key.location.line
                var last = index + 1 < pairs.count ? pairs[index + 1].key.location.line - 1 : end
                while last > start, isFiller(lines[last - 1]) { last -= 1 }
                var block = Block(name: pairs[index].key.scalar ?? "", start: start, end: last, value: pairs[index].value.scalar)
                block.meaning = Self.meaning(of: pairs[index].value)
                return (block, pairs[index].value)
            }
        }

        /// Where `node` starts when the text there opens a flow collection (`{` or `[`).
        private func flowStart(of node: YAMLNode) -> (line: Int, column: Int)? {
            let location = node.location
            guard location.line >= 1, location.line <= lines.count else { return nil }
            let line = lines[location.line - 1].unicodeScalars
            guard location.column >= 1, location.column <= line.count else { return nil }
            let first = line[line.index(line.startIndex, offsetBy: location.column - 1)]
            return first == "{" || first == "[" ? (location.line, location.column) : nil
        }

        /// A node's content as one string: scalars by their text, collections by their items,
        /// so that `Main`, `'Main'` and `"Main"` (or a flow and a block mapping) compare equal.
        static func meaning(of node: YAMLNode) -> String {
            switch node.content {
            case let .scalar(text, _): return "s" + String(text.utf8.count) + ":" + text
            case let .sequence(items): return "[" + items.map(meaning).joined(separator: ",") + "]"
            case let .mapping(pairs): return "{" + pairs.map { meaning(of: $0.key) + "=" + meaning(of: $0.value) }.joined(separator: ",") + "}"
            }
        }

        /// The `# comment` that ends a one-line `key: value`, or nil: a `#` after a space,
        /// outside quotes.
        static func trailingComment(_ line: String) -> String? {
            var quote: Character?
            var previous: Character = " "
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "'" || character == "\"" {
                    quote = character
                } else if character == "#", previous == " " || previous == "\t" {
                    return String(line[index...])
                }
                previous = character
                index = line.index(after: index)
            }
            return nil
        }

        private func isFiller(_ line: String) -> Bool {
            let text = line.drop { $0 == " " }
            return text.isEmpty || text.hasPrefix("#")
        }

        /// Lines `start...end`, shifted to start at column `indent` (as the file being edited
        /// indents its screens' keys) when given.
        func lines(_ start: Int, _ end: Int, reindentedTo indent: Int? = nil) -> [String] {
            guard start <= end else { return [] }
            let slice = Array(lines[(start - 1)..<end])
            guard let indent, let own = self.indent(of: start), own != indent else { return slice }
            return slice.map { line in
                indent > own ? String(repeating: " ", count: indent - own) + line : String(line.dropFirst(min(own - indent, line.prefix { $0 == " " }.count)))
            }
        }

        /// The spaces before line `number`'s text.
        func indent(of number: Int) -> Int? {
            guard number >= 1, number <= lines.count else { return nil }
            return lines[number - 1].prefix { $0 == " " }.count
        }

        /// The `screens:` key and its block, as the import writes it.
        var screensBlock: [String] {
            guard let screensLine else { return [] }
            var end = screensEnd
            while end > screensLine, isFiller(lines[end - 1]) { end -= 1 }
            return lines(screensLine, end)
        }

        /// The text with `edits` made; edits never overlap.
        func applying(_ edits: [SpecUpdater.Edit]) -> String {
            var result = lines
            // From the bottom up, so earlier line numbers stay right. At one line, replacements
            // before insertions (an insertion must not be replaced), and insertions last to
            // first, so they end up in the order they were made.
            let order = edits.enumerated().sorted { lhs, rhs in
                let left = (lhs.element.start, lhs.element.end >= lhs.element.start ? 1 : 0, lhs.offset)
                let right = (rhs.element.start, rhs.element.end >= rhs.element.start ? 1 : 0, rhs.offset)
                return left > right
            }
            for (_, edit) in order {
                result.replaceSubrange((edit.start - 1)..<edit.end, with: edit.lines)
            }
            return result.joined(separator: "\n") + (endsWithNewline || result.isEmpty ? "\n" : "")
        }
    }
}
