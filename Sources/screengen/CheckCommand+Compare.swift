import Foundation
import ScreenGenKit

/// What `check` compares, for one module or several: every output folder, then the Xcode
/// file lists. Each stale file is one `stale-output` error located at the file, printed with
/// the run's other diagnostics in the chosen format (one JSON array, one GitHub annotation
/// per file), after the diff of every difference.
extension CheckCommand {
    /// One output folder and what should be in it.
    struct Folder {
        var files: OutputFiles
        var output: String
        var specsFolder: URL?
    }

    /// One output folder's stale files, by path as messages show them, and how many files are
    /// up to date.
    struct Comparison {
        var stale: [(path: String, change: StaleOutput.Change)] = []
        var unchanged = 0
    }

    /// Compares every folder and the file lists, and reports. `diagnostics`: the validation's,
    /// printed with the stale files as one list. `fixOptions`: the options the fixing commands
    /// need to run over what was checked.
    static func check(_ folders: [Folder], runs: [SpecRun], list: ModuleList?, reporter: Reporter,
                      diagnostics: [Diagnostic], fixOptions: [String]) -> ExitStatus {
        var comparisons: [Comparison] = []
        for folder in folders {
            switch compare(folder.files, in: folder.output, specsFolder: folder.specsFolder, reporter: reporter) {
            case let .success(comparison): comparisons.append(comparison)
            case let .failure(failure):
                let all = (diagnostics + [failure.diagnostic]).sorted()
                reporter.diagnostics(all)
                reporter.summary(all, suffix: "; cannot check the output")
                return .usageOrIO
            }
        }
        let generate = Invocation.suggesting("generate", fixOptions)
        let xcfilelist = Invocation.suggesting("xcfilelist", fixOptions)
        let plan = FileListPlan(runs: runs, list: list)
        let staleLists = plan.stale()
        for list in staleLists { reporter.forPeople(list.diff) }
        var stale = comparisons.flatMap { $0.stale.map { Diagnostic(.staleOutput(StaleOutput($0.change, fix: generate)), at: .file($0.path)) } }
        stale += staleLists.map { Diagnostic(.staleOutput(StaleOutput($0.change, fix: xcfilelist)), at: .file($0.list.shown)) }
        reporter.diagnostics((diagnostics + stale).sorted())

        var staleFolders: [String] = []
        for (folder, comparison) in zip(folders, comparisons) {
            let shown = OutputWriter(path: folder.output).displayPath
            if comparison.stale.isEmpty {
                reporter.progress("\(shown) is up to date (\(Reporter.plural(comparison.unchanged, "file")))")
            } else if folders.count == 1 {
                staleFolders.append("\(shown) is stale (\(Reporter.plural(comparison.stale.count, "file")) would change)")
            } else {
                staleFolders.append("\(shown) (\(Reporter.plural(comparison.stale.count, "file")))")
            }
        }
        let staleListNames = Set(staleLists.map(\.list.shown))
        for list in plan.compared where !staleListNames.contains(list.shown) {
            reporter.progress("\(list.shown) is up to date")
        }
        if !staleFolders.isEmpty {
            let what = folders.count == 1 ? staleFolders[0] : "stale output in \(staleFolders.joined(separator: ", "))"
            reporter.failure("screengen: \(what); fix it with: \(generate)")
        }
        if !staleLists.isEmpty {
            let names = staleLists.map(\.list.shown)
            reporter.failure("screengen: \(names.joined(separator: " and ")) \(names.count == 1 ? "is" : "are") stale; fix it with: \(xcfilelist)")
        }
        if stale.isEmpty, diagnostics.containsErrors {
            reporter.summary(diagnostics, suffix: "")
            return .specErrors
        }
        return stale.isEmpty ? .success : .specErrors
    }

    /// Compares `files` with the output folder, holding its lock shared (a `generate` writing
    /// into it finishes first), and prints the diff of every difference; fails when the
    /// folder cannot be read. Each file is compared as it is rendered, and only its diff is kept.
    static func compare(_ files: OutputFiles, in output: String, specsFolder: URL?, reporter: Reporter)
        -> Result<Comparison, OutputWriter.Failure> {
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
                catching { () throws(OutputWriter.Failure) -> (diff: String, change: StaleOutput.Change)? in
                    if renamed.contains(Array(file.path.utf8)), let old = respelled.first(where: { $0.new == file.path })?.old {
                        return ("renamed a/\(writer.shown(old)) to b/\(writer.shown(file.path))\n", .changed)
                    }
                    guard try writer.outcome(of: file) == .written else { return nil }
                    let url = writer.url.appendingPathComponent(file.path)
                    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                    let exists = FileManager.default.fileExists(atPath: url.path)
                    let diff = UnifiedDiff.diff(old: old, new: file.contents,
                                                oldLabel: exists ? "a/\(writer.shown(file.path))" : "/dev/null",
                                                newLabel: "b/\(writer.shown(file.path))")
                    return (diff, exists ? .changed : .added)
                }
            }
            var text = ""
            var comparison = Comparison()
            for (path, result) in compared {
                switch result {
                case let .success(found?):
                    text += found.diff
                    comparison.stale.append((writer.shown(path), found.change))
                case .success(nil): comparison.unchanged += 1
                case let .failure(failure): return .failure(failure)
                }
            }
            let removals = writer.staleFiles(besides: Set(compared.map(\.path) + respelled.map(\.old)))
            for path in removals {
                let old = (try? String(contentsOf: writer.url.appendingPathComponent(path), encoding: .utf8)) ?? ""
                text += UnifiedDiff.diff(old: old, new: "", oldLabel: "a/\(writer.shown(path))", newLabel: "/dev/null")
                comparison.stale.append((writer.shown(path), .removed))
            }
            if !text.isEmpty { reporter.forPeople(text) }
            return .success(comparison)
        }
    }
}
