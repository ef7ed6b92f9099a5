import Foundation
import ScreenGenKit

/// The part every spec-reading command shares: resolve settings, run the pipeline,
/// print diagnostics, and decide whether to go on.
struct SpecRun {
    let settings: Settings
    let reporter: Reporter
    let folder: SpecFolder
    var result: Pipeline.Result

    /// Runs the pipeline; nil (with the exit status to use) when the command must stop.
    /// `reportsClean`:
    /// false leaves the diagnostics of a run that goes on to its caller, which prints them
    /// with its own (one list in a machine format).
    static func start(_ options: some SpecOptionValues, output: String? = nil, storyboards: [String] = [],
                      stopVerb: String, reportsClean: Bool = true) -> Result<SpecRun, ExitStatusError> {
        let run: SpecRun
        switch prepare(options, output: output, storyboards: storyboards) {
        case let .success(prepared):
            run = prepared
        case let .failure(failure):
            let reporter = Reporter(format: Settings.format(options, config: ConfigFile()), quiet: options.quiet, color: options.color)
            reporter.diagnostics(failure.diagnostics)
            reporter.summary(failure.diagnostics, suffix: " in the config file; \(stopVerb)")
            return .failure(ExitStatusError(status: failure.status))
        }
        guard let status = run.stopStatus else {
            if reportsClean { run.reporter.diagnostics(run.result.diagnostics) }
            return .success(run)
        }
        run.reporter.diagnostics(run.result.diagnostics)
        run.reporter.summary(run.result.diagnostics, ignored: run.result.ignored.count, suffix: "; \(stopVerb)")
        return .failure(ExitStatusError(status: status))
    }

    /// The same without printing anything: the settings, and the pipeline's result with its
    /// diagnostics (`--strict` applied), or the config file's problems. `module` is one
    /// entry of the config's `modules:`.
    static func prepare(_ options: some SpecOptionValues, output: String? = nil, storyboards: [String] = [],
                        module: ConfigFile.Module? = nil,
                        otherModulesStoryboards: Set<String> = []) -> Result<SpecRun, SettingsFailure> {
        let settings: Settings
        switch Settings.resolve(options, output: output, storyboards: storyboards + options.storyboards, module: module) {
        case let .success(resolved): settings = resolved
        case let .failure(failure): return .failure(failure)
        }
        let reporter = Reporter(format: settings.format, quiet: settings.quiet, color: settings.color)
        let folder = settings.specsFolder
        let storyboardFolders = settings.storyboards.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)).standardizedFileURL
        }
        var pipeline = Pipeline(options: .init(storyboardFolders: storyboardFolders))
        pipeline.options.supportModule = settings.supportModule
        pipeline.options.ignoreRules = settings.ignore
        pipeline.options.storyboardsOfOtherModules = otherModulesStoryboards
        pipeline.options.routes = settings.routes
        // Nothing is rendered here: the output files are rendered as they are consumed (outputFiles).
        pipeline.renders = false
        var result = pipeline.run(specs: folder)
        // The config's entries that hid nothing; in a run over `modules:` they may hide
        // something in another module, so ModuleRun reports them once all have run.
        if module == nil { result.reportUnusedIgnores(settings.ignore) }
        if settings.strict { result.diagnostics = result.diagnostics.promotingWarnings() }
        return .success(SpecRun(settings: settings, reporter: reporter, folder: folder, result: result))
    }

    /// What the run generates (``OutputRegistry``), rendered from its model as it is
    /// consumed; nothing when there is no model.
    var outputFiles: OutputFiles {
        guard let model = result.outputModel else { return OutputFiles([]) }
        return OutputFiles(OutputRun(model: model, writesGraph: settings.graph))
    }

    /// The exit status when the run has errors and must stop, else nil.
    var stopStatus: ExitStatus? {
        guard result.diagnostics.containsErrors else { return nil }
        return result.diagnostics.contains { Self.isInputOutputProblem($0.kind) } ? .usageOrIO : .specErrors
    }

    /// A problem reading the inputs rather than in what they say: the usage-or-I/O status.
    private static func isInputOutputProblem(_ kind: DiagnosticKind) -> Bool {
        if case .specsFolderMissing = kind { return true }
        if case .unreadableFile = kind { return true }
        return false
    }
}

struct ExitStatusError: Error {
    var status: ExitStatus
}
