import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen xcfilelist`: write the input and output file lists of the Xcode build phase.
struct XcfilelistCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcfilelist",
        abstract: "Write the input and output .xcfilelist files for an Xcode Run Script phase (run it again after adding or removing a spec file)."
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("Folder the generated Swift goes into (default: Generated).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the input file list (default: the config's xcfilelists: inputs, else \(FileListPlan.defaultInputs) beside the config file, or in the current folder without one).", valueName: "file"))
    var inputs: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the output file list (default: the config's xcfilelists: outputs, else \(FileListPlan.defaultOutputs) beside the config file, or in the current folder without one).", valueName: "file"))
    var outputs: String?

    mutating func execute() -> ExitStatus {
        let runs: [SpecRun]
        let plan: FileListPlan
        switch ModuleRun.runs(options, output: output, stopVerb: "no file list written") {
        case let .success(loaded):
            runs = loaded.runs
            plan = FileListPlan(runs: runs, list: loaded.list, inputs: inputs, outputs: outputs)
        case let .failure(failure):
            return failure.status
        }
        let reporter = runs.first?.reporter ?? Reporter()
        var current = plan.inputs
        do {
            let wroteInputs = try FileLists.write(plan.inputs.text, to: plan.inputs.url.path)
            current = plan.outputs
            let wroteOutputs = try FileLists.write(plan.outputs.text, to: plan.outputs.url.path)
            reporter.progress("\(wroteInputs ? "wrote" : "unchanged") \(plan.inputs.shown), \(wroteOutputs ? "wrote" : "unchanged") \(plan.outputs.shown)")
            return .success
        } catch {
            reporter.failure("\(current.shown): error: cannot write file list: \(error.localizedDescription)")
            return .usageOrIO
        }
    }
}
