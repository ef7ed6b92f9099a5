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
        Self.execute(options)
    }

    /// The command with its options.
    static func execute(_ options: some SpecOptionValues) -> ExitStatus {
        switch ModuleList.resolve(options, output: nil) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).lint()
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "specs are invalid")
        }
        switch SpecRun.start(options, stopVerb: "specs are invalid") {
        case let .success(run):
            let screens = run.result.model?.screens.count ?? 0
            let notes = run.result.diagnostics.filter { $0.severity == .note }.count
            let counts = Reporter.counts(errors: 0, warnings: run.result.diagnostics.count - notes, notes: notes, ignored: run.result.ignored.count)
            run.reporter.progress("specs OK: \(Reporter.plural(screens, "screen"))\(counts.map { ", \($0)" } ?? "")")
            return .success
        case let .failure(failure):
            return failure.status
        }
    }
}
