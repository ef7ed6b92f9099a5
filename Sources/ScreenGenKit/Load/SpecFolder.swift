import Foundation

/// Load stage, file part: finds the spec files under a folder and reads their bytes.
public struct SpecFolder: Sendable {
    /// One spec file's path as shown to the user, and its bytes.
    public struct File: Sendable {
        public var displayPath: String
        public var bytes: [UInt8]

        public init(displayPath: String, bytes: [UInt8]) {
            self.displayPath = displayPath
            self.bytes = bytes
        }
    }

    /// The folder as the user named it (shown in messages and headers).
    public let displayPath: String
    public let url: URL

    public init(path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL
        displayPath = SpecFolder.displayPath(for: path, currentDirectory: currentDirectory)
    }

    /// Every `*.yml` / `*.yaml` below the folder (hidden entries skipped), sorted by path.
    /// Unreadable files come back as diagnostics; the rest still load.
    public func read() -> (files: [File], diagnostics: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return ([], [Diagnostic(.specsFolderMissing(path: displayPath), at: .file(displayPath))])
        }
        var relativePaths: [String] = []
        collect(directory: url, relative: "", into: &relativePaths, visited: [])
        var files: [File] = []
        var diagnostics: [Diagnostic] = []
        for relative in relativePaths.sorted() {
            let shown = displayPath == "." ? relative : "\(displayPath)/\(relative)"
            do {
                let data = try Data(contentsOf: url.appendingPathComponent(relative))
                files.append(File(displayPath: shown, bytes: [UInt8](data)))
            } catch {
                diagnostics.append(Diagnostic(.unreadableFile(reason: Self.describe(error)), at: .file(shown)))
            }
        }
        if files.isEmpty, diagnostics.isEmpty {
            diagnostics.append(Diagnostic(.noSpecFiles(folder: displayPath), at: .file(displayPath)))
        }
        return (files, diagnostics)
    }

    /// Walks folders itself (rather than with an enumerator) so symbolic links to folders
    /// are followed once and a link cycle ends instead of looping.
    private func collect(directory: URL, relative: String, into paths: inout [String], visited: Set<String>) {
        let real = directory.resolvingSymlinksInPath().path
        guard !visited.contains(real) else { return }
        let visited = visited.union([real])
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = directory.appendingPathComponent(name)
            let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(directory: child, relative: childRelative, into: &paths, visited: visited)
            } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                paths.append(childRelative)
            }
        }
    }

    /// The folder path relative to the current directory when it lies inside it, so that
    /// output does not depend on where the checkout is.
    static func displayPath(for path: String, currentDirectory: String) -> String {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL.path
        let full = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL.path
        if full == base { return "." }
        if full.hasPrefix(base + "/") { return String(full.dropFirst(base.count + 1)) }
        return full
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
