/// "Did you mean" hints: the closest candidate by edit distance, if it is close enough
/// to be a likely typo rather than a different word.
public enum Suggestion {
    /// Beyond these, a typo hint is unlikely to help, and comparing every pair of long or
    /// numerous names (one per error) would let a hostile spec make a run take minutes.
    public static let maximumLength = 64
    public static let maximumCandidates = 100

    /// `candidateLimit` is raised only for a fixed list of the tool's own words, such as the
    /// diagnostic codes, which no spec can make longer.
    public static func closest(to word: String, in candidates: some Sequence<String>, candidateLimit: Int = maximumCandidates) -> String? {
        guard candidates.underestimatedCount <= candidateLimit, word.utf8.count <= maximumLength * 4 else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= maximumLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() where candidate.unicodeScalars.count <= maximumLength {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(target.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions, and
    /// transpositions of neighbours (the typo in `storybaord`) each cost one.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
