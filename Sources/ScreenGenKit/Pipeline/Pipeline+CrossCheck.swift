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
        /// The support module of a multi-module run (config `support:`): the module's
        /// generated code then imports it instead of declaring the shared parts itself.
        public var supportModule: String?
        /// The config file's `ignore:` rules; each spec file's own are in the spec.
        public var ignoreRules: [IgnoreRule] = []
        /// Storyboard files (absolute paths) that other modules of a multi-module run declare
        /// (``Result/declaredStoryboardFiles``): an app and its extensions each have a
        /// `MainInterface.storyboard`, and one folder searched for all of them holds every
        /// copy. Their scenes are those modules' to declare, so this module neither warns about
        /// them nor counts them as other copies of its own storyboards.
        public var storyboardsOfOtherModules: Set<String> = []
        /// Whether specs that say where storyboards are get compared with them. Off for
        /// documentation examples, whose storyboard folders belong to an app that is not there.
        var checksStoryboards = true
        /// The config's `routes:`: every module has routes unless a spec file says otherwise.
        public var routes: RouteOptions?

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
    /// Returns the problems found, the storyboard files read, and the storyboards declared
    /// segues reach (``SegueCrossCheck/storyboardsReached``). `complete` is false when
    /// the specs have errors, so `model` may lack screens: scenes no screen claims are
    /// then not warned about, as the screen meant for one may be the broken one.
    func crossCheck(_ model: AppModel, complete: Bool = true)
        -> (diagnostics: [Diagnostic], files: [String], reachedBySegues: Set<String>, declaredFiles: Set<String>,
            connections: [String: [InterfaceConnection]]) {
        guard options.checksStoryboards, let input = crossCheckInput(model) else { return ([], [], [], [], [:]) }
        var check = StoryboardCrossCheck(input: input)
        check.otherModulesFiles = options.storyboardsOfOtherModules
        check.run(model, warnsUnclaimed: complete)
        return (check.diagnostics, check.filesRead, check.storyboardsReachedBySegues, check.declaredFiles, check.connections)
    }
}

extension Pipeline {
    /// The model's storyboard folders and files, and the options' folders, resolved; nil when
    /// nothing says where to look (``CrossCheckInput/isNeeded(model:searchFolders:)``).
    private func crossCheckInput(_ model: AppModel?) -> CrossCheckInput? {
        guard CrossCheckInput.isNeeded(model: model, searchFolders: options.storyboardFolders) else { return nil }
        let base = options.baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return CrossCheckInput(model: model, searchFolders: options.storyboardFolders, baseDirectory: base)
    }
}
