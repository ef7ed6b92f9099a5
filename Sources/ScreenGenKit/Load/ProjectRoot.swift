import Foundation

/// The folder every path written into generated files is relative to: the folder that
/// holds the config file, or, without one, the folder that holds the specs folder.
///
/// It is worked out once per run from absolute paths, never from the folder screengen runs
/// in, so that `generate` run from the repository root, from a subfolder with `--config`,
/// or from an Xcode build phase writes the same bytes. Messages printed to the terminal
/// keep naming files relative to the current folder (``SpecFolder/displayPath``): that is
/// where terminals and editors look for them.
public struct ProjectRoot: Sendable, Hashable {
    /// Absolute and standardized.
    public let folderPath: String

    public var url: URL { URL(fileURLWithPath: folderPath, isDirectory: true) }

    public init(folder: URL) {
        folderPath = folder.standardizedFileURL.path
    }

    private init(standardizedPath: String) {
        folderPath = standardizedPath
    }

    /// The root of a run without a config file (``init(enclosing:)``) for one specs folder,
    /// given absolute and standardized: the folder that holds it.
    public init(enclosingFolderAt folder: String) {
        self.init(enclosing: [URL(fileURLWithPath: folder)])
    }

    /// The root of a run that reads `configFile`: the config file's folder, which its own
    /// relative paths are resolved against too.
    public init(configFile: URL) {
        self.init(folder: configFile.standardizedFileURL.deletingLastPathComponent())
    }

    /// The root of a run without a config file: the deepest folder that holds every one of
    /// `specsFolders` (for one folder, its parent). So `--specs Specs` names its files
    /// `Specs/App.yml`, as it does with a config file next to `Specs`.
    public init(enclosing specsFolders: [URL]) {
        let parents = specsFolders.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = parents.first else {
            self.init(folder: URL(fileURLWithPath: "/", isDirectory: true))
            return
        }
        for parent in parents.dropFirst() {
            common = Array(zip(common, parent).prefix { $0 == $1 }.map(\.0))
        }
        self.init(folder: URL(fileURLWithPath: common.isEmpty ? "/" : NSString.path(withComponents: common), isDirectory: true))
    }

    /// `target` relative to the root: `.` for the root itself, `Specs/App.yml` below it,
    /// `../Shared/Specs` beside it. Never absolute, so generated files do not depend on
    /// where the checkout is.
    ///
    /// When the plain paths are not one inside the other but are once symbolic links are
    /// resolved (`/tmp` and `/private/tmp` on macOS), the resolved paths are used, so a
    /// folder inside the root is never written as a detour through `..`.
    public func path(of target: URL) -> String {
        let plain = RelativePath.from(url, to: target)
        guard Self.leavesRoot(plain) else { return plain }
        let resolved = RelativePath.from(url.resolvingSymlinksInPath(), to: target.standardizedFileURL.resolvingSymlinksInPath())
        return Self.leavesRoot(resolved) ? plain : resolved
    }

    /// ``path(of:)`` for a folder given absolute and standardized.
    func path(ofFolderAt folder: String) -> String {
        path(of: URL(fileURLWithPath: folder))
    }

    private static func leavesRoot(_ relative: String) -> Bool {
        relative == ".." || relative.hasPrefix("../")
    }
}
