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

    @Option(name: .long, help: ArgumentHelp("Folder the generated Swift goes into.", valueName: "dir"))
    var output = "Generated"

    @Flag(name: .long, help: "List every file written, unchanged or removed.")
    var verbose = false

    mutating func execute() -> ExitStatus {
        let folder = SpecFolder(path: options.specs)
        let result = Pipeline().run(specs: folder)
        let printer = DiagnosticPrinter()
        printer.print(result.diagnostics)
        if result.diagnostics.containsErrors {
            if let summary = printer.summary(result.diagnostics) { printError("screengen: \(summary); nothing written") }
            return result.diagnostics.contains(where: { $0.kind.code == "specs-folder-missing" || $0.kind.code == "unreadable-file" })
                ? .usageOrIO : .specErrors
        }
        let writer = OutputWriter(path: output)
        do {
            let plan = try writer.plan(result.files, specsFolder: folder.url)
            try writer.apply(plan)
            if verbose {
                for file in plan.writes { print("wrote \(writer.displayPath)/\(file.path)") }
                for path in plan.unchanged { print("unchanged \(writer.displayPath)/\(path)") }
                for path in plan.removals { print("removed \(writer.displayPath)/\(path)") }
            }
            if !options.quiet {
                var line = "wrote \(plan.writes.count) file\(plan.writes.count == 1 ? "" : "s"), \(plan.unchanged.count) unchanged"
                if !plan.removals.isEmpty { line += ", removed \(plan.removals.count)" }
                print(line)
            }
            return .success
        } catch {
            printError(error.description)
            return .usageOrIO
        }
    }
}
