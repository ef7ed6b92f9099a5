import Foundation
import ScreenGenKit

/// How `generate` writes: every output folder of the run (each module's, the support
/// module's) staged in full, then committed together (``OutputCommit`` in the kit), so
/// that a refusal or a failure anywhere leaves every folder as it was.
extension GenerateCommand {
    /// One output folder of a run and what goes into it.
    struct Target {
        var files: OutputFiles
        var output: String
        var specsFolder: URL?
        /// The record to leave in the folder; nil for a run that keeps none (the support
        /// module), or whose inputs cannot be recorded (the old record is then removed).
        var state: RunState?
        /// How progress lines name the folder in a run over several; nil for a single one.
        var label: String?
    }

    /// What a write did to one folder, each list sorted by path, and each generated file's hash.
    struct Written {
        var writes: [String] = []
        var unchanged: [String] = []
        var removals: [String] = []
        var hashes: [(path: String, hash: UInt64)] = []
    }

    /// Writes every target, all or nothing, under each folder's lock; records each target's
    /// state; prints `diagnostics` (the validation's warnings) with any failure of the write,
    /// as one list, then what changed.
    static func write(_ targets: [Target], reporter: Reporter, verbose: Bool, diagnostics: [Diagnostic] = []) -> ExitStatus {
        let staging = StagingArea()
        let commit = OutputCommit(staging: staging)
        // Whatever happens, this run's staged files and folders go, and nothing else.
        defer { commit.discard() }
        let writers = targets.map { OutputWriter(path: $0.output) }
        var locks: [OutputWriter.FolderLock] = []
        defer { for lock in locks { lock.release() } }
        var results: [Written] = []
        do throws(OutputWriter.Failure) {
            // Taken in one order, by path, so that two runs over the same folders never each
            // hold one lock while waiting for the other's.
            for index in writers.indices.sorted(by: { writers[$0].folderPath < writers[$1].folderPath }) {
                locks.append(try writers[index].lock(specsFolder: targets[index].specsFolder))
            }
            for (target, writer) in zip(targets, writers) {
                results.append(try stage(target, with: writer, into: commit))
            }
            try commit.commit()
        } catch {
            let all = (diagnostics + [error.diagnostic]).sorted()
            reporter.diagnostics(all)
            reporter.summary(all, suffix: "; nothing written")
            return .usageOrIO
        }
        reporter.diagnostics(diagnostics)
        for ((target, writer), written) in zip(zip(targets, writers), results) {
            // After every folder is written: a run stopped before leaves the previous record,
            // which no longer matches the files, so the next run does its full work.
            if let state = target.state {
                writer.record(writer.recording(written.hashes, in: state, redatingFolders: !staging.sandboxed), staging: staging)
            } else {
                writer.forgetState()
            }
            if verbose {
                for path in written.writes { reporter.progress("wrote \(writer.shown(path))") }
                for path in written.unchanged { reporter.progress("unchanged \(writer.shown(path))") }
                for path in written.removals { reporter.progress("removed \(writer.shown(path))") }
            }
            RunTally.current?.filesWritten += written.writes.count
            var line = "wrote \(Reporter.plural(written.writes.count, "file")), \(written.unchanged.count) unchanged"
            if !written.removals.isEmpty { line += ", removed \(written.removals.count)" }
            reporter.progress(target.label.map { "\($0): \(line)" } ?? line)
        }
        return .success
    }

    /// Stages every file of `target` as it is rendered, and the removal of the generated
    /// files it no longer has; throws the first refusal or failure, by path.
    private static func stage(_ target: Target, with writer: OutputWriter, into commit: OutputCommit) throws(OutputWriter.Failure) -> Written {
        // Each file written is dated just before the run read its inputs, so that its stamp
        // can be trusted by the next run (FileStamp in the kit).
        let modified = target.state?.horizon.map { $0 - 1 }
        let results = target.files.map { file in
            Result { () throws(OutputWriter.Failure) in (try commit.stage(file, for: writer, modified: modified), file.contentHash) }
        }
        var written = Written()
        for (path, result) in results {
            let (outcome, hash) = try result.get()
            switch outcome {
            case .written: written.writes.append(path)
            case .unchanged: written.unchanged.append(path)
            }
            written.hashes.append((path, hash))
        }
        written.removals = writer.staleFiles(besides: Set(results.map(\.path)), staging: commit.staging)
        try commit.stageRemovals(written.removals, for: writer)
        return written
    }
}
