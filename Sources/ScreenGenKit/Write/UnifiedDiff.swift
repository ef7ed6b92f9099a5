/// A unified diff (`diff -u` style) of two texts, for `screengen check`.
///
/// Uses Myers' O((N+M)·D) algorithm, so a small change to a large generated file costs
/// little even when the file has thousands of lines.
public enum UnifiedDiff {
    enum Edit: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    /// The diff of `old` and `new`, labelled with the two paths; empty when they are equal.
    public static func diff(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = edits(a, b)
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits, context: context) {
            output += hunk
        }
        return output
    }

    static func lines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Walk the trace back from the end to recover the edit script.
        var result: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                result.append(.keep(a[x - 1]))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    result.append(.insert(b[y - 1]))
                } else {
                    result.append(.delete(a[x - 1]))
                }
            }
            x = previousX
            y = previousY
        }
        return result.reversed()
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
