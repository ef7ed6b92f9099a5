import Foundation

/// A fenced code block of a Markdown page, as the documentation tests check it.
struct DocsCodeBlock: Equatable {
    /// The page, as messages name it (`Docs/Segues.md`).
    var page: String
    /// The line of the page that holds the block's first line (the one after the fence).
    var line: Int
    /// The fence's info string: `yaml`, `sh`, `swift`, or empty.
    var language: String
    /// The block's lines, without the fence's indentation, each ending in `\n`.
    var text: String
    /// The `<!-- doc-test: … -->` comment that ends on the line right before the fence.
    var marker: Marker?
    /// How many spaces the fence is indented by (list items indent theirs).
    var indent = 0

    /// What a `<!-- doc-test: ROLE -->` comment says, and where it starts.
    struct Marker: Equatable {
        /// The text between `doc-test:` and `-->`, trimmed; it may span lines.
        var text: String
        /// The page line the comment starts on.
        var line: Int
    }

    static let markerPrefix = "<!-- doc-test:"

    /// Every fenced block of `markdown`. A fence is a line of at least three backticks,
    /// indented or not; the block ends at the next fence line with no info string. An
    /// unclosed block runs to the end of the page.
    static func extract(from markdown: String, page: String) -> [DocsCodeBlock] {
        var blocks: [DocsCodeBlock] = []
        var open: DocsCodeBlock?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let isFence = trimmed.hasPrefix("```")
            if var current = open {
                if isFence, trimmed.allSatisfy({ $0 == "`" }) {
                    blocks.append(current)
                    open = nil
                } else {
                    let dropped = line.prefix(current.indent).allSatisfy { $0 == " " } ? String(line.dropFirst(current.indent)) : line
                    current.text += dropped + "\n"
                    open = current
                }
            } else if isFence {
                let language = trimmed.drop { $0 == "`" }.trimmingCharacters(in: .whitespaces)
                open = DocsCodeBlock(page: page, line: index + 2, language: language, text: "",
                                     marker: marker(endingBefore: index, in: lines), indent: line.count - trimmed.count)
            }
        }
        if let open { blocks.append(open) }
        return blocks
    }

    /// The `doc-test` comment whose `-->` ends the line before `fence` (0-based), if any.
    private static func marker(endingBefore fence: Int, in lines: [String]) -> Marker? {
        guard fence > 0, lines[fence - 1].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
        var start = fence - 1
        while start >= 0, !lines[start].contains("<!--") { start -= 1 }
        guard start >= 0 else { return nil }
        let comment = lines[start..<fence].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        guard comment.hasPrefix(markerPrefix) else { return nil }
        let body = comment.dropFirst(markerPrefix.count).dropLast(3)
        return Marker(text: body.trimmingCharacters(in: .whitespacesAndNewlines), line: start + 1)
    }
}
