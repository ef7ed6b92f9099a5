import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen check`: regenerate in memory and fail when the output folder differs.
struct CheckCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Exit 1 when generating would change, add or remove any file, or xcfilelist would rewrite a file list; print the diff, one stale-output error per file and the command that fixes it."
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("Folder the generated Swift lives in (default: Generated).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("links-baseline"), help: ArgumentHelp("Also fail when a link of this file (written by `screengen links --format json`) is no longer taken by a url: pattern with the same parameters.", valueName: "file"))
    var linksBaseline: String?

    mutating func execute() -> ExitStatus {
        Self.execute(options, output: output, linksBaseline: linksBaseline)
    }

    /// The command with its options.
    static func execute(_ options: some SpecOptionValues, output: String?, linksBaseline: String? = nil) -> ExitStatus {
        let baseline: LinkContract?
        switch LinksBaseline.read(linksBaseline) {
        case let .success(read): baseline = read
        case let .failure(failure):
            StandardStream.error.write(failure.message + "\n")
            return .usageOrIO
        }
        switch ModuleList.resolve(options, output: output) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).check(linksBaseline: baseline)
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "cannot check the output")
        }
        // The specs are read and every file's bytes compared.
        let run: SpecRun
        // Not rendered yet: each file is rendered as it is compared (OutputFiles in the kit).
        switch SpecRun.start(options, output: output, stopVerb: "cannot check the output", reportsClean: false) {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        let folder = Folder(files: run.outputFiles, output: run.settings.output, specsFolder: run.folder.url)
        return check([folder], runs: [run], list: nil, reporter: run.reporter,
                     diagnostics: run.result.diagnostics + LinksBaseline.diagnostics(baseline, runs: [run]),
                     fixOptions: fixOptions(run.settings, options: options, output: output))
    }

    /// The options of the commands that fix what a check of one folder finds: those that
    /// chose what was checked.
    private static func fixOptions(_ settings: Settings, options: some SpecOptionValues, output: String?) -> [String] {
        var words: [String] = []
        if let config = options.config { words += ["--config", config] }
        if options.specs != nil { words += ["--specs", settings.specs] }
        if output != nil { words += ["--output", settings.output] }
        return words.map(shellQuoted)
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:".unicodeScalars.contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
