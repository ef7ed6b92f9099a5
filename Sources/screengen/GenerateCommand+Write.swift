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
            // hold one lock while waiting for the other's; and each folder once, as a second
            // lock on a folder this run holds would wait for itself.
            var locked: Set<String> = []
            for index in writers.indices.sorted(by: { writers[$0].folderPath < writers[$1].folderPath })
            where locked.insert(OutputOverlap.canonical(writers[index].folderPath)).inserted {
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
            writer.respellFolders(of: written.writes)
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
        // A file whose name changed only in spelling goes under its old name before it is
        // written under its new one: on a Mac's volume the two are one file.
        let respelled = writer.respellings(of: target.files.paths)
        try commit.stageRemovals(respelled.map(\.old), for: writer)
        let renamed = Set(respelled.map { Array($0.new.utf8) })
        let results = target.files.map { file in
            catching { () throws(OutputWriter.Failure) -> OutputWriter.Outcome in
                guard renamed.contains(Array(file.path.utf8)) else { return try commit.stage(file, for: writer) }
                try commit.stageReplacing(file, for: writer)
                return .written
            }
        }
        var written = Written()
        for (path, result) in results {
            switch result {
            case .success(.written): written.writes.append(path)
            case .success(.unchanged): written.unchanged.append(path)
            case let .failure(failure): throw failure
            }
        }
        written.removals = writer.staleFiles(besides: Set(results.map(\.path) + respelled.map(\.old)), staging: commit.staging)
        try commit.stageRemovals(written.removals, for: writer)
        written.removals = (written.removals + respelled.map(\.old)).sorted()
        return written
    }
}
