import Foundation
import ScreenGenKit

/// The part every spec-reading command shares: resolve settings, run the pipeline,
/// print diagnostics, and decide whether to go on.
struct SpecRun {
    let settings: Settings
    let reporter: Reporter
    let folder: SpecFolder
    let result: Pipeline.Result
    /// The config file's path and bytes, read before the settings (SpecRun+State.swift).
    var config: (path: String, bytes: [UInt8])?

    /// Runs the pipeline; nil (with the exit status to use) when the command must stop.
    /// `recordsInputs` keeps the digests of the inputs for the run state.
    static func start(_ options: some SpecOptionValues, output: String? = nil, storyboards: [String] = [], renders: Bool = true,
                      recordsInputs: Bool = false, stopVerb: String) -> Result<SpecRun, ExitStatusError> {
        let config = recordsInputs ? configInput(options) : nil
        let settings: Settings
        switch Settings.resolve(options, output: output, storyboards: storyboards + options.storyboards) {
        case let .success(resolved):
            settings = resolved
        case let .failure(failure):
            let reporter = Reporter(format: options.diagnosticsFormat ?? .xcode, quiet: options.quiet)
            reporter.diagnostics(failure.diagnostics)
            reporter.summary(failure.diagnostics, suffix: " in the config file; \(stopVerb)")
            return .failure(ExitStatusError(status: failure.status))
        }
        let reporter = Reporter(format: settings.format, quiet: settings.quiet)
        let folder = SpecFolder(path: settings.specs)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let storyboardFolders = settings.storyboards.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        var pipeline = Pipeline(options: .init(storyboardFolders: storyboardFolders, recordsInputs: recordsInputs))
        pipeline.renders = renders
        var result = pipeline.run(specs: folder)
        if renders, settings.graph, let model = result.model, !result.files.isEmpty {
            result.files = (result.files + [GraphRenderer.navigationFile(for: model)]).sorted { $0.path < $1.path }
        }
        if settings.strict { result.diagnostics = result.diagnostics.promotingWarnings() }
        reporter.diagnostics(result.diagnostics)
        if result.diagnostics.containsErrors {
            reporter.summary(result.diagnostics, suffix: "; \(stopVerb)")
            let ioProblem = result.diagnostics.contains { ["specs-folder-missing", "unreadable-file"].contains($0.kind.code) }
            return .failure(ExitStatusError(status: ioProblem ? .usageOrIO : .specErrors))
        }
        return .success(SpecRun(settings: settings, reporter: reporter, folder: folder, result: result, config: config))
    }
}

struct ExitStatusError: Error {
    var status: ExitStatus
}
