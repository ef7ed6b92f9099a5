/// A unified diff (`diff -u` style) of two texts, for `screengen check`.
///
/// The lines the texts share at their start and end are set aside first; the standard
/// library's `CollectionDifference` (Myers' algorithm) compares what is left, when that is
/// at most ``comparedLineLimit`` lines. Its trace grows with the square of the changes, so
/// a larger change (thousands of screens added to one spec) is shown as one hunk of the
/// changed region, old lines then new, which keeps time and memory linear in the texts.
public enum UnifiedDiff {
    enum Edit: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    /// The most lines of both texts, after their shared start and end, that are compared
    /// line by line.
    static let comparedLineLimit = 2_000

    /// The most lines of one file's diff that are printed; the rest are counted.
    public static let printedLineLimit = 200

    /// The diff of `old` and `new`, labelled with the two paths; empty when they are equal.
    /// Past `limit` lines, the rest of the diff is counted in one line instead of shown.
    public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3,
                            limit: Int = printedLineLimit) -> String {
        guard old != new else { return "" }
        let edits = edits(lines(old), lines(new))
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var printed = 0, hidden = 0
        for hunk in hunks(edits, context: context) {
            for line in hunk.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if printed < limit {
                    output += line + "\n"
                    printed += 1
                } else {
                    hidden += 1
                }
            }
        }
        if hidden > 0 { output += "... \(hidden) more lines of this diff not shown\n" }
        return output
    }

    static func lines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let (middleA, middleB) = (a[start..<endA], b[start..<endB])
        var result = a[..<start].map(Edit.keep)
        if middleA.count + middleB.count <= comparedLineLimit {
            let difference = middleB.difference(from: middleA)
            var removed = Set<Int>(), inserted = Set<Int>()
            for change in difference {
                switch change {
                case let .remove(offset, _, _): removed.insert(offset)
                case let .insert(offset, _, _): inserted.insert(offset)
                }
            }
            var (i, j) = (0, 0)
            while i < middleA.count || j < middleB.count {
                if i < middleA.count, removed.contains(i) {
                    result.append(.delete(middleA[start + i]))
                    i += 1
                } else if j < middleB.count, inserted.contains(j) {
                    result.append(.insert(middleB[start + j]))
                    j += 1
                } else {
                    result.append(.keep(middleA[start + i]))
                    i += 1
                    j += 1
                }
            }
        } else {
            result += middleA.map(Edit.delete) + middleB.map(Edit.insert)
        }
        result += a[endA...].map(Edit.keep)
        return result
    }

    private static func hunks(_ edits: [Edit], context: Int) -> [String] {
        var changed: [Int] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            changed.append(index)
        }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch.
        var groups: [(start: Int, end: Int)] = []
        for index in changed {
            let start = Swift.max(0, index - context)
            let end = Swift.min(edits.count - 1, index + context)
            if let last = groups.last, start <= last.end + 1 {
                groups[groups.count - 1].end = end
            } else {
                groups.append((start, end))
            }
        }
        var oldLine = [Int](repeating: 0, count: edits.count + 1)
        var newLine = [Int](repeating: 0, count: edits.count + 1)
        for (index, edit) in edits.enumerated() {
            oldLine[index + 1] = oldLine[index] + (edit.isInsert ? 0 : 1)
            newLine[index + 1] = newLine[index] + (edit.isDelete ? 0 : 1)
        }
        return groups.map { group in
            let slice = edits[group.start...group.end]
            let oldCount = slice.filter { !$0.isInsert }.count
            let newCount = slice.filter { !$0.isDelete }.count
            let oldStart = oldCount == 0 ? oldLine[group.start] : oldLine[group.start] + 1
            let newStart = newCount == 0 ? newLine[group.start] : newLine[group.start] + 1
            var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in slice {
                switch edit {
                case let .keep(line): text += " \(line)\n"
                case let .delete(line): text += "-\(line)\n"
                case let .insert(line): text += "+\(line)\n"
                }
            }
            return text
        }
    }
}

extension UnifiedDiff.Edit {
    var isInsert: Bool { if case .insert = self { return true } else { return false } }
    var isDelete: Bool { if case .delete = self { return true } else { return false } }
}
