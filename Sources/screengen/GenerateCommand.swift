import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen generate`: validate the specs and write Swift into the output folder.
struct GenerateCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Validate the specs and write the generated Swift (only files whose bytes change)."
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("Folder the generated Swift goes into (default: Generated).", valueName: "dir"))
    var output: String?

    @Flag(name: .long, help: "List every file written, unchanged or removed.")
    var verbose = false

    mutating func execute() -> ExitStatus {
        Self.execute(options, output: output, verbose: verbose)
    }

    /// The command with its options, however they were parsed (QuickRun.swift).
    static func execute(_ options: some SpecOptionValues, output: String?, verbose: Bool) -> ExitStatus {
        switch ModuleList.resolve(options, output: output) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).generate(verbose: verbose)
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "nothing written")
        }
        // Nothing changed since the run recorded in the output folder: report as a full
        // run that wrote nothing would, without loading a spec.
        if let current = SpecRun.upToDate(options, output: output, locking: true) {
            Self.reportUpToDate(current, verbose: verbose)
            return .success
        }
        let run: SpecRun
        // Not rendered yet: each file is rendered as it is written (OutputFiles in the kit).
        switch SpecRun.start(options, output: output, renders: false, recordsInputs: true, stopVerb: "nothing written") {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        return write(run.outputFiles, to: run.settings.output, specsFolder: run.folder.url, reporter: run.reporter,
                     verbose: verbose, state: run.state())
    }

    /// Writes `files` into `output` under its lock, records `state` with them (or forgets
    /// the old record), and prints what changed; `label` names the module in a run over
    /// several.
    static func write(_ files: OutputFiles, to output: String, specsFolder: URL?, reporter: Reporter, verbose: Bool,
                      state: RunState?, label: String? = nil) -> ExitStatus {
        let writer = OutputWriter(path: output)
        do {
            // Locked, so runs at once take turns and each works against the last one's output.
            let written = try writer.withLock(specsFolder: specsFolder) { () throws(OutputWriter.Failure) in
                // Each file written is dated just before the run read its inputs, so that its
                // stamp can be trusted by the next run (FileStamp in the kit).
                let written = try write(files, with: writer, specsFolder: specsFolder, modified: state?.horizon.map { $0 - 1 })
                // Last, so that a run stopped before it leaves the previous record, which
                // no longer matches the files on disk.
                if let state {
                    writer.record(writer.recording(written.hashes, in: state))
                } else {
                    writer.forgetState()
                }
                return written
            }
            if verbose {
                for path in written.writes { reporter.progress("wrote \(writer.shown(path))") }
                for path in written.unchanged { reporter.progress("unchanged \(writer.shown(path))") }
                for path in written.removals { reporter.progress("removed \(writer.shown(path))") }
            }
            var line = "wrote \(Reporter.plural(written.writes.count, "file")), \(written.unchanged.count) unchanged"
            if !written.removals.isEmpty { line += ", removed \(written.removals.count)" }
            reporter.progress(label.map { "\($0): \(line)" } ?? line)
            return .success
        } catch {
            reporter.failure(error.description)
            return .usageOrIO
        }
    }

    /// What a write did, each list sorted by path, and each generated file's hash.
    struct Written {
        var writes: [String] = []
        var unchanged: [String] = []
        var removals: [String] = []
        var hashes: [(path: String, hash: UInt64)] = []
    }

    /// Writes each file as it is rendered when nothing in the folder could make the writer
    /// refuse one (OutputWriter+Streaming.swift); otherwise plans all of them first, so that
    /// a refusal leaves the folder as it was.
    private static func write(_ files: OutputFiles, with writer: OutputWriter, specsFolder: URL?,
                              modified: FileStamp.Time?) throws(OutputWriter.Failure) -> Written {
        var written = Written()
        // The folder itself was checked by `withLock`.
        guard writer.acceptsGeneratedFiles() else {
            let all = files.all
            let plan = try writer.plan(all, specsFolder: specsFolder)
            try writer.apply(plan, modified: modified)
            written.writes = plan.writes.map(\.path)
            written.unchanged = plan.unchanged
            written.removals = plan.removals
            written.hashes = GeneratedFile.hashes(of: all)
            return written
        }
        let results = files.map { file in
            Result { () throws(OutputWriter.Failure) in (try writer.put(file, modified: modified), file.contentHash) }
        }
        for (path, result) in results {
            let (outcome, hash) = try result.get()
            if outcome == .written { written.writes.append(path) } else { written.unchanged.append(path) }
            written.hashes.append((path, hash))
        }
        written.removals = writer.staleFiles(besides: Set(results.map(\.path)))
        try writer.remove(written.removals)
        return written
    }

    /// What a run that wrote nothing prints, for one that skipped its work.
    static func reportUpToDate(_ current: SpecRun.UpToDate, verbose: Bool, label: String? = nil, reportsDiagnostics: Bool = true) {
        // No problems, said as the format says it (`[]` in JSON).
        if reportsDiagnostics { current.reporter.diagnostics([]) }
        if verbose {
            for path in current.state.files { current.reporter.progress("unchanged \(current.writer.shown(path))") }
        }
        let line = "wrote 0 files, \(current.state.files.count) unchanged"
        current.reporter.progress(label.map { "\($0): \(line)" } ?? line)
    }
}
