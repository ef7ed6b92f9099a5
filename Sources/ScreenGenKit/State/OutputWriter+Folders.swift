#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders below the output folder in the run state (``FolderStamps``): a `generate`
/// with nothing to do stats them rather than listing them.
extension OutputWriter {
    /// Every folder below the output folder (links not followed) with its stamp, for the
    /// record a full run leaves. A folder whose entries the run changed is dated just
    /// before `horizon`, as each file written is (``FileStamp``): any later change to its
    /// entries then moves its modification time to the clock's, which that date cannot be.
    /// Taken after the run's last change below the folder. Nil when a folder cannot be
    /// listed, dated or stamped: the next run then lists them all.
    ///
    /// `redating`: false under Xcode's sandbox, which lets a run write its declared outputs
    /// only; a folder the run changed then keeps its time, so its stamp is not settled and
    /// the next run lists it.
    func stampedFolders(horizon: FileStamp.Time, redating: Bool) -> FolderStamps? {
        var folders: [(path: String, stamp: FileStamp)] = []
        guard collectFolders(below: folderPath, relative: "", horizon: horizon, redating: redating, into: &folders) else { return nil }
        return FolderStamps(folders)
    }

    private func collectFolders(below folder: String, relative: String, horizon: FileStamp.Time, redating: Bool,
                                into folders: inout [(path: String, stamp: FileStamp)]) -> Bool {
        guard let entries = DirectoryListing.entries(of: folder) else { return false }
        for (name, kind) in entries where kind == .folder {
            let path = SpecFolder.join(folder, name)
            let childRelative = relative.isEmpty ? name : SpecFolder.join(relative, name)
            guard collectFolders(below: path, relative: childRelative, horizon: horizon, redating: redating, into: &folders),
                  var stamp = FileStamp.ofFolder(path) else { return false }
            if redating, !stamp.isSettled(before: horizon) {
                // The access time is left as it is.
                let times = [timespec(tv_sec: 0, tv_nsec: Self.omitTime), FileStamp.spec(horizon - 1)]
                guard utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW) == 0, let dated = FileStamp.ofFolder(path) else { return false }
                stamp = dated
            }
            folders.append((childRelative, stamp))
        }
        return true
    }

    /// `UTIME_OMIT`, which Swift does not import (a macro).
    #if canImport(Darwin)
    private static let omitTime = -2
    #else
    private static let omitTime = (1 << 30) - 2
    #endif

    /// The regular files below the output folder, as ``regularFilesOnDisk(sorted:)`` lists
    /// them, unsorted. With `state`: when every folder it records below the output folder
    /// is unchanged (``FolderStamps``), the output folder alone is listed, and the files
    /// below it are the recorded ones (a full run removed every other generated file there
    /// before it recorded them; each is still stat-ed by the caller).
    /// `stamps`: the output folder, held open (``StampRoot``). `moved`: set when the folders
    /// are listed because one was added, or one the record had settled has changed since
    /// (a `.DS_Store`): a full run would record them as they are now. Not for a folder that
    /// was not settled when recorded (one a sandboxed run changed and could not re-date),
    /// which a full run would leave unsettled again.
    func filesOnDisk(trusting state: RunState?, stamps: StampRoot, moved: inout Bool) -> [String] {
        guard let state, let horizon = state.horizon, !state.outputFolders.isEmpty,
              let files = recordedFiles(of: state, horizon: horizon, stamps: stamps, moved: &moved) else { return regularFilesOnDisk(sorted: false) }
        return files
    }

    private func recordedFiles(of state: RunState, horizon: FileStamp.Time, stamps: StampRoot, moved: inout Bool) -> [String]? {
        guard let entries = DirectoryListing.entries(of: folderPath) else { return nil }
        let folders = state.outputFolders.paths
        var result: [String] = []
        result.reserveCapacity(state.files.count)
        for (name, kind) in entries {
            switch kind {
            // A folder the record does not know: its files must be listed.
            case .folder:
                guard PathOrder.index(of: name, in: folders, hint: 0) != nil else {
                    moved = true
                    return nil
                }
            case .file: result.append(name)
            case .other: break
            }
        }
        guard state.outputFolders.unchanged(in: stamps, horizon: horizon) else {
            moved = state.outputFolders.areSettled(before: horizon)
            return nil
        }
        var hint = 0
        for path in state.files {
            var bytes = path
            let known: Bool? = bytes.withUTF8 { bytes in
                guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
                // Files come sorted, so the folder is nearly always the last one's.
                let folder = UnsafeBufferPointer(rebasing: bytes[..<slash])
                if hint < folders.count, PathOrder.same(folders[hint], folder) { return true }
                guard let found = PathOrder.index(of: String(decoding: folder, as: UTF8.self), in: folders, hint: hint) else { return false }
                hint = found
                return true
            }
            switch known {
            case nil: continue // in the output folder itself, which was listed
            // A file below a folder that was not walked (a link) is never taken on trust.
            case false?: return nil
            case true?: result.append(path)
            }
        }
        return result
    }
}
