import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen check`: regenerate in memory and fail when the output folder differs.
struct CheckCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Exit 1 when generating would change, add or remove any file; print the diff and the command that fixes it."
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("Folder the generated Swift lives in (default: Generated).", valueName: "dir"))
    var output: String?

    mutating func execute() -> ExitStatus {
        Self.execute(options, output: output)
    }

    /// The command with its options, however they were parsed (QuickRun.swift).
    static func execute(_ options: some SpecOptionValues, output: String?) -> ExitStatus {
        switch ModuleList.resolve(options, output: output) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).check()
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "cannot check the output")
        }
        // The same rule as `generate`: the folder's record matches these inputs and every
        // recorded file still has its recorded bytes. A hand-edited, missing or added file
        // fails that, and the full comparison below then shows the difference.
        if let current = SpecRun.upToDate(options, output: output, locking: false) {
            Self.reportUpToDate(current)
            return .success
        }
        let run: SpecRun
        // Not rendered yet: each file is rendered as it is compared (OutputFiles in the kit).
        switch SpecRun.start(options, output: output, renders: false, stopVerb: "cannot check the output") {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        guard let compared = compare(run.outputFiles, in: run.settings.output, specsFolder: run.folder.url, reporter: run.reporter) else {
            return .usageOrIO
        }
        let writer = OutputWriter(path: run.settings.output)
        guard compared.changed > 0 else {
            run.reporter.progress("\(writer.displayPath) is up to date (\(Reporter.plural(compared.unchanged, "file")))")
            return .success
        }
        run.reporter.failure("screengen: \(writer.displayPath) is stale (\(Reporter.plural(compared.changed, "file")) would change); fix it with: \(fixCommand(run.settings, options: options, output: output))")
        return .specErrors
    }

    /// Compares `files` with the output folder and prints the diff of every difference;
    /// nil (after saying why) when the folder cannot be read. Each file is compared as it
    /// is rendered, and only its diff is kept.
    static func compare(_ files: OutputFiles, in output: String, specsFolder: URL?, reporter: Reporter) -> (changed: Int, unchanged: Int)? {
        let writer = OutputWriter(path: output)
        do {
            try writer.checkFolder(specsFolder: specsFolder)
        } catch {
            reporter.failure(error.description)
            return nil
        }
        let compared = files.map { file in
            Result { () throws(OutputWriter.Failure) -> String? in
                guard try writer.outcome(of: file) == .written else { return nil }
                let url = writer.url.appendingPathComponent(file.path)
                let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let exists = FileManager.default.fileExists(atPath: url.path)
                return UnifiedDiff.diff(old: old, new: file.contents,
                                        oldLabel: exists ? "a/\(writer.shown(file.path))" : "/dev/null",
                                        newLabel: "b/\(writer.shown(file.path))")
            }
        }
        var text = ""
        var changed = 0
        do {
            for (_, result) in compared {
                guard let diff = try result.get() else { continue }
                text += diff
                changed += 1
            }
        } catch {
            reporter.failure(error.description)
            return nil
        }
        let removals = writer.staleFiles(besides: Set(compared.map(\.path)))
        for path in removals {
            let old = (try? String(contentsOf: writer.url.appendingPathComponent(path), encoding: .utf8)) ?? ""
            text += UnifiedDiff.diff(old: old, new: "", oldLabel: "a/\(writer.shown(path))", newLabel: "/dev/null")
        }
        if !text.isEmpty { reporter.forPeople(text) }
        return (changed + removals.count, compared.count - changed)
    }

    /// What a full check of an up-to-date folder prints, for one that skipped its work.
    static func reportUpToDate(_ current: SpecRun.UpToDate, reportsDiagnostics: Bool = true) {
        if reportsDiagnostics { current.reporter.diagnostics([]) }
        current.reporter.progress("\(current.writer.displayPath) is up to date (\(Reporter.plural(current.state.files.count, "file")))")
    }

    /// The command that regenerates exactly what was checked.
    private static func fixCommand(_ settings: Settings, options: some SpecOptionValues, output: String?) -> String {
        var words: [String] = []
        if let config = options.config { words += ["--config", config] }
        if options.specs != nil { words += ["--specs", settings.specs] }
        if output != nil { words += ["--output", settings.output] }
        return Invocation.suggesting("generate", words.map(shellQuoted))
    }

    private static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:".unicodeScalars.contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
