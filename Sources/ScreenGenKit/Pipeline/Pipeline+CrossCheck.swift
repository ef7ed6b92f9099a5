import Foundation

extension Pipeline {
    /// Settings of a run that do not come from the specs.
    public struct Options: Sendable {
        /// Absolute folders searched for `*.storyboard` files, in addition to the specs'
        /// `storyboardPaths:` (from `--storyboards` or the config file). Any folder, or any
        /// storyboard `path:`, turns the cross-check on.
        public var storyboardFolders: [URL]
        /// The folder spec display paths are relative to; `run(specs:)` sets it from the
        /// spec folder, `run(files:…)` falls back to the current folder.
        public var baseDirectory: URL?
        /// Whether the result records the digests of its inputs, for the run state.
        public var recordsInputs = false
        /// The support module of a multi-module run (config `support:`): the module's
        /// generated code then imports it instead of declaring the shared parts itself.
        public var supportModule: String?
        /// The config's `routes:`: every module has routes unless a spec file says otherwise.
        public var routes: RouteOptions?

        public init(storyboardFolders: [URL] = [], baseDirectory: URL? = nil, recordsInputs: Bool = false) {
            self.storyboardFolders = storyboardFolders
            self.baseDirectory = baseDirectory
            self.recordsInputs = recordsInputs
        }
    }

    public init(options: Options) {
        self.init()
        self.options = options
    }

    /// The cross-check stage: the model against the storyboards on disk, when the specs or
    /// options say where they are.
    /// Returns the problems found, the storyboard files read, and the storyboards declared
    /// segues reach (``SegueCrossCheck/storyboardsReached``). `complete` is false when
    /// the specs have errors, so `model` may lack screens: scenes no screen claims are
    /// then not warned about, as the screen meant for one may be the broken one.
    func crossCheck(_ documents: [SpecDocument], model: AppModel, complete: Bool = true)
        -> (diagnostics: [Diagnostic], files: [String], reachedBySegues: Set<String>) {
        // Building the input resolves a URL per spec file; most runs say nowhere to look.
        let saysWhere = !options.storyboardFolders.isEmpty
            || documents.contains { !$0.storyboardPaths.isEmpty || $0.storyboards.contains { $0.path != nil } }
        guard saysWhere else { return ([], [], []) }
        let base = options.baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let input = CrossCheckInput(documents: documents, searchFolders: options.storyboardFolders, baseDirectory: base)
        guard input.isEnabled else { return ([], [], []) }
        var check = StoryboardCrossCheck(input: input)
        check.run(model, warnsUnclaimed: complete)
        return (check.diagnostics, check.filesRead, check.storyboardsReachedBySegues)
    }
}

extension Pipeline {
    /// What the cross-check will see, hashed before it reads anything (RunInputs.swift).
    func storyboardFootprint(_ documents: [SpecDocument]) -> StoryboardFootprint {
        let base = options.baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let saysWhere = !options.storyboardFolders.isEmpty
            || documents.contains { !$0.storyboardPaths.isEmpty || $0.storyboards.contains { $0.path != nil } }
        guard saysWhere else { return StoryboardFootprint(roots: [], baseDirectory: base) }
        return StoryboardFootprint(input: CrossCheckInput(documents: documents, searchFolders: options.storyboardFolders, baseDirectory: base))
    }
}
