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

    /// The command with its options.
    static func execute(_ options: some SpecOptionValues, output: String?) -> ExitStatus {
        switch ModuleList.resolve(options, output: output) {
        case .single: break
        case let .modules(list): return ModuleRun(list: list, options: options).check()
        case let .failure(failure): return ModuleRun.report(failure, options: options, stopVerb: "cannot check the output")
        }
        // The specs are read and every file's bytes compared.
        let run: SpecRun
        // Not rendered yet: each file is rendered as it is compared (OutputFiles in the kit).
        switch SpecRun.start(options, output: output, stopVerb: "cannot check the output", reportsClean: false) {
        case let .success(started): run = started
        case let .failure(failure): return failure.status
        }
        let compared: (changed: Int, unchanged: Int)
        switch compare(run.outputFiles, in: run.settings.output, specsFolder: run.folder.url, reporter: run.reporter) {
        case let .success(result): compared = result
        case let .failure(failure):
            let all = (run.result.diagnostics + [failure.diagnostic]).sorted()
            run.reporter.diagnostics(all)
            run.reporter.summary(all, suffix: "; cannot check the output")
            return .usageOrIO
        }
        run.reporter.diagnostics(run.result.diagnostics)
        let writer = OutputWriter(path: run.settings.output)
        guard compared.changed > 0 else {
            run.reporter.progress("\(writer.displayPath) is up to date (\(Reporter.plural(compared.unchanged, "file")))")
            return .success
        }
        run.reporter.failure("screengen: \(writer.displayPath) is stale (\(Reporter.plural(compared.changed, "file")) would change); fix it with: \(fixCommand(run.settings, options: options, output: output))")
        return .specErrors
    }

    /// Compares `files` with the output folder, holding its lock shared (a `generate` writing
    /// into it finishes first), and prints the diff of every difference; fails when the
    /// folder cannot be read. Each file is compared as it is rendered, and only its diff is kept.
    static func compare(_ files: OutputFiles, in output: String, specsFolder: URL?, reporter: Reporter)
        -> Result<(changed: Int, unchanged: Int), OutputWriter.Failure> {
        let writer = OutputWriter(path: output)
        do {
            try writer.checkFolder(specsFolder: specsFolder)
        } catch {
            return .failure(error)
        }
        return writer.whileShared {
            // A file on disk under another spelling of its name is stale even where the
            // volume finds it under the new one (``OutputWriter/respellings(of:)``).
            let respelled = writer.respellings(of: files.paths)
            let renamed = Set(respelled.map { Array($0.new.utf8) })
            let compared = files.map { file in
                catching { () throws(OutputWriter.Failure) -> String? in
                    if renamed.contains(Array(file.path.utf8)), let old = respelled.first(where: { $0.new == file.path })?.old {
                        return "renamed a/\(writer.shown(old)) to b/\(writer.shown(file.path))\n"
                    }
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
            for (_, result) in compared {
                switch result {
                case let .success(diff?):
                    text += diff
                    changed += 1
                case .success(nil): break
                case let .failure(failure): return .failure(failure)
                }
            }
            let removals = writer.staleFiles(besides: Set(compared.map(\.path) + respelled.map(\.old)))
            for path in removals {
                let old = (try? String(contentsOf: writer.url.appendingPathComponent(path), encoding: .utf8)) ?? ""
                text += UnifiedDiff.diff(old: old, new: "", oldLabel: "a/\(writer.shown(path))", newLabel: "/dev/null")
            }
            if !text.isEmpty { reporter.forPeople(text) }
            return .success((changed + removals.count, compared.count - changed))
        }
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
