import Foundation
import ScreenGenKit

/// The files `generate --watch` compares between runs: every spec, storyboard and XIB below
/// the specs and storyboard folders, each storyboard a `path:` names, and the config file.
/// Output folders, hidden files and folders (`.git`, `.build`) and every
/// other file are left out, so what a run writes never wakes the next one.
struct WatchedInputs {
    /// Folders walked with their subfolders.
    var folders: [URL] = []
    /// Single files (the config file, storyboards named by `path:`).
    var files: [URL] = []
    /// Never walked into.
    var outputs: Set<String> = []

    static let suffixes = [".yml", ".yaml", ".storyboard", ".xib"]

    /// A file's identity and last change, as `stat` gives them.
    struct Stamp: Equatable {
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
        var changed: Int
        var changedNanoseconds: Int
        var inode: UInt64
    }

    /// What the current settings read (a config file's `modules:` included), and `read`, the
    /// storyboards and XIBs the last run's cross-check read (the folders a spec's `path:` and
    /// `storyboardPaths:` name). Settings that do not resolve (a broken config file) leave
    /// the folders the flags name, and the config file, so that fixing it wakes the watch.
    static func resolve(_ options: some SpecOptionValues, output: String?, read: [String] = []) -> WatchedInputs {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var inputs = WatchedInputs()
        // Without a config file, the one a run would find first: creating it wakes the watch.
        inputs.files.append(options.configFile ?? cwd.appendingPathComponent(ConfigFile.defaultName))
        var settings: [Settings] = []
        switch ModuleList.resolve(options, output: output) {
        case .single:
            if case let .success(resolved) = Settings.resolve(options, output: output, storyboards: options.storyboards) { settings = [resolved] }
        case let .modules(list):
            settings = list.entries.compactMap { entry in
                try? Settings.resolve(options, storyboards: options.storyboards, module: entry).get()
            }
            if let support = list.support { inputs.outputs.insert(URL(fileURLWithPath: support.output, relativeTo: cwd).standardizedFileURL.path) }
        case .failure: break
        }
        if settings.isEmpty {
            inputs.folders.append(URL(fileURLWithPath: options.specs ?? "Specs", relativeTo: cwd))
            inputs.folders += options.storyboards.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
        }
        for setting in settings {
            let folder = setting.specsFolder
            inputs.folders.append(folder.url)
            inputs.folders += setting.storyboards.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
            inputs.outputs.insert(URL(fileURLWithPath: setting.output, relativeTo: cwd).standardizedFileURL.path)
        }
        inputs.files += Set(read).sorted().map { URL(fileURLWithPath: $0, relativeTo: cwd) }
        inputs.folders = inputs.folders.map(\.standardizedFileURL)
        inputs.files = inputs.files.map(\.standardizedFileURL)
        return inputs
    }

    /// Every watched file's stamp by path, and the folders a watcher watches for them.
    struct Snapshot {
        var stamps: [String: Stamp]
        var folders: [String]
    }

    /// Whether `path` is one of the files, or below one of the folders.
    func covers(_ path: String) -> Bool {
        files.contains { $0.path == path } || folders.contains { path.hasPrefix($0.path + "/") }
    }

    /// The snapshot to compare the next one with after a run that started from `before`, for
    /// the inputs as they are now (`self`; the run may have recorded storyboards to watch, the
    /// config may name other folders) where `previous` were watched before. A change made
    /// during the run still differs from it: files newly watched take their stamps now, files
    /// watched before keep the stamps from before the run, and files no longer watched go.
    func snapshot(after before: Snapshot, previous: WatchedInputs) -> Snapshot {
        let now = snapshot()
        var stamps = before.stamps.filter { covers($0.key) }
        for (path, stamp) in now.stamps where before.stamps[path] == nil && !previous.covers(path) {
            stamps[path] = stamp
        }
        return Snapshot(stamps: stamps, folders: now.folders)
    }

    /// Every watched file's stamp, by path, and every folder walked (for the watcher).
    func snapshot() -> Snapshot {
        var stamps: [String: Stamp] = [:]
        var walked: [String] = []
        for file in files {
            stamps[file.path] = Self.stamp(file.path)
            walked.append(file.deletingLastPathComponent().path)
        }
        for folder in folders {
            walk(folder.path, stamps: &stamps, folders: &walked)
        }
        return Snapshot(stamps: stamps, folders: Array(Set(walked)).sorted())
    }

    private func walk(_ folder: String, stamps: inout [String: Stamp], folders: inout [String]) {
        guard !outputs.contains(folder), let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        folders.append(folder)
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & 0o170000) == 0o040000 {
                walk(path, stamps: &stamps, folders: &folders)
            } else if Self.suffixes.contains(where: { name.hasSuffix($0) }) {
                stamps[path] = Self.stamp(path)
            }
        }
    }

    /// The file's stamp, or nil when it does not exist (so that making it is a change).
    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return Stamp(size: Int64(info.st_size), modified: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
                     changed: Int(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec), inode: UInt64(info.st_ino))
    }
}
