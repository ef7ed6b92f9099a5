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

    @Option(name: .long, help: ArgumentHelp("Where to write the input file list.", valueName: "file"))
    var inputs = "screengen-inputs.xcfilelist"

    @Option(name: .long, help: ArgumentHelp("Where to write the output file list.", valueName: "file"))
    var outputs = "screengen-outputs.xcfilelist"

    mutating func execute() -> ExitStatus {
        let configFile = options.config ?? (FileManager.default.fileExists(atPath: ConfigFile.defaultName) ? ConfigFile.defaultName : nil)
        let shownConfig = configFile.map { SpecFolder(path: $0).displayPath }
        let runs: [SpecRun]
        var supportLists: [FileLists] = []
        switch ModuleRun.runs(options, output: output, stopVerb: "no file list written") {
        case let .success(loaded):
            runs = loaded.runs
            if let list = loaded.list, let support = list.support {
                supportLists.append(FileLists(specFiles: [], configFile: shownConfig, outputFolder: OutputWriter(path: support.output).displayPath,
                                              generated: list.supportFiles(platform: ModuleList.platform(runs)).paths))
            }
        case let .failure(failure):
            return failure.status
        }
        let lists = FileLists(merging: runs.map { run in
            FileLists(
                specFiles: run.result.model?.specFiles ?? [],
                storyboardFiles: run.result.storyboardFiles,
                configFile: shownConfig,
                outputFolder: OutputWriter(path: run.settings.output).displayPath,
                generated: run.outputFiles.paths)
        } + supportLists)
        let reporter = runs.first?.reporter ?? Reporter()
        do {
            let wroteInputs = try FileLists.write(lists.inputs, to: inputs)
            let wroteOutputs = try FileLists.write(lists.outputs, to: outputs)
            reporter.progress("\(wroteInputs ? "wrote" : "unchanged") \(inputs), \(wroteOutputs ? "wrote" : "unchanged") \(outputs)")
            return .success
        } catch {
            reporter.failure("\(inputs): error: cannot write file list: \(error.localizedDescription)")
            return .usageOrIO
        }
    }
}
