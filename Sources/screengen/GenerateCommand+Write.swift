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
        /// How progress lines name the folder in a run over several; nil for a single one.
        var label: String?
    }

    /// What a write did to one folder, each list sorted by path.
    struct Written {
        var writes: [String] = []
        var unchanged: [String] = []
        var removals: [String] = []
    }

    /// Writes every target, all or nothing, under each folder's lock; prints `diagnostics`
    /// (the validation's warnings) with any failure of the write, as one list, then what
    /// changed.
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
            writer.removeLegacyRunRecord()
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
        let results = target.files.map { file in
            Result { () throws(OutputWriter.Failure) in try commit.stage(file, for: writer) }
        }
        var written = Written()
        for (path, result) in results {
            switch try result.get() {
            case .written: written.writes.append(path)
            case .unchanged: written.unchanged.append(path)
            }
        }
        written.removals = writer.staleFiles(besides: Set(results.map(\.path)), staging: commit.staging)
        try commit.stageRemovals(written.removals, for: writer)
        return written
    }
}
