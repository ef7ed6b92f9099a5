import Foundation

/// Storyboards stage, file part: one `.storyboard` file on disk and how messages name it.
public struct StoryboardFile: Sendable, Hashable, Comparable {
    public var url: URL
    /// Relative to the base folder when inside it, else absolute.
    public var displayPath: String

    /// `baseDirectory` is the folder display paths are relative to (the current folder).
    public init(url: URL, baseDirectory: URL) {
        self.url = url.standardizedFileURL
        displayPath = SpecFolder.displayPath(for: self.url.path, currentDirectory: baseDirectory.path)
    }

    /// The name `UIStoryboard(name:)` loads: the file name without `.storyboard`.
    public var name: String { url.deletingPathExtension().lastPathComponent }

    /// `Base` for `Base.lproj/Main.storyboard`; nil when the file is not in a `.lproj` folder.
    public var localization: String? {
        let folder = url.deletingLastPathComponent()
        return folder.pathExtension == "lproj" ? folder.deletingPathExtension().lastPathComponent : nil
    }

    /// The folder that holds this storyboard and its localized copies: the parent of the
    /// `.lproj` folder, or the file's own folder.
    public var groupFolder: URL {
        let folder = url.deletingLastPathComponent()
        return localization == nil ? folder : folder.deletingLastPathComponent()
    }

    /// Largest storyboard or XIB read, in bytes; real ones are well under a megabyte. It is
    /// the most libxml2 (behind `XMLParser`) takes in one piece without `XML_PARSE_HUGE`,
    /// which `XMLParser` does not set: a larger file would fail there with an internal error
    /// that says nothing of its size.
    static let byteLimit = 10_000_000

    /// Reads and parses the file.
    public func load() -> Result<StoryboardDocument, StoryboardError> {
        // Read so that a FIFO or device named *.storyboard is refused rather than hanging the run.
        let data: Data
        switch InputFile.read(url.path, limit: Self.byteLimit) {
        case let .success(bytes): data = Data(bytes)
        case let .failure(.unreadable(reason)):
            return .failure(StoryboardError(Diagnostic(.unreadableFile(reason: reason), at: .file(displayPath))))
        case let .failure(.tooLarge(bytes)):
            return .failure(StoryboardError(Diagnostic(.interfaceFileTooLarge(fileKind: "storyboard", bytes: bytes, limit: Self.byteLimit), at: .file(displayPath))))
        }
        return StoryboardParser(file: displayPath, name: name, localization: localization).parse(data)
    }

    public static func < (lhs: StoryboardFile, rhs: StoryboardFile) -> Bool {
        lhs.displayPath < rhs.displayPath
    }
}

/// Finds every `*.storyboard` below a folder (hidden entries skipped), sorted by path.
///
/// Walks folders itself so symbolic links to folders are followed once and a link cycle
/// ends instead of looping.
public struct StoryboardFinder: Sendable {
    public let baseDirectory: URL

    public init(baseDirectory: URL) {
        self.baseDirectory = baseDirectory
    }

    /// Most folders one search walks. A spec may name any folder, `/` included; the walk
    /// stops here rather than taking minutes (a real project has a few thousand).
    public static let folderLimit = 20_000

    public func files(in folder: URL) -> [StoryboardFile] {
        urls(in: folder, suffix: ".storyboard").map { StoryboardFile(url: $0, baseDirectory: baseDirectory) }.sorted()
    }

    /// Every file below `folder` whose name ends in `suffix` (`.xib` for XIB screens), by path.
    public func urls(in folder: URL, suffix: String) -> [URL] {
        var urls: [URL] = []
        var visited: Set<String> = []
        collect(folder.standardizedFileURL, suffix: suffix, into: &urls, visited: &visited)
        return urls
    }

    /// Each real folder is walked once, so neither a link cycle nor links fanning out to
    /// the same folders can make the walk longer than the tree.
    private func collect(_ directory: URL, suffix: String, into urls: inout [URL], visited: inout Set<String>) {
        let real = directory.resolvingSymlinksInPath().path
        guard visited.count < Self.folderLimit, visited.insert(real).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(child, suffix: suffix, into: &urls, visited: &visited)
            } else if name.hasSuffix(suffix) {
                urls.append(child)
            }
        }
    }
}
