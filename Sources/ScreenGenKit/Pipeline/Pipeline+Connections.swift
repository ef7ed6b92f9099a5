import Foundation

/// How the storyboards and XIBs that connections are found in are named in generated files:
/// relative to the project root, as spec files are (``ProjectRoot``), whichever folder
/// screengen runs in. The cross-check names them relative to the folder messages are
/// relative to (`baseDirectory`).
struct ConnectionPaths {
    private let base: URL
    private let root: ProjectRoot

    /// `specsFolder` as messages name it and `projectSpecsFolder` as generated files do
    /// (nil: the same): the project root is the specs folder with the latter taken off, or,
    /// when both name it alike, the folder messages are relative to.
    init(baseDirectory: URL?, specsFolder: String, projectSpecsFolder: String?) {
        base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        // A specs folder outside the root (`../Shared/Specs`) does not say which folder the
        // root is; files are then named from the folder messages are relative to.
        let components = projectSpecsFolder?.split(separator: "/").filter { $0 != "." } ?? []
        guard let projectSpecsFolder, projectSpecsFolder != specsFolder, !components.contains("..") else {
            root = ProjectRoot(folder: base)
            return
        }
        var folder = URL(fileURLWithPath: specsFolder, relativeTo: base).standardizedFileURL
        for _ in components { folder = folder.deletingLastPathComponent() }
        root = ProjectRoot(folder: folder)
    }

    /// `file`, as messages name it (relative to `base`, or absolute outside it), as generated
    /// files do: relative to the root, never absolute.
    func path(of file: String) -> String {
        root.path(of: URL(fileURLWithPath: file, relativeTo: base).standardizedFileURL)
    }
}

extension AppModel {
    /// Gives each screen the connections the cross-check found for it (by screen name),
    /// with their files named as generated files name them.
    mutating func attach(_ connections: [String: [InterfaceConnection]], placing paths: ConnectionPaths) {
        for index in screens.indices {
            screens[index].connections = (connections[screens[index].name] ?? []).map { connection in
                var placed = connection
                placed.location = SourceLocation(file: paths.path(of: connection.location.file), line: connection.location.line,
                                                 column: connection.location.column)
                return placed
            }
        }
    }
}
