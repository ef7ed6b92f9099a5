/// Lays a spec-derived list — a screen's parameters, or the arguments of its `initialize`
/// call — out on the spec's own lines, between `#sourceLocation` directives.
///
/// What only the compiler can check (a mistyped type such as `LeafAmout`, a `_` label the
/// hand-written `initialize` does not have) is then reported at the spec line that says
/// it, which Xcode opens, rather than inside `Generated/`. A directive cannot stand inside
/// a parameter list, so it goes before the declaration or statement, whose first line is
/// given the line before the first item's; each item follows on its own spec line, with
/// blank lines where the spec has other lines. The code stays readable: one item per
/// line, and the directives say where each comes from.
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
        guard SwiftWriter.stringLiteral(file) == "\"" + file + "\"" else { return nil }
        let known = lines.compactMap { $0 }
        guard !known.isEmpty, known.count == lines.count, let first = known.first, first - 1 - linesBefore >= 1 else { return nil }
        for (previous, next) in zip(known, known.dropFirst()) where next < previous || next - previous > Self.maximumGap + 1 {
            return nil
        }
        self.file = file
        self.lines = known
    }

    /// `#sourceLocation(file: …, line: N)`, naming the line of the construct's first line
    /// after `linesBefore` lines (attributes) between them.
    func directive(linesBefore: Int) -> SwiftWriter.Line {
        "#sourceLocation(file: \(SwiftWriter.stringLiteral(file)), line: \(lines[0] - 1 - linesBefore))"
    }

    static let reset: SwiftWriter.Line = "#sourceLocation()"

    /// The items, one level in, each on its line: items on one spec line share a line,
    /// blank lines fill the gaps. `trailing` items (push's `animated:`) follow on their own line.
    func writeItems(_ items: [String], trailing: [String], into out: inout SwiftWriter) {
        out.indented { out in
            var current = lines[0] - 1
            var pending: String?
            for (index, item) in items.enumerated() {
                let isLast = index == items.count - 1 && trailing.isEmpty
                let text = item + (isLast ? "" : ",")
                if lines[index] == current, let line = pending {
                    pending = line + " " + text
                    continue
                }
                if let line = pending { out.line("\(line)") }
                for _ in 0..<max(0, lines[index] - current - 1) { out.line() }
                current = lines[index]
                pending = text
            }
            if let line = pending { out.line("\(line)") }
            if !trailing.isEmpty { out.line("\(trailing.joined(separator: ", "))") }
        }
    }
}
