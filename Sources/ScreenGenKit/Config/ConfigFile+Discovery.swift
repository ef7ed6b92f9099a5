import Foundation

extension ConfigFile {
    /// The config file a run without `--config` reads: `screengen.yml` in `folder`, or else in
    /// the nearest folder above it that has one, as git finds its repository and SwiftLint
    /// its configuration; nil when there is none. So a run from `Specs/` or any other
    /// subfolder reads the project's config and writes what a run from its folder writes.
    ///
    /// The walk ends at the first folder that holds `.git` (a repository's root, a worktree's
    /// or a submodule's, where `.git` is a file): a `screengen.yml` above the repository
    /// belongs to no one in it, and a run must not depend on where the clone sits. Outside
    /// any repository it ends at the file system root.
    public static func discover(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(defaultName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return nil }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
