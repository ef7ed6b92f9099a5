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

    /// The folder as messages name it: relative to the current folder when inside it, else
    /// absolute. Spec files read from it are named below it (``File/displayPath``).
    public let displayPath: String
    /// The folder as generated files name it: relative to the project root (``ProjectRoot``),
    /// whatever the current folder.
    public let projectPath: String
    /// The folder, absolute and standardized.
    public let fullPath: String
    /// The folder ``displayPath`` is relative to, absolute and standardized.
    public let baseDirectoryPath: String

    public var url: URL { URL(fileURLWithPath: fullPath) }
    public var baseDirectory: URL { URL(fileURLWithPath: baseDirectoryPath, isDirectory: true) }

    /// `path` is resolved against `currentDirectory`; `root` is the run's project root, by
    /// default the folder that holds this one (the rule for a run without a config file).
    public init(path: String, root: ProjectRoot? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL
        baseDirectoryPath = base.path
        fullPath = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
        displayPath = SpecFolder.displayPath(for: path, currentDirectory: currentDirectory)
        projectPath = (root ?? ProjectRoot(enclosingFolderAt: fullPath)).path(ofFolderAt: fullPath)
    }

    /// Every `*.yml` / `*.yaml` below the folder (hidden entries skipped), sorted by path.
    /// Unreadable files come back as diagnostics; the rest still load.
    public func read() -> (files: [File], diagnostics: [Diagnostic]) {
        let (paths, listingProblems) = list()
        var files: [File] = []
        var diagnostics = listingProblems
        for path in paths {
            switch Self.readFile(path) {
            case let .success(file): files.append(file)
            case let .failure(problem): diagnostics.append(problem.diagnostic)
            }
        }
        if files.isEmpty, diagnostics.isEmpty {
            diagnostics.append(noSpecFiles)
        }
        return (files, diagnostics)
    }

    /// Why a listed spec file could not be read, as its diagnostic.
    struct ReadProblem: Error {
        var diagnostic: Diagnostic
    }

    /// One listed spec file (``list()``), read.
    static func readFile(_ path: (shown: String, full: String)) -> Result<File, ReadProblem> {
        switch InputFile.read(path.full, limit: YAMLLoader.byteLimit) {
        case let .success(bytes):
            return .success(File(displayPath: path.shown, bytes: bytes))
        case let .failure(.unreadable(reason)):
            return .failure(ReadProblem(diagnostic: Diagnostic(.unreadableFile(reason: reason), at: .file(path.shown))))
        case let .failure(.tooLarge(bytes)):
            return .failure(ReadProblem(diagnostic: Diagnostic(.specFileTooLarge(bytes: bytes, limit: YAMLLoader.byteLimit), at: .file(path.shown))))
        }
    }

    /// The error of a folder where nothing was found to read, and nothing went wrong.
    var noSpecFiles: Diagnostic {
        Diagnostic(.noSpecFiles(folder: displayPath), at: .file(displayPath))
    }

    /// The spec files below the folder, sorted, each as shown and as a full path, and the
    /// problems that keep any of them from being read (besides their contents).
    func list() -> (paths: [(shown: String, full: String)], diagnostics: [Diagnostic]) {
        let root = fullPath
        guard Self.isFolder(root) else {
            return ([], [Diagnostic(.specsFolderMissing(path: displayPath), at: .file(displayPath))])
        }
        var relativePaths: [String] = []
        var unlisted: [String] = []
        var visited: Set<String> = []
        collect(path: root, relative: "", into: &relativePaths, unlisted: &unlisted, visited: &visited)
        var diagnostics: [Diagnostic] = unlisted.map { relative in
            let shown = relative.isEmpty ? displayPath : displayPath == "." ? relative : "\(displayPath)/\(relative)"
            return Diagnostic(.unreadableFile(reason: "it is a folder that cannot be listed, so its spec files would be missed"), at: .file(shown))
        }
        var paths: [(shown: String, full: String)] = []
        for relative in relativePaths.sorted() {
            let shown = displayPath == "." ? relative : Self.join(displayPath, relative)
            // The name reaches generated paths, headers and Xcode file lists (one path a
            // line), where a line break or an invisible character would do harm.
            // Printable ASCII, as most paths are, is told by its bytes alone.
            if !relative.isPrintableASCII, let bad = relative.unicodeScalars.first(where: \.isInvisible) {
                diagnostics.append(Diagnostic(.unreadableFile(reason: "its path contains the invisible character \(bad.codePoint); rename it"), at: .file(shown)))
                continue
            }
            paths.append((shown, Self.join(root, relative)))
        }
        return (paths, diagnostics)
    }

    /// The folder path relative to the current directory when it lies inside it, else
    /// absolute: how messages name it (generated files use ``projectPath``).
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
