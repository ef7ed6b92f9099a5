/// The folders a run listed, each with its stamp from just before its entries were read:
/// the `spec-folder` and `output-folder` lines of a run state.
///
/// A folder's modification and change times move whenever an entry is added, removed or
/// renamed in it, so a folder whose stamp is still the recorded one, settled before the
/// record's horizon (``FileStamp/isSettled(before:)``), has the entries it had when it was
/// listed. A run with nothing to do then takes the file list from the record and stats
/// each folder, rather than listing every folder again (git's untracked cache, the same rule).
/// Paths are relative to the folder walked, `.` for that folder itself, ascending (`<`).
public struct FolderStamps: Sendable, Equatable {
    public private(set) var paths: [String] = []
    public private(set) var stamps: [FileStamp] = []

    public init() {}

    /// The pairs in any order; for a path given twice, the later pair.
    public init(_ pairs: [(path: String, stamp: FileStamp)]) {
        for index in PathOrder.order(pairs.map(\.path)) {
            // The sort is stable: a repeated path's later pair replaces the earlier.
            if let last = paths.last, last == pairs[index].path {
                stamps[stamps.count - 1] = pairs[index].stamp
                continue
            }
            paths.append(pairs[index].path)
            stamps.append(pairs[index].stamp)
        }
    }

    public var isEmpty: Bool { paths.isEmpty }

    /// Adds a line read from a record, whose path the reader has found to come after the
    /// last one (``RunState/parse(_:)``).
    mutating func append(_ path: String, _ stamp: FileStamp) {
        paths.append(path)
        stamps.append(stamp)
    }

    /// Whether every recorded stamp is settled before `horizon`, as they were recorded.
    func areSettled(before horizon: FileStamp.Time) -> Bool {
        stamps.allSatisfy { $0.isSettled(before: horizon) }
    }

    /// Whether there are folders and each still has its recorded stamp, settled before
    /// `horizon`: their entries are the ones they had when listed. `root`: the folder the
    /// paths are relative to. One `stat` a folder; false at the first that differs.
    func unchanged(in root: StampRoot, horizon: FileStamp.Time) -> Bool {
        guard !paths.isEmpty else { return false }
        for (path, stamp) in zip(paths, stamps) {
            guard stamp.isSettled(before: horizon), root.folder(path) == stamp else { return false }
        }
        return true
    }
}
