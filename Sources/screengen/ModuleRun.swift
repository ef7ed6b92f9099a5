import Foundation
import ScreenGenKit

/// `generate`, `check`, `lint`, `xcfilelist` and `graph` over every module of the config's
/// `modules:`, plus the support module of `support:`.
///
/// Every module is loaded and validated before anything is written, and the rules between
/// modules (``ModuleSetValidator``) run over all of them, so one problem anywhere stops the
/// whole run with every problem reported at once, in one list (one JSON array). Progress
/// lines name each module by its output folder.
struct ModuleRun<Options: SpecOptionValues> {
    let list: ModuleList
    let options: Options

    var reporter: Reporter { Reporter(format: list.format, quiet: options.quiet, color: options.color) }

    /// Prints the config file's problems.
    static func report(_ failure: SettingsFailure, options: Options, stopVerb: String) -> ExitStatus {
        let reporter = Reporter(format: Settings.format(options, config: ConfigFile()), quiet: options.quiet, color: options.color)
        reporter.diagnostics(failure.diagnostics)
        reporter.summary(failure.diagnostics, suffix: " in the config file; \(stopVerb)")
        return failure.status
    }

    /// Every module's run, checked against each other and reported; nil (with the status)
    /// when the command must stop. `reportsClean`: false leaves the diagnostics of runs that
    /// go on to the caller, which prints them with its own (one list in a machine format).
    func load(stopVerb: String, reportsClean: Bool = true) -> Result<[SpecRun], ExitStatusError> {
        // The first failure in the config's order stops the run.
        var runs: [SpecRun] = []
        for entry in list.entries {
            switch SpecRun.prepare(options, module: entry) {
            case let .success(run): runs.append(run)
            case let .failure(failure): return .failure(ExitStatusError(status: Self.report(failure, options: options, stopVerb: stopVerb)))
            }
        }
        leaveOtherModulesStoryboards(&runs)
        var between = ModuleSetValidator.check(
            zip(runs, list.entries).compactMap { run, entry in
                run.result.model.map { ModuleSetValidator.Module(model: $0, location: entry.location) }
            },
            support: list.support)
        // Before anything is written: overlapping output folders would remove each other's files.
        between += OutputOverlap.diagnostics(list.entries.map { OutputOverlap.Folder(path: $0.output, location: $0.location) }
            + (list.support.map { [OutputOverlap.Folder(path: $0.output, location: $0.location)] } ?? []))
        // The config's `ignore:` reaches every module, and what is between them.
        let rules = runs.first?.settings.ignore ?? []
        let ignoring = IgnoreList(config: rules).apply(between)
        between = ignoring.shown
        // Errors as the rules report them: `--strict` has already made each module's warnings errors.
        if !(runs.flatMap(\.result.diagnostics) + between).contains(where: { $0.kind.severity == .error }) {
            let used = runs.reduce(ignoring.used) { $0.union($1.result.usedIgnores) }
            between += IgnoreRule.unusedWarnings(rules, used: used)
        }
        if list.strict { between = between.promotingWarnings() }
        // Each module's run reports these too.
        for index in runs.indices {
            runs[index].result.diagnostics += between
            runs[index].result.ignored += ignoring.ignored
        }
        let diagnostics = Array(Set(runs.flatMap(\.result.diagnostics) + between)).sorted()
        let ignored = Set(runs.flatMap(\.result.ignored)).count
        if reportsClean || diagnostics.containsErrors { reporter.diagnostics(diagnostics) }
        if diagnostics.containsErrors {
            reporter.summary(diagnostics, ignored: ignored, suffix: "; \(stopVerb)")
            let status = runs.compactMap(\.stopStatus).max { $0.rawValue < $1.rawValue } ?? .specErrors
            return .failure(ExitStatusError(status: status))
        }
        return .success(runs)
    }

    /// The runs a reading command works on: one, or one per module of the config's
    /// `modules:` (with the list); problems are reported, and a failure is the status.
    static func runs(_ options: Options, output: String?, stopVerb: String)
        -> Result<(runs: [SpecRun], list: ModuleList?), ExitStatusError> {
        switch ModuleList.resolve(options, output: output) {
        case .single:
            return SpecRun.start(options, output: output, stopVerb: stopVerb).map { ([$0], nil) }
        case let .modules(list):
            return ModuleRun(list: list, options: options).load(stopVerb: stopVerb).map { ($0, list) }
        case let .failure(failure):
            return .failure(ExitStatusError(status: report(failure, options: options, stopVerb: stopVerb)))
        }
    }

    func generate(verbose: Bool) -> ExitStatus {
        let runs: [SpecRun]
        // Every module validated, none rendered yet: each file is rendered as it is staged.
        switch load(stopVerb: "nothing written", reportsClean: false) {
        case let .success(loaded): runs = loaded
        case let .failure(failure): return failure.status
        }
        RunTally.current?.storyboardFiles += runs.flatMap(\.result.storyboardFiles)
        var targets = runs.map { run in
            GenerateCommand.Target(files: run.outputFiles, output: run.settings.output, specsFolder: run.folder.url,
                                   label: ModuleList.label(run.settings))
        }
        if let output = list.support?.output {
            targets.append(GenerateCommand.Target(files: list.supportFiles(platform: ModuleList.platform(runs)), output: output, specsFolder: nil,
                                                  label: OutputWriter(path: output).displayPath))
        }
        return GenerateCommand.write(targets, reporter: reporter, verbose: verbose, diagnostics: Array(Set(runs.flatMap(\.result.diagnostics))).sorted())
    }

    /// The specs are read and every file's bytes compared.
    func check(linksBaseline: LinkContract?) -> ExitStatus {
        let runs: [SpecRun]
        switch load(stopVerb: "cannot check the output", reportsClean: false) {
        case let .success(loaded): runs = loaded
        case let .failure(failure): return failure.status
        }
        var folders = runs.map { CheckCommand.Folder(files: $0.outputFiles, output: $0.settings.output, specsFolder: $0.folder.url) }
        if let output = list.support?.output {
            folders.append(CheckCommand.Folder(files: list.supportFiles(platform: ModuleList.platform(runs)), output: output, specsFolder: nil))
        }
        return CheckCommand.check(folders, runs: runs, list: list, reporter: reporter,
                                  diagnostics: Array(Set(runs.flatMap(\.result.diagnostics))).sorted() + LinksBaseline.diagnostics(linksBaseline, runs: runs),
                                  fixOptions: options.config.map { ["--config", $0] } ?? [])
    }

    func lint() -> ExitStatus {
        switch load(stopVerb: "specs are invalid") {
        case let .success(runs):
            let screens = runs.reduce(0) { $0 + ($1.result.model?.screens.count ?? 0) }
            let reported = Set(runs.flatMap(\.result.diagnostics))
            let notes = reported.filter { $0.severity == .note }.count
            let counts = Reporter.counts(errors: 0, warnings: reported.count - notes, notes: notes, ignored: Set(runs.flatMap(\.result.ignored)).count)
            reporter.progress("specs OK: \(Reporter.plural(screens, "screen")) in \(Reporter.plural(runs.count, "module"))"
                + (counts.map { ", \($0)" } ?? ""))
            return .success
        case let .failure(failure):
            return failure.status
        }
    }
}

extension ModuleRun {
    /// An app and its extensions each have storyboards, often of one name
    /// (`MainInterface.storyboard`), and one folder searched for all of them holds every
    /// module's. A module whose cross-check spoke of storyboards another module declares
    /// (their scenes as undeclared, or them as other copies of its own) runs again with
    /// those files left to their module. Runs that said nothing of them keep their result.
    func leaveOtherModulesStoryboards(_ runs: inout [SpecRun]) {
        guard runs.count > 1 else { return }
        for index in runs.indices {
            let others = runs.indices.filter { $0 != index }.reduce(into: Set<String>()) { $0.formUnion(runs[$1].result.declaredStoryboardFiles) }
            guard !others.isEmpty, runs[index].result.diagnostics.contains(where: { Self.mayBeAboutOtherModules($0.kind) }),
                  case let .success(again) = SpecRun.prepare(options, module: list.entries[index],
                                                              otherModulesStoryboards: others) else { continue }
            runs[index] = again
        }
    }

    /// The cross-check's findings that another module's declared storyboards can cause.
    private static func mayBeAboutOtherModules(_ kind: DiagnosticKind) -> Bool {
        if case .unclaimedScene = kind { return true }
        if case .identifierNeverMatchesType = kind { return true }
        if case .unclaimedUnnamedScene = kind { return true }
        if case .storyboardFoundTwice = kind { return true }
        // A segue into a storyboard another module declares leads outside this module.
        if case .undeclaredSegue = kind { return true }
        return false
    }
}
