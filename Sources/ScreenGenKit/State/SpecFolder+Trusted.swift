#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a `generate` with nothing to do finds the spec files' digest without reading them.
extension SpecFolder {
    /// What a run with nothing to do found of the spec files (``digest(trusting:now:)``).
    public struct TrustedDigest: Sendable, Equatable {
        /// ``digest(of:)`` of the spec files on disk now.
        public var digest: UInt64
        /// Whether the record was passed over for a file or folder it lists whose stamp now
        /// is settled before the clock reading the caller began with: one that was not yet
        /// settled when the record was made (written in the same tick as the run began), or
        /// one whose stamp moved without its bytes or entries changing (`touch`, an editor's
        /// swap file). Left as it is, every later run would read or list it again; a full
        /// run now records a stamp the next run can trust (as git rewrites its index for
        /// "racily clean" entries).
        public var recordIsStale: Bool
    }

    /// ``digest(of:)`` of the spec files on disk now, without reading the files whose stamp
    /// is the one `state` records for them and settled before its horizon: their recorded
    /// hash stands for their bytes (``FileStamp``). Nil when any file cannot be listed,
    /// stamped or read, or there is none: a full run then reports why. `now`: the file
    /// system clock before anything was read (``FileStamp/now()``), to judge
    /// ``TrustedDigest/recordIsStale`` by.
    ///
    /// When every folder the record lists still has its settled stamp (``FolderStamps``),
    /// the files are the ones the record lists, and no folder is listed again.
    public func digest(trusting state: RunState, now: FileStamp.Time) -> TrustedDigest? {
        var stale = false
        var foldersMoved = false
        switch recordedDigest(of: state, now: now, stale: &stale) {
        case let .digest(digest): return TrustedDigest(digest: digest, recordIsStale: stale)
        case .unreadable: return nil
        case let .listAgain(moved): foldersMoved = moved
        }
        stale = false
        var listed: [(path: String, stamp: FileStamp)]? = foldersMoved ? [] : nil
        let (paths, problems) = list(folders: &listed)
        guard problems.isEmpty, !paths.isEmpty else { return nil }
        // Folders whose entries moved and now are settled: the full run records them so.
        if let listed, listed.allSatisfy({ $0.stamp.isSettled(before: now) }) { stale = true }
        var hashes: [(path: String, hash: UInt64)] = []
        hashes.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            // The record lists the files in the listing's order, so the first guess is right.
            let recorded = state.specTable.stamp(for: path.shown, hint: index)
            if let hash = recorded?.hash(ifUnchangedAt: path.full, horizon: state.horizon) {
                hashes.append((path.shown, hash))
                continue
            }
            // Only a file the record lists under the same path: from another folder the
            // paths differ, and a full run there would unsettle the record for this one.
            if recorded != nil, FileStamp.of(path.full)?.isSettled(before: now) == true { stale = true }
            guard let bytes = InputFile.bytes(path.full, limit: YAMLLoader.byteLimit) else { return nil }
            hashes.append((path.shown, XXH64.hash(bytes)))
        }
        return TrustedDigest(digest: Self.digest(hashes), recordIsStale: stale)
    }

    private enum Recorded {
        case digest(UInt64)
        /// A file whose stamp changed cannot be read.
        case unreadable
        /// A folder the record lists is not as recorded, or not settled (`foldersMoved`), or
        /// the record's paths are not below the folder as it is shown now.
        case listAgain(foldersMoved: Bool)
    }

    /// The digest over the files the record lists, when every folder it lists is unchanged.
    /// A path not below the folder as it is shown now (the run is in another folder) is
    /// never taken from the record. Each file is stamped by its path below the folder
    /// (``StampRoot``).
    /// `stale`: set when a file's stamp is not the settled recorded one, yet is settled
    /// before `now` (``TrustedDigest/recordIsStale``).
    private func recordedDigest(of state: RunState, now: FileStamp.Time, stale: inout Bool) -> Recorded {
        let root = StampRoot(fullPath)
        guard let horizon = state.horizon, !state.specTable.isEmpty else { return .listAgain(foldersMoved: false) }
        guard state.specFolders.unchanged(in: root, horizon: horizon) else {
            // Unsettled when recorded, or changed since: either way listed again below. (An
            // empty list is a record that could not stamp them, which a full run would repeat.)
            return .listAgain(foldersMoved: !state.specFolders.isEmpty)
        }
        var prefix = displayPath == "." ? "" : displayPath + "/"
        var hashes: [(path: String, hash: UInt64)] = []
        hashes.reserveCapacity(state.specTable.paths.count)
        for (shown, stamped) in zip(state.specTable.paths, state.specTable.stamps) {
            var shown = shown
            let outcome = shown.withUTF8 { path in
                prefix.withUTF8 { head -> Recorded in
                    guard path.count > head.count, head.isEmpty || memcmp(path.baseAddress!, head.baseAddress!, head.count) == 0 else {
                        return .listAgain(foldersMoved: false)
                    }
                    let relative = UnsafeBufferPointer(rebasing: path[head.count...])
                    if let hash = stamped.hash(ifUnchangedIn: root, relative, horizon: horizon) { return .digest(hash) }
                    if root.file(relative)?.isSettled(before: now) == true { stale = true }
                    let full = Self.join(fullPath, String(decoding: relative, as: UTF8.self))
                    return InputFile.bytes(full, limit: YAMLLoader.byteLimit).map { .digest(XXH64.hash($0)) } ?? .unreadable
                }
            }
            guard case let .digest(hash) = outcome else { return outcome }
            hashes.append((shown, hash))
        }
        return .digest(Self.digest(hashes))
    }
}
