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

        public init(storyboardFolders: [URL] = [], baseDirectory: URL? = nil) {
            self.storyboardFolders = storyboardFolders
            self.baseDirectory = baseDirectory
        }
    }

    public init(options: Options) {
        self.init()
        self.options = options
    }

    /// The cross-check stage: the model against the storyboards on disk, when the specs or
    /// options say where they are.
    func crossCheck(_ documents: [SpecDocument], model: AppModel) -> [Diagnostic] {
        let base = options.baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let input = CrossCheckInput(documents: documents, searchFolders: options.storyboardFolders, baseDirectory: base)
        guard input.isEnabled else { return [] }
        var check = StoryboardCrossCheck(input: input)
        check.run(model)
        return check.diagnostics
    }
}
