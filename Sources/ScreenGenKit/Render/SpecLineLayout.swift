/// Lays a spec-derived list — a screen's parameters, or the arguments of its `initialize`
/// call — out on the spec's own lines, between `#sourceLocation` directives.
///
/// What only the compiler can check (a mistyped type such as `LeafAmout`, a `_` label the
/// hand-written `initialize` does not have) is then reported at the spec line that says
/// it, which Xcode opens, rather than inside `Generated/`. A directive cannot stand inside
/// a parameter list, so it goes before the declaration or statement, whose first line is
/// given the line before the first item's; each item follows on its own spec line, with
/// blank lines where the spec has other lines. The code stays readable: one item per
/// line, and the directives say where each comes from. Lines between a directive and its
/// reset are written verbatim: wrapping one would move every spec line after it.
struct SpecLineLayout {
    /// The spec file, as every generated path shows it (relative, so output is deterministic).
    let file: String
    /// Each item's spec line: never decreasing, with gaps of at most ``maximumGap``.
    let lines: [Int]

    /// Blank lines written at most between two items; a longer gap keeps the list on one line.
    static let maximumGap = 40

    /// Nil when the items cannot be placed on their lines: none, a line unknown, lines going
    /// backwards (parameters merged from an anchor above) or far apart. The list then
    /// stays on one line, and compiler errors in it point into `Generated/` as before. So
    /// does a spec path that needs escaping (a quote, a backslash): the compiler would show
    /// the escapes, naming no file an editor can open.
    init?(file: String, lines: [Int?], linesBefore: Int) {
        guard let layout = SpecLineLayout(file: file, lines: lines), layout.fits(linesBefore: linesBefore) else { return nil }
        self = layout
    }

    /// The same checks but the first line's room for `linesBefore` (``fits(linesBefore:)``),
    /// so that one layout serves a screen's three signatures.
    init?(file: String, lines: [Int?]) {
        guard Self.needsNoEscaping(file) else { return nil }
        var known: [Int] = []
        known.reserveCapacity(lines.count)
        for line in lines {
            guard let line else { return nil }
            if let previous = known.last, line < previous || line - previous > Self.maximumGap + 1 { return nil }
            known.append(line)
        }
        guard !known.isEmpty else { return nil }
        self.file = file
        self.lines = known
    }

    /// Whether the construct's first line, `linesBefore` lines above the directive's, is
    /// still a line of the file (line 1 or later).
    func fits(linesBefore: Int) -> Bool {
        lines[0] - 1 - linesBefore >= 1
    }

    /// Whether `file` is its own string literal between quotes: printable ASCII without a
    /// quote or backslash needs no look at ``SwiftWriter/stringLiteral(_:)``.
    private static func needsNoEscaping(_ file: String) -> Bool {
        if file.isPlainLiteralContent { return true }
        return SwiftWriter.stringLiteral(file) == "\"" + file + "\""
    }

    /// `#sourceLocation(file: …, line: N)`, naming the line of the construct's first line
    /// after `linesBefore` lines (attributes) between them. (The file needs no escaping.)
    func directive(linesBefore: Int) -> SwiftWriter.Line {
        "#sourceLocation(file: \"\(file)\", line: \(lines[0] - 1 - linesBefore))"
    }

    static let reset: SwiftWriter.Line = "#sourceLocation()"

    /// The items, one level in, each on its line: items on one spec line share a line,
    /// blank lines fill the gaps. `trailing` items (push's `animated:`) follow on their own
    /// line. Each line is built in one buffer.
    func writeItems(_ items: [SwiftWriter.Line], trailing: [String], into out: inout SwiftWriter) {
        out.indented { out in
            var current = lines[0] - 1
            var pending: SwiftWriter.Line = ""
            var hasPending = false
            for (index, item) in items.enumerated() {
                let isLast = index == items.count - 1 && trailing.isEmpty
                if lines[index] == current, hasPending {
                    pending.append(" ")
                } else {
                    if hasPending { out.verbatimLine(pending) }
                    for _ in 0..<max(0, lines[index] - current - 1) { out.line() }
                    current = lines[index]
                    pending = ""
                    hasPending = true
                }
                pending.append(item)
                if !isLast { pending.append(",") }
            }
            if hasPending { out.verbatimLine(pending) }
            if !trailing.isEmpty {
                var line: SwiftWriter.Line = ""
                for (index, item) in trailing.enumerated() {
                    if index > 0 { line.append(", ") }
                    line.append(item)
                }
                out.verbatimLine(line)
            }
        }
    }

    /// Declarations, each on its line, at the current indentation: declarations on one spec
    /// line share a line, separated by `;`, and blank lines fill the gaps. The directive
    /// before them is ``directive(linesBefore:)`` with `linesBefore: -1`, which names the
    /// first declaration's own line.
    func writeDeclarations(_ items: [SwiftWriter.Line], into out: inout SwiftWriter) {
        var current = lines[0] - 1
        var pending: SwiftWriter.Line = ""
        for (index, item) in items.enumerated() {
            if lines[index] == current, !pending.isEmpty {
                pending.append("; ")
            } else {
                if !pending.isEmpty { out.verbatimLine(pending) }
                for _ in 0..<max(0, lines[index] - current - 1) { out.line() }
                current = lines[index]
                pending = ""
            }
            pending.append(item)
        }
        if !pending.isEmpty { out.verbatimLine(pending) }
    }
}
