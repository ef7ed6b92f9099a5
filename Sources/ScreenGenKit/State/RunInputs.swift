/// Everything a `generate` run's result depends on, reduced to one digest: the tool, the
/// settings that are not in the specs, every spec file by path and bytes, the config file,
/// and what the storyboard cross-check sees.
///
/// Two runs with the same digest write the same files and report the same problems, so
/// the second can skip its work when the first reported none. That covers the `ignore:`
/// lists: a spec file's is in its bytes, and the config's is digested as rules as well as
/// in the config file's bytes, so that a run whose entries hide other warnings never
/// skips the validation that would show them. A new input of a run (a
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
    /// The config's `ignore:` rules: what the run hides.
    public var ignoreRules: [IgnoreRule]
    /// Folders searched for storyboards besides the specs' own, as the settings give them.
    public var storyboardFolders: [String]
    public var storyboards: StoryboardFootprint

    public init(version: String, build: String, specsFolder: String, specFiles: UInt64,
                config: (path: String, bytes: [UInt8])?, strict: Bool, ignoreRules: [IgnoreRule] = [],
                storyboardFolders: [String], storyboards: StoryboardFootprint) {
        self.version = version
        self.build = build
        self.specsFolder = specsFolder
        self.specFiles = specFiles
        self.config = config
        self.strict = strict
        self.ignoreRules = ignoreRules
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
        digest.add(UInt64(ignoreRules.count))
        for rule in ignoreRules {
            digest.add(rule.code.rawValue)
            for scope in [rule.storyboard, rule.screen] {
                digest.add(scope != nil)
                digest.add(scope ?? "")
            }
        }
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
        digest(files.map { ($0.displayPath, XXH64.hash($0.bytes)) })
    }

    /// The same from each file's path as shown and the XXH64 of its bytes.
    static func digest(_ files: [(path: String, hash: UInt64)]) -> UInt64 {
        RunDigest.of(files)
    }
}

extension GeneratedFile {
    /// Generated files as one digest: each one's path and the XXH64 of its bytes, in order.
    /// The files on disk give the same digest only when every byte of each is the same.
    public static func digest(_ files: [(path: String, hash: UInt64)]) -> UInt64 {
        RunDigest.of(files)
    }

    /// The digest of files rendered in memory, as ``RunState/outputs`` records it.
    public static func digest(of files: [GeneratedFile]) -> UInt64 {
        digest(hashes(of: files))
    }

    /// Each file's path and the XXH64 of its contents, in order.
    public static func hashes(of files: [GeneratedFile]) -> [(path: String, hash: UInt64)] {
        files.map { ($0.path, XXH64.hash($0.utf8)) }
    }
}
