#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Every change of a run, across all its output folders, staged before any is made, then
/// made together or not at all.
///
/// Staging writes each new file in full (``StagingArea``) and runs every check that can
/// refuse a file, so a refusal, a full disk or a denied write anywhere leaves every output
/// folder as it was. Committing then renames the staged files into place, keeping each
/// replaced or removed file as a hard link where it stages; when a rename fails, the
/// changes already made are undone from those links, in reverse order, before the failure
/// is reported. Each staged file is flushed before its rename and each folder after, so a
/// power cut leaves every file old or new, never empty. A process killed between two
/// renames leaves some files new and some old: `check` reports it and the next `generate`
/// repairs it, since every run reads its inputs and compares every file.
public final class OutputCommit: @unchecked Sendable {
    /// One change to one file.
    struct Change {
        enum Kind {
            /// The file staged at `staged` renamed over the target; the old one kept as a hard
            /// link in `folder`, where the run stages.
            case stagedReplace(staged: String, folder: String)
            /// `contents` (UTF-8) written over the target (staging cannot reach it).
            case inPlaceReplace(contents: [UInt8])
            /// The target renamed into `folder`, where the run stages.
            case stagedRemove(folder: String)
            case inPlaceRemove
        }

        var kind: Kind
        var target: String
        var shown: String
        var root: String
        /// The file's bytes before the run, kept in memory only for changes made in place.
        var old: [UInt8]?

        var isRemoval: Bool {
            switch kind {
            case .stagedRemove, .inPlaceRemove: return true
            case .stagedReplace, .inPlaceReplace: return false
            }
        }
    }

    public let staging: StagingArea
    let operations: Operations
    private let lock = NSLock()
    private var changes: [Change] = []
    /// The folders on the way to staged files already found to be no links.
    private let checkedFolders = CheckedFolders()

    public init(staging: StagingArea = StagingArea(), operations: Operations = .system) {
        self.staging = staging
        self.operations = operations
    }

    /// Whether anything is staged.
    public var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changes.isEmpty
    }

    /// Stages `file` for `writer`'s folder unless the folder already holds exactly it, and
    /// says which; throws where the file may not or cannot be written. Safe from several
    /// threads; the caller holds the folder's lock.
    public func stage(_ file: GeneratedFile, for writer: OutputWriter) throws(OutputWriter.Failure) -> OutputWriter.Outcome {
        let (outcome, existing) = try writer.inspect(file, checked: checkedFolders)
        guard outcome == .written else { return outcome }
        try stageWrite(file, for: writer, existing: existing)
        return outcome
    }

    /// Stages `file` for `writer`'s folder whatever the folder holds there now: for files
    /// the caller has decided to replace (`import`'s spec files, with `--force`).
    public func stageReplacing(_ file: GeneratedFile, for writer: OutputWriter) throws(OutputWriter.Failure) {
        try writer.checkInside(file.path)
        let target = SpecFolder.join(writer.folderPath, file.path)
        // A symbolic link in the file's place is refused, never written through (a cloned
        // repository can ship one pointing anywhere).
        var info = stat()
        if lstat(target, &info) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFLNK) {
            throw .linkInFolder(path: writer.shown(file.path), link: writer.shown(file.path))
        }
        var existing: [UInt8]?
        if case let .success(bytes) = InputFile.read(target, limit: Int.max) { existing = bytes }
        try stageWrite(file, for: writer, existing: existing)
    }

    private func stageWrite(_ file: GeneratedFile, for writer: OutputWriter, existing: [UInt8]?) throws(OutputWriter.Failure) {
        let target = SpecFolder.join(writer.folderPath, file.path)
        let shown = writer.shown(file.path)
        switch try staging.placement(for: writer) {
        case let .rename(folder):
            let staged = staging.path(in: folder, for: Self.name(of: file.path))
            if let code = operations.stage(file.utf8, staged) {
                unlink(staged)
                throw .io(path: shown, reason: "cannot write file: \(InputFile.describe(code))")
            }
            append(Change(kind: .stagedReplace(staged: staged, folder: folder), target: target, shown: shown, root: writer.folderPath))
        case .inPlace:
            append(Change(kind: .inPlaceReplace(contents: file.utf8), target: target, shown: shown, root: writer.folderPath, old: existing))
        }
    }

    /// Stages the removal of `paths`, generated files of `writer`'s folder that the run no
    /// longer writes (``OutputWriter/staleFiles(besides:)``).
    public func stageRemovals(_ paths: [String], for writer: OutputWriter) throws(OutputWriter.Failure) {
        guard !paths.isEmpty else { return }
        let placement = try staging.placement(for: writer)
        for path in paths {
            let target = SpecFolder.join(writer.folderPath, path)
            switch placement {
            case let .rename(folder):
                append(Change(kind: .stagedRemove(folder: folder), target: target, shown: writer.shown(path), root: writer.folderPath))
            case .inPlace:
                guard case let .success(bytes) = InputFile.read(target, limit: Int.max) else {
                    throw .io(path: writer.shown(path), reason: "cannot read stale generated file")
                }
                append(Change(kind: .inPlaceRemove, target: target, shown: writer.shown(path), root: writer.folderPath, old: bytes))
            }
        }
    }

    /// Makes every staged change, or, when one fails, undoes those made and throws.
    public func commit() throws(OutputWriter.Failure) {
        // Ctrl-C or SIGTERM waits for a commit under way to end (it only renames), so an
        // interrupted run leaves every folder all old or all new (``StagingArea``).
        StagingArea.commitLock.lock()
        defer { StagingArea.commitLock.unlock() }
        var done: [(change: Change, backup: String?)] = []
        var created: [String] = []
        // Folders seen to exist (or made) in this commit: a folder holding many files is
        // looked up once, not once per file.
        var folders: Set<String> = []
        for change in changes {
            do {
                done.append((change, try apply(change, creating: &created, folders: &folders)))
            } catch {
                undo(done, created: created)
                throw error
            }
        }
        // The renames and removals reach the disk before the run reports success.
        for folder in Set(done.compactMap { OutputWriter.beforeLastSlash($0.change.target) }) {
            OutputWriter.syncFolder(folder)
        }
        var gone: Set<String> = []
        for (change, backup) in done {
            if let backup {
                unlink(backup)
                gone.insert(backup)
            }
            if case let .stagedReplace(staged, _) = change.kind { gone.insert(staged) }
            if change.isRemoval { OutputWriter.removeEmptyFolders(above: change.target, below: change.root) }
        }
        // Every staged file is in place and every backup removed: nothing of theirs is left
        // for the discard to remove, file by file.
        staging.forget(gone)
        changes = []
    }

    /// Drops every staged file; the output folders stay as they were.
    public func discard() {
        lock.lock()
        changes = []
        lock.unlock()
        staging.removeAll()
    }

    /// Makes one change; returns the hard link that keeps the file it replaced or removed.
    private func apply(_ change: Change, creating created: inout [String], folders: inout Set<String>) throws(OutputWriter.Failure) -> String? {
        switch change.kind {
        case let .stagedReplace(staged, folder):
            try createFolders(above: change.target, root: change.root, shown: change.shown, created: &created, known: &folders)
            var backup: String?
            var movedAside = false
            if Self.exists(change.target) {
                let path = staging.path(in: folder, for: "old-" + Self.name(of: change.target))
                if let code = operations.link(change.target, path) {
                    // A volume without hard links (exFAT, FAT, many SMB shares): the old
                    // file is moved aside instead, and put back if the rename fails.
                    guard Self.noHardLinks.contains(code), operations.rename(change.target, path) == nil else {
                        throw .io(path: change.shown, reason: "cannot keep the old file while replacing it: \(InputFile.describe(code))")
                    }
                    movedAside = true
                }
                backup = path
            }
            if let code = operations.rename(staged, change.target) {
                if let backup {
                    if movedAside { _ = operations.rename(backup, change.target) } else { unlink(backup) }
                }
                throw .io(path: change.shown, reason: "cannot replace file: \(InputFile.describe(code))")
            }
            return backup
        case let .inPlaceReplace(contents):
            try createFolders(above: change.target, root: change.root, shown: change.shown, created: &created, known: &folders)
            if let code = operations.write(contents, change.target) {
                restore(change)
                throw .io(path: change.shown, reason: "cannot write file: \(InputFile.describe(code))")
            }
            return nil
        case let .stagedRemove(folder):
            let backup = staging.path(in: folder, for: "old-" + Self.name(of: change.target))
            if let code = operations.rename(change.target, backup) {
                throw .io(path: change.shown, reason: "cannot remove stale generated file: \(InputFile.describe(code))")
            }
            return backup
        case .inPlaceRemove:
            if unlink(change.target) != 0, errno != ENOENT {
                throw .io(path: change.shown, reason: "cannot remove stale generated file: \(InputFile.describe(errno))")
            }
            return nil
        }
    }

    /// Puts back what `done` changed, last first, and removes the folders it created.
    private func undo(_ done: [(change: Change, backup: String?)], created: [String]) {
        for (change, backup) in done.reversed() {
            if let backup {
                _ = operations.rename(backup, change.target)
                continue
            }
            switch change.kind {
            case .stagedReplace: unlink(change.target)
            case .inPlaceReplace, .inPlaceRemove: restore(change)
            case .stagedRemove: break
            }
        }
        for folder in created.reversed() { rmdir(folder) }
    }

    /// Writes back the bytes of a file changed in place, or removes a file that was new.
    private func restore(_ change: Change) {
        if let old = change.old {
            _ = operations.write(old, change.target)
        } else if !change.isRemoval {
            unlink(change.target)
        }
    }

    /// Makes the folders between `root` and `target` that are missing; `known`: folders
    /// this commit has already seen or made, which are not looked up again.
    private func createFolders(above target: String, root: String, shown: String, created: inout [String],
                               known: inout Set<String>) throws(OutputWriter.Failure) {
        let parent = OutputWriter.beforeLastSlash(target)!
        if known.contains(parent) { return }
        var missing: [String] = []
        var folder = parent
        while folder.count > root.count, !known.contains(folder), !Self.exists(folder) {
            missing.append(folder)
            folder = OutputWriter.beforeLastSlash(folder)!
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else {
                throw .io(path: shown, reason: "cannot create folder: \(InputFile.describe(errno))")
            }
            created.append(folder)
            known.insert(folder)
        }
        known.insert(parent)
    }

    private func append(_ change: Change) {
        lock.lock()
        changes.append(change)
        lock.unlock()
    }

    /// What `link` answers on a volume that has no hard links.
    static let noHardLinks = Set<Int32>([EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS])

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
