/// A fenced code block of a Markdown page, as `DocsCodeBlockTests` checks it.
struct DocsCodeBlock: Equatable {
    /// The marker that, on the line right before a fence, says the block is deliberately partial.
    static let fragmentMarker = "<!-- docs:fragment -->"

    /// The page, as messages name it (`Docs/Segues.md`).
    var page: String
    /// The line of the page that holds the block's first line (the one after the fence).
    var line: Int
    /// The fence's info string: `yaml`, `sh`, `swift`, or empty.
    var language: String
    /// The block's lines, without the fence's indentation, each ending in `\n`.
    var text: String
    /// Whether the line right before the fence is ``fragmentMarker``.
    var isFragment: Bool

    /// Every fenced block of `markdown`. A fence is a line of at least three backticks,
    /// indented or not (list items indent theirs); the block ends at the next fence line
    /// with no info string. An unclosed block runs to the end of the page.
    static func extract(from markdown: String, page: String) -> [DocsCodeBlock] {
        var blocks: [DocsCodeBlock] = []
        var open: (block: DocsCodeBlock, indent: Int)?
        var previous = ""
        for (index, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            let isFence = trimmed.hasPrefix("```")
            if var current = open {
                if isFence, trimmed.allSatisfy({ $0 == "`" }) {
                    blocks.append(current.block)
                    open = nil
                } else {
                    let dropped = line.prefix(current.indent).allSatisfy { $0 == " " } ? String(line.dropFirst(current.indent)) : line
                    current.block.text += dropped + "\n"
                    open = current
                }
            } else if isFence {
                let language = trimmed.drop { $0 == "`" }.trimmingCharacters(in: .whitespaces)
                let block = DocsCodeBlock(page: page, line: index + 2, language: language, text: "",
                                          isFragment: previous.trimmingCharacters(in: .whitespaces) == fragmentMarker)
                open = (block, line.count - trimmed.count)
            }
            previous = line
        }
        if let open { blocks.append(open.block) }
        return blocks
    }
}
