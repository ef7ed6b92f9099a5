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

    @Flag(name: .long, help: "Keep running: generate again whenever a spec, the config file or a storyboard changes, with one line per run; stop with Ctrl-C (exit 0).")
    var watch = false

    func validate() throws {
        if watch, verbose { throw ValidationError("--watch prints one line per run; --verbose does not apply") }
    }

    mutating func execute() -> ExitStatus {
        if watch { return Self.watch(options, output: output) }
        StagingArea.removeFilesOnInterrupt()
        return Self.execute(options, output: output, verbose: verbose)
    }

    /// The command with its options (the parsed ones, or `--watch`'s quiet view of them).
    static func execute(_ options: some SpecOptionValues, output: String?, verbose: Bool) -> ExitStatus {
        switch ModuleList.resolve(options, output: output) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).generate(verbose: verbose)
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "nothing written")
        }
        let run: SpecRun
        // Not rendered yet: each file is rendered as it is staged (OutputFiles in the kit).
        // The diagnostics are printed with the write's own, so a machine format gets one list.
        switch SpecRun.start(options, output: output, stopVerb: "nothing written", reportsClean: false) {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        RunTally.current?.storyboardFiles += run.result.storyboardFiles
        let target = Target(files: run.outputFiles, output: run.settings.output, specsFolder: run.folder.url, label: nil)
        return write([target], reporter: run.reporter, verbose: verbose, diagnostics: run.result.diagnostics)
    }
}
