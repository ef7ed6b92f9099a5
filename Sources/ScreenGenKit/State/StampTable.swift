/// The `spec` or `output` lines of a run state: each path's stamp and hash, the paths
/// ascending (`<`) with none repeated, as the record lists them.
///
/// Two sorted arrays rather than a dictionary: a run with nothing to do walks the spec
/// and output files in the same order as the record, so each lookup is one comparison,
/// and it never builds `String: Hashable` metadata (``PathOrder``).
struct StampTable: Sendable, Equatable {
    private(set) var paths: [String] = []
    private(set) var stamps: [StampedHash] = []

    init() {}

    /// The pairs in any order; for a path given twice, the later pair.
    init(_ pairs: [(path: String, stamped: StampedHash)]) {
        let paths = pairs.map(\.path)
        let order = PathOrder.isAscending(paths) ? Array(pairs.indices) : PathOrder.order(paths)
        self.paths.reserveCapacity(pairs.count)
        stamps.reserveCapacity(pairs.count)
        for index in order {
            // The sort is stable: a repeated path's later pair replaces the earlier.
            if let last = self.paths.last, last == pairs[index].path {
                stamps[stamps.count - 1] = pairs[index].stamped
                continue
            }
            self.paths.append(pairs[index].path)
            stamps.append(pairs[index].stamped)
        }
    }

    init(_ dictionary: [String: StampedHash]) {
        self.init(dictionary.map { ($0.key, $0.value) })
    }

    var dictionary: [String: StampedHash] {
        var result: [String: StampedHash] = [:]
        result.reserveCapacity(paths.count)
        for (path, stamped) in zip(paths, stamps) { result[path] = stamped }
        return result
    }

    var isEmpty: Bool { paths.isEmpty }

    mutating func reserveCapacity(_ count: Int) {
        paths.reserveCapacity(count)
        stamps.reserveCapacity(count)
    }

    /// Adds a line read from a record, whose path the reader has found to come after the
    /// last one (``RunState/parse(_:)``).
    mutating func append(_ path: String, _ stamped: StampedHash) {
        paths.append(path)
        stamps.append(stamped)
    }

    /// The stamp recorded for `path`; `hint`: where it is expected (``PathOrder/index(of:in:hint:)``).
    func stamp(for path: String, hint: Int) -> StampedHash? {
        PathOrder.index(of: path, in: paths, hint: hint).map { stamps[$0] }
    }
}
