#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run state in the output folder (``RunState``): read, verified, written.
extension OutputWriter {
    var statePath: String { join(folderPath, RunState.fileName) }

    /// The folder's record, or nil when there is none or it cannot be read as one.
    public func readState() -> RunState? {
        guard let bytes = InputFile.bytes(statePath, limit: 16 * 1024 * 1024) else { return nil }
        return bytes.withUnsafeBufferPointer { RunState.parse($0) }
    }

    /// Whether the folder holds exactly what `state` records, so that a run whose inputs
    /// have `state.inputs` as their digest has nothing to do: every recorded file is a
    /// regular file whose bytes still hash to the recorded digest, and no file a full run
    /// would remove (another generated Swift file, such as one a killed run staged) is there.
    /// Writes nothing; anything unexpected answers false, and the run does its full work.
    ///
    /// `trustingStamps`: a file whose stamp is the recorded one, settled before the
    /// record's horizon, is taken to hold the recorded bytes without being read
    /// (``FileStamp``); without it every file is read.
    ///
    /// Only without `trustingStamps` is the folder checked against the ones no run may write
    /// into (``checkFolder(specsFolder:)``): a record is left only by a full run, which
    /// refuses them, and a run that trusts it writes nothing (the check asks the password
    /// database, which cost a run with nothing to do two dozen system calls).
    public func holdsOutput(of state: RunState, trustingStamps: Bool = false) -> Bool {
        outputCheck(of: state, trustingStamps: trustingStamps, now: nil).holds
    }

    /// What ``holdsOutput(of:trustingStamps:)`` found, and whether the record was passed
    /// over for a file whose stamp moved or was not settled when recorded, and now is settled
    /// before `now`, or for a folder added or whose settled stamp moved: a full run would
    /// record stamps the next run can trust (``SpecFolder/TrustedDigest/recordIsStale``,
    /// the same for the spec files).
    public struct OutputCheck: Sendable, Equatable {
        public var holds: Bool
        public var recordIsStale: Bool
    }

    /// ``holdsOutput(of:trustingStamps:)``, and with `now` (the file system clock before
    /// anything was read), whether the record is stale.
    public func outputCheck(of state: RunState, trustingStamps: Bool, now: FileStamp.Time?) -> OutputCheck {
        let differs = OutputCheck(holds: false, recordIsStale: false)
        if !trustingStamps {
            guard (try? checkFolder(specsFolder: nil)) != nil else { return differs }
        }
        // Sorted and searched as plain strings, not hashed (``PathOrder``): a path listed
        // twice makes the list not strictly ascending.
        var recorded = state.files
        if !PathOrder.isAscending(recorded) {
            recorded = PathOrder.sorted(recorded)
            guard PathOrder.isAscending(recorded) else { return differs }
        }
        let stamps = StampRoot(folderPath)
        var found = 0
        var foldersMoved = false
        for path in filesOnDisk(trusting: trustingStamps ? state : nil, stamps: stamps, moved: &foldersMoved) {
            if PathOrder.index(of: path, in: recorded, hint: found) != nil {
                found += 1
                continue
            }
            if path.hasSuffix(".swift"), fileStartsWithHeader(join(folderPath, path)) { return differs }
        }
        guard found == state.files.count else { return differs }
        let root = folderPath
        let horizon = trustingStamps ? state.horizon : nil
        // Each file's hash, by its place in the list: the recorded one where its stamp can
        // be trusted, else read from the file (spread over the cores). Not an array of
        // optionals: its type would be built at run time, in every run with nothing to do.
        var hashes = [UInt64](repeating: 0, count: state.files.count)
        var unsettled: [Int] = []
        var stale = foldersMoved
        for (index, path) in state.files.enumerated() {
            var path = path
            let stamped = state.outputTable.stamp(for: path, hint: index)
            if let stamped, let hash = path.withUTF8({ stamped.hash(ifUnchangedIn: stamps, $0, horizon: horizon) }) {
                hashes[index] = hash
                continue
            }
            unsettled.append(index)
            if let now, stamped != nil, path.withUTF8({ stamps.file($0) })?.isSettled(before: now) == true { stale = true }
        }
        if !unsettled.isEmpty {
            let files = state.files
            let read = unsettled.concurrentMap { index -> UInt64? in
                InputFile.bytes(join(root, files[index]), limit: Int.max).map { XXH64.hash($0) }
            }
            for (index, hash) in zip(unsettled, read) {
                guard let hash else { return differs }
                hashes[index] = hash
            }
        }
        var entries: [(path: String, hash: UInt64)] = []
        entries.reserveCapacity(hashes.count)
        for (path, hash) in zip(state.files, hashes) { entries.append((path, hash)) }
        let holds = GeneratedFile.digest(entries) == state.outputs
        return OutputCheck(holds: holds, recordIsStale: holds && now != nil && stale)
    }

    /// ``outputCheck(of:trustingStamps:now:)``, trusting stamps, while holding the folder's
    /// lock shared: a `generate` writing into it finishes first.
    public func outputCheckLocked(of state: RunState, now: FileStamp.Time) -> OutputCheck {
        whileShared { outputCheck(of: state, trustingStamps: true, now: now) }
    }

    /// `state` with the files a run generated (``RunState/recordOutputs(_:)``), sorted by
    /// path with the XXH64 of the bytes the run generated for each, and with each file's
    /// stamp as it is on disk now, for a later run to trust
    /// (``holdsOutput(of:trustingStamps:)``). Taken after writing: a file changed since the
    /// run began shows a later time than the record's horizon, so it is not trusted.
    /// `redatingFolders`: whether the folders below the output folder may be re-dated
    /// (``stampedFolders(horizon:redating:)``); not under Xcode's sandbox.
    public func recording(_ outputs: [(path: String, hash: UInt64)], in state: RunState, redatingFolders: Bool = true) -> RunState {
        var state = state
        state.recordOutputs(outputs)
        guard let horizon = state.horizon else { return state }
        let root = folderPath
        // Added to what the state holds; for a path in both, the new stamp.
        var stamps: [(path: String, stamped: StampedHash)] = zip(state.outputTable.paths, state.outputTable.stamps).map { ($0, $1) }
        stamps.reserveCapacity(stamps.count + outputs.count)
        for (path, hash) in outputs {
            guard let stamp = FileStamp.of(join(root, path)) else { continue }
            stamps.append((path, StampedHash(stamp: stamp, hash: hash)))
        }
        state.outputTable = StampTable(stamps)
        state.outputFolders = stampedFolders(horizon: horizon, redating: redatingFolders) ?? FolderStamps()
        return state
    }

    /// Writes the record unless the file already holds it: staged and renamed into place
    /// when the run stages outside the output folder, else written in place, so that a
    /// killed run leaves no staged record behind. A torn record is harmless: one that cannot
    /// be parsed is no record, and one cut short lists fewer files than the folder holds, so
    /// either way the next run does its full work. Returns whether the folder now holds it;
    /// a record that cannot be written only means that the next run does its full work.
    @discardableResult
    public func record(_ state: RunState, staging: StagingArea = StagingArea()) -> Bool {
        let text = state.text
        if case let .success(bytes) = InputFile.read(statePath, limit: 16 * 1024 * 1024), Self.same(bytes, text) { return true }
        if case let .rename(folder)? = try? staging.placement(for: self), !folder.hasPrefix(folderPath + "/") {
            let staged = staging.path(in: folder, for: "state")
            guard Self.writeNewFile(text, to: staged) == nil, rename(staged, statePath) == 0 else {
                unlink(staged)
                return false
            }
            return true
        }
        return Self.writeFile(text, to: statePath) == nil
    }

    /// Removes the record, so that no later run can skip its work on its word.
    public func forgetState() {
        var info = stat()
        // Only when there is one: a folder without a record does not declare one either.
        if lstat(statePath, &info) == 0 { unlink(statePath) }
    }

    private func join(_ folder: String, _ relative: String) -> String {
        SpecFolder.join(folder, relative)
    }
}
