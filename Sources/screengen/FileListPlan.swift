import Foundation
import ScreenGenKit

/// The input and output file lists of an Xcode Run Script phase for one run: their text,
/// which `xcfilelist` writes and `check` compares, and where they are.
///
/// Their place, and every path in them, is worked out from the config file's folder (the
/// current folder without a config file), so a run from any subfolder writes, and checks,
/// the same bytes in the same place.
struct FileListPlan {
    static let defaultInputs = "screengen-inputs.xcfilelist"
    static let defaultOutputs = "screengen-outputs.xcfilelist"

    struct List {
        var url: URL
        /// As messages name it: relative to the current folder when inside it.
        var shown: String
        /// Named by a flag or by `xcfilelists:` in the config, so `check` expects it to
        /// exist; a list at its default place is compared only when it exists.
        var named: Bool
        var text: String
    }

    var inputs: List
    var outputs: List

    /// The lists of `runs` (one per module of `list`, plus its support module). `inputs` and
    /// `outputs`: the `xcfilelist` flags, which win over the config's `xcfilelists:`.
    init(runs: [SpecRun], list: ModuleList?, inputs: String? = nil, outputs: String? = nil) {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let settings = runs.first?.settings
        let base = ProjectRoot(folder: settings?.configFile?.deletingLastPathComponent() ?? cwd)
        func relative(_ path: String) -> String {
            base.path(of: URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL)
        }
        let configFile = settings?.configFile.map { relative($0.path) }
        var lists = runs.map { run in
            FileLists(specFiles: (run.result.model?.specFiles ?? []).map(relative),
                      storyboardFiles: run.result.storyboardFiles.map(relative),
                      configFile: configFile,
                      outputFolder: relative(run.settings.output),
                      generated: run.outputFiles.paths)
        }
        if let list, let support = list.support {
            lists.append(FileLists(specFiles: [], configFile: configFile, outputFolder: relative(support.output),
                                   generated: list.supportFiles(platform: ModuleList.platform(runs)).paths))
        }
        let merged = FileLists(merging: lists)
        func place(flag: String?, configured: String?, defaultName: String, text: String) -> List {
            let url = flag.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? configured.map { URL(fileURLWithPath: $0) }
                ?? base.url.appendingPathComponent(defaultName)
            let standardized = url.standardizedFileURL
            return List(url: standardized, shown: SpecFolder(path: standardized.path).displayPath,
                        named: flag != nil || configured != nil, text: text)
        }
        self.inputs = place(flag: inputs, configured: settings?.fileLists?.inputs, defaultName: Self.defaultInputs, text: merged.inputs)
        self.outputs = place(flag: outputs, configured: settings?.fileLists?.outputs, defaultName: Self.defaultOutputs, text: merged.outputs)
    }

    /// The lists that differ from what is on disk, each with its change and its diff (a
    /// missing list at its default place is not one the project keeps, so not stale).
    func stale() -> [(list: List, change: StaleOutput.Change, diff: String)] {
        [inputs, outputs].compactMap { list in
            guard let data = FileManager.default.contents(atPath: list.url.path) else {
                guard list.named else { return nil }
                return (list, .added, UnifiedDiff.diff(old: "", new: list.text, oldLabel: "/dev/null", newLabel: "b/\(list.shown)"))
            }
            guard data != Data(list.text.utf8) else { return nil }
            let old = String(decoding: data, as: UTF8.self)
            return (list, .changed, UnifiedDiff.diff(old: old, new: list.text, oldLabel: "a/\(list.shown)", newLabel: "b/\(list.shown)"))
        }
    }

    /// The lists `check` compared: the named ones, and those at their default place that exist.
    var compared: [List] {
        [inputs, outputs].filter { $0.named || FileManager.default.fileExists(atPath: $0.url.path) }
    }
}
