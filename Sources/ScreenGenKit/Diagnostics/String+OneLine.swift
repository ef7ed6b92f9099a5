extension String {
    /// The text with line breaks, control and invisible format characters spelled out as
    /// `\n` or `\u{…}`, and nothing cut. For paths and other names from the user's disk that
    /// reach a message or a generated comment: a file named `a⏎import Evil.yml` must not
    /// start a new line in either.
    public var shownOnOneLine: String { spelledOut() }
}
