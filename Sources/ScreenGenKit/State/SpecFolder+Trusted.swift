#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a `generate` with nothing to do finds the spec files' digest without reading them.
extension SpecFolder {
    /// ``digest(of:)`` of the spec files on disk now, without reading the files whose stamp
    /// is the one `state` records for them and settled before its horizon: their recorded
    /// hash stands for their bytes (``FileStamp``). Nil when any file cannot be listed,
    /// stamped or read, or there is none: a full run then reports why.
    ///
    /// When every folder the record lists still has its settled stamp (``FolderStamps``),
    /// the files are the ones the record lists, and no folder is listed again.
    public func digest(trusting state: RunState) -> UInt64? {
        switch recordedDigest(of: state) {
        case let .digest(digest): return digest
        case .unreadable: return nil
        case .listAgain: break
        }
        let (paths, problems) = list()
        guard problems.isEmpty, !paths.isEmpty else { return nil }
        var hashes: [(path: String, hash: UInt64)] = []
        hashes.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            // The record lists the files in the listing's order, so the first guess is right.
            if let hash = state.specTable.stamp(for: path.shown, hint: index)?.hash(ifUnchangedAt: path.full, horizon: state.horizon) {
                hashes.append((path.shown, hash))
                continue
            }
            guard let bytes = InputFile.bytes(path.full, limit: YAMLLoader.byteLimit) else { return nil }
            hashes.append((path.shown, XXH64.hash(bytes)))
        }
        return Self.digest(hashes)
    }

    private enum Recorded {
        case digest(UInt64)
        /// A file whose stamp changed cannot be read.
        case unreadable
        /// A folder changed, or the record's paths are not below the folder as it is shown now.
        case listAgain
    }

    /// The digest over the files the record lists, when every folder it lists is unchanged.
    /// A path not below the folder as it is shown now (the run is in another folder) is
    /// never taken from the record. Each file is stamped by its path below the folder
    /// (``StampRoot``).
    private func recordedDigest(of state: RunState) -> Recorded {
        let root = StampRoot(fullPath)
        guard let horizon = state.horizon, !state.specTable.isEmpty,
              state.specFolders.unchanged(in: root, horizon: horizon) else { return .listAgain }
        var prefix = displayPath == "." ? "" : displayPath + "/"
        var hashes: [(path: String, hash: UInt64)] = []
        hashes.reserveCapacity(state.specTable.paths.count)
        for (shown, stamped) in zip(state.specTable.paths, state.specTable.stamps) {
            var shown = shown
            let outcome = shown.withUTF8 { path in
                prefix.withUTF8 { head -> Recorded in
                    guard path.count > head.count, head.isEmpty || memcmp(path.baseAddress!, head.baseAddress!, head.count) == 0 else {
                        return .listAgain
                    }
                    let relative = UnsafeBufferPointer(rebasing: path[head.count...])
                    if let hash = stamped.hash(ifUnchangedIn: root, relative, horizon: horizon) { return .digest(hash) }
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
