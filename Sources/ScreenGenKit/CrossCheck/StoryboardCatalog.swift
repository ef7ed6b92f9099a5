import Foundation

/// Every storyboard file the cross-check knows of — found in the search folders or named
/// by a `path:` — each parsed once.
struct StoryboardCatalog {
    let finder: StoryboardFinder
    /// Sorted by display path, each file once.
    private(set) var files: [StoryboardFile] = []
    private var known: Set<String> = []
    private var documents: [String: StoryboardDocument] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(finder: StoryboardFinder) {
        self.finder = finder
    }

    mutating func add(_ file: StoryboardFile) {
        guard known.insert(file.url.path).inserted else { return }
        files.append(file)
    }

    mutating func addFiles(in folder: URL) {
        for file in finder.files(in: folder) { add(file) }
    }

    /// `file` and its localized copies: the same name in the other `.lproj` folders next
    /// to its own. All of them ship, so all of them are checked.
    mutating func copies(of file: StoryboardFile) -> [StoryboardFile] {
        guard file.localization != nil else {
            add(file)
            return [file]
        }
        let parent = file.groupFolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var result: [StoryboardFile] = [file]
        for name in names.sorted() where name.hasSuffix(".lproj") && !name.hasPrefix(".") {
            let candidate = parent.appendingPathComponent(name).appendingPathComponent(file.url.lastPathComponent)
            if candidate.standardizedFileURL.path != file.url.path, FileManager.default.fileExists(atPath: candidate.path) {
                result.append(StoryboardFile(url: candidate, baseDirectory: finder.baseDirectory))
            }
        }
        for copy in result { add(copy) }
        return result.sorted()
    }

    /// Parses every file not parsed yet; a file that fails becomes a diagnostic in it.
    mutating func loadAll() {
        files.sort()
        for file in files where documents[file.url.path] == nil {
            switch file.load() {
            case let .success(document): documents[file.url.path] = document
            case let .failure(error): diagnostics.append(error.diagnostic)
            }
        }
    }

    /// The parsed file; nil when it could not be read.
    func document(_ file: StoryboardFile) -> StoryboardDocument? {
        documents[file.url.path]
    }

    /// Every parsed storyboard of one platform, in path order.
    func documents(of platform: StoryboardPlatform) -> [StoryboardDocument] {
        files.compactMap { documents[$0.url.path] }.filter { $0.platform == platform }
    }
}
