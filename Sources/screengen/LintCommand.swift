import ArgumentParser
import ScreenGenKit

/// `screengen lint`: validate the specs and report, writing nothing.
struct LintCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate the specs and report every problem; write nothing."
    )

    @OptionGroup var options: SpecOptions

    mutating func execute() -> ExitStatus {
        let folder = SpecFolder(path: options.specs)
        let result = Pipeline().run(specs: folder)
        let printer = DiagnosticPrinter()
        printer.print(result.diagnostics)
        if result.diagnostics.containsErrors {
            if let summary = printer.summary(result.diagnostics) { printError("screengen: \(summary)") }
            return result.diagnostics.contains(where: { $0.kind.code == "specs-folder-missing" || $0.kind.code == "unreadable-file" })
                ? .usageOrIO : .specErrors
        }
        if !options.quiet {
            let screens = result.model?.screens.count ?? 0
            print("specs OK: \(screens) screen\(screens == 1 ? "" : "s")\(printer.summary(result.diagnostics).map { ", \($0)" } ?? "")")
        }
        return .success
    }
}
