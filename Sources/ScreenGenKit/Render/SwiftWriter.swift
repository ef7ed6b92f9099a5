/// The one way Swift text is produced: lines, indentation, blocks.
///
/// Values from the spec enter only through ``stringLiteral(_:)`` or as identifiers, types
/// and expressions that the validate stage has already checked; file paths in comments
/// (headers, locations) are put on one line by `shownOnOneLine`.
struct SwiftWriter {
    /// UTF-8, built as bytes: appending to a `String` piece by piece costs several times more.
    private var bytes = FileBytes(capacity: Self.initialCapacity)
    private var indentation = 0

    /// How many levels in the next line is written.
    var indentationLevel: Int { indentation }

    /// Everything written so far.
    var text: String { String(decoding: bytes.array, as: UTF8.self) }

    /// The same as UTF-8, the bytes a generated file holds (``GeneratedFile/utf8``).
    var utf8: [UInt8] { bytes.array }

    /// One buffer per file, sized once for a typical screens file (tens of kilobytes), so
    /// that it is not copied over and over while it doubles.
    init() {}

    static let initialCapacity = 32 * 1024

    /// One line at the current indentation; a comment longer than
    /// ``maximumLineLength`` is wrapped at its spaces.
    mutating func line(_ content: Line) {
        for piece in wrapped(content) { line(piece, suffix: "") }
    }

    /// One line exactly as given: a line of a multi-line string literal, which no rule may cut.
    mutating func verbatimLine(_ content: Line) {
        line(content, suffix: "")
    }

    /// The lines ``line(_:)`` writes for `content` at the current indentation: a comment
    /// wrapped at its spaces, code as ``wrappedCode(_:)`` lays it out (each new line checked
    /// again), anything else as it is.
    func wrapped(_ content: Line) -> [Line] {
        guard !fits(content) else { return [content] }
        if let pieces = Self.wrappedComment(content, width: Self.maximumLineLength - 4 * indentation) { return pieces }
        let text = String(decoding: content.bytes, as: UTF8.self)
        guard let lines = Self.wrappedCode(text), lines.count > 1 else { return [content] }
        var result: [Line] = []
        for (level, piece) in lines {
            var nested = self
            nested.indentation += level
            let indent = String(repeating: " ", count: 4 * level)
            let pieceLine = Line(stringLiteral: piece)
            // A piece that still does not fit is wrapped by the same rules, one level in.
            let inner = piece.utf8.count < text.utf8.count ? nested.wrapped(pieceLine) : [pieceLine]
            for line in inner { result.append(Line(stringLiteral: indent + String(decoding: line.bytes, as: UTF8.self))) }
        }
        return result
    }

    /// SwiftLint's default `line_length` (its warning threshold): no generated line is longer.
    static let maximumLineLength = 120

    /// Whether `content` fits on one line at the current indentation.
    func fits(_ content: Line) -> Bool {
        4 * indentation + content.byteCount <= Self.maximumLineLength
    }

    /// `case .a, .b:` on one line when it fits, else one pattern per line, aligned after `case `.
    mutating func caseLabel(_ patterns: [String]) {
        let joined: Line = "case \(patterns.joined(separator: ", ")):"
        guard !fits(joined), patterns.count > 1 else { return line(joined) }
        for (index, pattern) in patterns.enumerated() {
            line("\(index == 0 ? "case " : "     ")\(pattern)\(index == patterns.count - 1 ? ":" : ",")")
        }
    }

    /// `head(arguments)tail` on one line when it fits, else with one argument per line.
    mutating func call(_ head: Line, _ arguments: [Line], _ tail: Line = "") {
        var joined = head
        joined.append("(")
        for (index, argument) in arguments.enumerated() {
            if index > 0 { joined.append(", ") }
            joined.append(argument)
        }
        joined.append(")")
        joined.append(tail)
        guard !fits(joined), !arguments.isEmpty else {
            line(joined)
            return
        }
        var opening = head
        opening.append("(")
        line(opening)
        indented { out in
            for (index, argument) in arguments.enumerated() {
                var item = argument
                if index < arguments.count - 1 { item.append(",") }
                out.line(item)
            }
        }
        var closing: Line = ")"
        closing.append(tail)
        line(closing)
    }

    /// A `//` or `///` comment's words on lines of at most `width` bytes, each with the
    /// comment's marker; nil for a line that is not a comment. Split as bytes: a space is one
    /// byte in UTF-8, and a comment's words never need Unicode lookups.
    private static func wrappedComment(_ content: Line, width: Int) -> [Line]? {
        let bytes = content.bytes
        guard let marker = [Array("/// ".utf8), Array("// ".utf8)].first(where: { bytes.starts(with: $0) }) else { return nil }
        var lines: [Line] = []
        var current = marker
        for word in bytes[marker.count...].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false) {
            if current.count > marker.count, current.count + 1 + word.count > width {
                lines.append(Line(stringLiteral: String(decoding: current, as: UTF8.self)))
                current = marker
            }
            if current.count > marker.count { current.append(UInt8(ascii: " ")) }
            current += word
        }
        lines.append(Line(stringLiteral: String(decoding: current, as: UTF8.self)))
        return lines
    }

    /// An empty line, which has no indentation: no line to build for it.
    mutating func line() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The line with `suffix` after its content, appended here rather than to the line
    /// (which would copy the line's bytes into a larger buffer first).
    private mutating func line(_ content: Line, suffix: StaticString) {
        if !content.isEmpty || suffix.utf8CodeUnitCount > 0 {
            bytes.append(UInt8(ascii: " "), times: 4 * indentation)
            content.withUnsafeBytes { bytes.append($0) }
            bytes.append(UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The header line, as every generated file starts.
    mutating func fileHeader(source: String) {
        line("\(Self.header(source: source))")
        for directive in Self.linterDirectives { line("\(directive)") }
    }

    /// What keeps linters and formatters off a generated file: SwiftLint's and swift-format's
    /// own file-wide switches, so a team's rules never fail on code nobody edits by hand.
    static let linterDirectives = ["// swiftlint:disable all", "// swift-format-ignore-file"]

    /// `opening {`, the body indented, then `}`.
    mutating func block(_ opening: Line, _ body: (inout SwiftWriter) -> Void) {
        var opening = opening
        opening.append(" {")
        line(opening)
        indentation += 1
        body(&self)
        indentation -= 1
        bytes.append(UInt8(ascii: " "), times: 4 * indentation)
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The body one level further in, for constructs `block` cannot open in one line.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// `text` as a Swift string literal, every character that could end or bend it escaped.
    static func stringLiteral(_ value: String) -> String {
        // Most values are printable ASCII with nothing to escape; they need no Unicode lookups.
        if value.isPlainLiteralContent {
            return "\"" + value + "\""
        }
        return EscapedLiteral.quoted(value) { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
    }

    /// The file header every generated file starts with; ScreenGen recognises its own files by it.
    static func header(source: String) -> String {
        "\(headerPrefix)\(source.shownOnOneLine). Do not edit."
    }

    static let headerPrefix = "// Generated by screengen from "
}
