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
        switch SpecRun.start(options, output: output, recordsInputs: true, stopVerb: "nothing written") {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        return write(run.result.files, to: run.settings.output, specsFolder: run.folder.url, reporter: run.reporter,
                     verbose: verbose, state: run.state())
    }

    /// Writes `files` into `output` under its lock, records `state` (or forgets the old
    /// record), and prints what changed; `label` names the module in a run over several.
    static func write(_ files: [GeneratedFile], to output: String, specsFolder: URL?, reporter: Reporter, verbose: Bool,
                      state: RunState?, label: String? = nil) -> ExitStatus {
        let writer = OutputWriter(path: output)
        do {
            // Locked, so runs at once take turns and each plans against the last one's output.
            let plan = try writer.withLock(specsFolder: specsFolder) { () throws(OutputWriter.Failure) in
                let plan = try writer.plan(files, specsFolder: specsFolder)
                // Each file written is dated just before the run read its inputs, so that its
                // stamp can be trusted by the next run (FileStamp in the kit).
                try writer.apply(plan, modified: state?.horizon.map { $0 - 1 })
                // Last, so that a run stopped before it leaves the previous record, which
                // no longer matches the files on disk.
                if let state {
                    writer.record(writer.stamping(state))
                } else {
                    writer.forgetState()
                }
                return plan
            }
            if verbose {
                for file in plan.writes { reporter.progress("wrote \(writer.shown(file.path))") }
                for path in plan.unchanged { reporter.progress("unchanged \(writer.shown(path))") }
                for path in plan.removals { reporter.progress("removed \(writer.shown(path))") }
            }
            var line = "wrote \(Reporter.plural(plan.writes.count, "file")), \(plan.unchanged.count) unchanged"
            if !plan.removals.isEmpty { line += ", removed \(plan.removals.count)" }
            reporter.progress(label.map { "\($0): \(line)" } ?? line)
            return .success
        } catch {
            reporter.failure(error.description)
            return .usageOrIO
        }
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
