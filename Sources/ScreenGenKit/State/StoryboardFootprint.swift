import Foundation

/// What the storyboard cross-check can see on disk, as one digest: every `.storyboard` and
/// `.xib` file below its search folders, and each storyboard a `path:` names with its
/// localized copies, by path and bytes, plus which of those folders and files exist.
///
/// A run records the roots (``Root``) and this digest before the cross-check reads
/// anything, so a storyboard saved during the run makes the next run do its work again
/// rather than skip it. The walk is the cross-check's own (``StoryboardFinder``), so both
/// see the same files.
public struct StoryboardFootprint: Sendable, Equatable {
    public enum Root: Sendable, Equatable {
        /// A folder searched for storyboards and XIBs (`storyboardPaths:`, `--storyboards`,
        /// the config file).
        case folder(String)
        /// A storyboard file a `path:` names.
        case file(String)

        /// Relative to the base folder when inside it, else absolute (as messages show paths).
        public var path: String {
            switch self {
            case let .folder(path), let .file(path): return path
            }
        }

        var line: String {
            switch self {
            case let .folder(path): return "storyboard-folder \(path)"
            case let .file(path): return "storyboard-file \(path)"
            }
        }

        init?(line: Substring) {
            if let path = RunState.value(line, "storyboard-folder") {
                self = .folder(path)
            } else if let path = RunState.value(line, "storyboard-file") {
                self = .file(path)
            } else {
                return nil
            }
        }
    }

    public var roots: [Root]
    public var digest: UInt64

    /// The footprint of `roots`, whose relative paths are relative to `baseDirectory`
    /// (made only when there are roots: a run with nothing to do builds no `URL` when it
    /// can, see ``PlainPath``).
    public init(roots: [Root], baseDirectory makeBaseDirectory: @autoclosure () -> URL) {
        self.roots = roots
        var digest = RunDigest()
        guard !roots.isEmpty else {
            self.digest = digest.value
            return
        }
        let baseDirectory = makeBaseDirectory()
        let finder = StoryboardFinder(baseDirectory: baseDirectory)
        for root in roots {
            let url = URL(fileURLWithPath: root.path, relativeTo: baseDirectory).standardizedFileURL
            switch root {
            case .folder:
                digest.add("folder")
                digest.add(root.path)
                var isDirectory: ObjCBool = false
                digest.add(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
                for suffix in [".storyboard", ".xib"] {
                    for file in finder.urls(in: url, suffix: suffix) { Self.add(file, to: &digest) }
                }
            case .file:
                digest.add("file")
                digest.add(root.path)
                Self.add(url, to: &digest)
                // Its localized copies, as the cross-check finds them: the same name in the
                // other `.lproj` folders next to its own.
                let storyboard = StoryboardFile(url: url, baseDirectory: baseDirectory)
                if storyboard.localization != nil {
                    let group = storyboard.groupFolder
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: group.path)) ?? []
                    for name in names.sorted() where name.hasSuffix(".lproj") && !name.hasPrefix(".") {
                        Self.add(group.appendingPathComponent(name).appendingPathComponent(url.lastPathComponent), to: &digest)
                    }
                }
            }
        }
        self.digest = digest.value
    }

    /// The roots of a run's cross-check: its search folders, then the `path:` of each
    /// declared storyboard; none when the cross-check is off (no input, or one not enabled).
    init(input: CrossCheckInput?) {
        guard let input, input.isEnabled else {
            // No roots: the base directory is never made.
            self.init(roots: [], baseDirectory: URL(fileURLWithPath: "/"))
            return
        }
        let base = input.baseDirectory
        func shown(_ url: URL) -> String { SpecFolder.displayPath(for: url.path, currentDirectory: base.path) }
        var roots = input.folders.map { Root.folder(shown($0.url)) }
        roots += input.storyboards.keys.sorted().compactMap { name in input.storyboards[name]?.pathURL.map { Root.file(shown($0)) } }
        self.init(roots: roots, baseDirectory: base)
    }

    /// A file's path, whether it is a readable regular file, and its bytes.
    private static func add(_ url: URL, to digest: inout RunDigest) {
        digest.add(url.standardizedFileURL.path)
        switch InputFile.read(url.path, limit: StoryboardFile.byteLimit) {
        case let .success(bytes):
            digest.add(true)
            digest.add(contents: bytes)
        case .failure:
            digest.add(false)
        }
    }
}
