/// Everything a `generate` run's result depends on, reduced to one digest: the tool, the
/// settings that are not in the specs, every spec file by path and bytes, the config file,
/// and what the storyboard cross-check sees.
///
/// Two runs with the same digest write the same files and report the same problems, so
/// the second can skip its work when the first reported none. A new input of a run (a
/// file it reads, a setting that changes its output) must be added here, or a run could
/// skip work that the new input changes.
public struct RunInputs: Sendable {
    /// The tool's version and build (``ToolBuild``): another build may generate other bytes.
    public var version: String
    public var build: String
    /// The specs folder as headers show it.
    public var specsFolder: String
    /// ``SpecFolder/digest(of:)`` of the spec files read.
    public var specFiles: UInt64
    /// The config file's path as given and its bytes; nil when there is none.
    public var config: (path: String, bytes: [UInt8])?
    /// Settings from the command line or config that change what a run reports.
    public var strict: Bool
    /// Folders searched for storyboards besides the specs' own, as the settings give them.
    public var storyboardFolders: [String]
    public var storyboards: StoryboardFootprint

    public init(version: String, build: String, specsFolder: String, specFiles: UInt64,
                config: (path: String, bytes: [UInt8])?, strict: Bool, storyboardFolders: [String],
                storyboards: StoryboardFootprint) {
        self.version = version
        self.build = build
        self.specsFolder = specsFolder
        self.specFiles = specFiles
        self.config = config
        self.strict = strict
        self.storyboardFolders = storyboardFolders
        self.storyboards = storyboards
    }

    public var digest: UInt64 {
        var digest = RunDigest()
        digest.add(RunState.formatLine)
        digest.add(version)
        digest.add(build)
        digest.add(specsFolder)
        digest.add(specFiles)
        if let config {
            digest.add(config.path)
            digest.add(contents: config.bytes)
        } else {
            digest.add("no config")
        }
        digest.add(strict)
        digest.add(UInt64(storyboardFolders.count))
        for folder in storyboardFolders { digest.add(folder) }
        for root in storyboards.roots { digest.add(root.line) }
        digest.add(storyboards.digest)
        return digest.value
    }
}

extension SpecFolder {
    /// The spec files as one digest: each one's path as shown and its bytes, in order.
    public static func digest(of files: [File]) -> UInt64 {
        var digest = RunDigest()
        digest.add(UInt64(files.count))
        for file in files {
            digest.add(file.displayPath)
            digest.add(contents: file.bytes)
        }
        return digest.value
    }
}

extension GeneratedFile {
    /// Generated files as one digest: each one's path and the XXH64 of its bytes, in order.
    /// The files on disk give the same digest only when every byte of each is the same.
    static func digest(_ files: [(path: String, hash: UInt64)]) -> UInt64 {
        var digest = RunDigest()
        digest.add(UInt64(files.count))
        for file in files {
            digest.add(file.path)
            digest.add(file.hash)
        }
        return digest.value
    }

    /// The digest of files rendered in memory, as ``RunState/outputs`` records it.
    public static func digest(of files: [GeneratedFile]) -> UInt64 {
        digest(files.map { ($0.path, XXH64.hash($0.contents)) })
    }
}
