extension String {
    /// The text with line breaks, control and invisible format characters spelled out as
    /// `\n` or `\u{…}`, and nothing cut. For paths and other names from the user's disk that
    /// reach a message or a generated comment: a file named `a⏎import Evil.yml` must not
    /// start a new line in either.
    public var shownOnOneLine: String { spelledOut() }
}

extension String {
    /// The text for the inside of an HTML comment (`<!-- … -->`, the header of a generated
    /// Markdown file): on one line, and without `--`, which could end the comment early
    /// (a folder named `a-->b`). The second `-` of a pair is spelled `\u{2D}`, the way
    /// messages spell characters; text without `--` is unchanged.
    public var shownInHTMLComment: String {
        let line = shownOnOneLine
        guard line.contains("--") else { return line }
        var result = ""
        var previous: Character?
        for character in line {
            if character == "-", previous == "-" {
                result += "\\u{2D}"
                previous = nil
            } else {
                result.append(character)
                previous = character
            }
        }
        return result
    }
}
