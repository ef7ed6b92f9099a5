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
        let run: SpecRun
        switch SpecRun.start(options, output: output, stopVerb: "nothing written") {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        let writer = OutputWriter(path: run.settings.output)
        do {
            // Locked, so runs at once take turns and each plans against the last one's output.
            let plan = try writer.withLock(specsFolder: run.folder.url) { () throws(OutputWriter.Failure) in
                let plan = try writer.plan(run.result.files, specsFolder: run.folder.url)
                try writer.apply(plan)
                return plan
            }
            if verbose {
                for file in plan.writes { run.reporter.progress("wrote \(writer.shown(file.path))") }
                for path in plan.unchanged { run.reporter.progress("unchanged \(writer.shown(path))") }
                for path in plan.removals { run.reporter.progress("removed \(writer.shown(path))") }
            }
            var line = "wrote \(Reporter.plural(plan.writes.count, "file")), \(plan.unchanged.count) unchanged"
            if !plan.removals.isEmpty { line += ", removed \(plan.removals.count)" }
            run.reporter.progress(line)
            return .success
        } catch {
            run.reporter.failure(error.description)
            return .usageOrIO
        }
    }
}
