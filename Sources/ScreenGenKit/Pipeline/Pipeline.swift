/// The stages in order: load → validate → model → render. Writing is separate
/// (``OutputWriter``) so `lint` and tests can stop before touching disk.
public struct Pipeline: Sendable {
    /// What a run produced: the files (empty when there were errors) and every diagnostic, sorted.
    public struct Result: Sendable {
        /// The model, its paths as messages name them (relative to the current folder).
        public var model: AppModel?
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        /// The diagnostics an `ignore:` entry hides: counted, never shown.
        public var ignored: [Diagnostic] = []
        /// Where the ``Options/ignoreRules`` that hid something are: the config's entries that
        /// hid nothing in any module are reported by whoever runs them all.
        public var usedIgnores: Set<SourceLocation> = []
        /// Storyboard files the cross-check read (empty when it was off).
        public var storyboardFiles: [String] = []
        /// The files of the storyboards the specs declare, localized copies included, as
        /// absolute paths: what another module of the same run leaves to this one
        /// (``Options/storyboardsOfOtherModules``).
        public var declaredStoryboardFiles: Set<String> = []
        /// The specs folder as generated files name it (``SpecFolder/projectPath``); nil when
        /// it is named as in messages.
        public var projectSpecsFolder: String?

        /// The model with its paths as generated files write them: relative to the project
        /// root, whatever the current folder (``ProjectRoot``). Every renderer is given this one.
        public var outputModel: AppModel? {
            guard let projectSpecsFolder else { return model }
            return model?.movingSpecsFolder(to: projectSpecsFolder)
        }
    }

    /// Where storyboards are, for the cross-check (see Pipeline+CrossCheck.swift).
    public var options = Options()
    /// Whether to render; `lint` needs only the diagnostics, and rendering is the largest stage.
    public var renders = true

    public init() {}

    /// Loads, validates and renders the specs in `folder`.
    public func run(specs folder: SpecFolder) -> Result {
        let (paths, listingProblems) = folder.list()
        var diagnostics = listingProblems
        var decoded: [LoadedFile] = []
        for file in Self.readAndLoad(paths) {
            switch file {
            case let .failure(problem): diagnostics.append(problem.diagnostic)
            case let .success(loaded): decoded.append(loaded)
            }
        }
        if decoded.isEmpty, diagnostics.isEmpty {
            diagnostics.append(folder.noSpecFiles)
        }
        var pipeline = self
        pipeline.options.baseDirectory = folder.baseDirectory
        return pipeline.finish(decoded, specsFolder: folder.displayPath, projectSpecsFolder: folder.projectPath, diagnostics: diagnostics)
    }

    /// The same, from files already in memory. `projectSpecsFolder` is the specs folder as
    /// generated files name it, when that is not `specsFolder` (``SpecFolder/projectPath``).
    public func run(files: [SpecFolder.File], specsFolder: String, projectSpecsFolder: String? = nil,
                    diagnostics initial: [Diagnostic] = []) -> Result {
        let decoded = files.concurrentMap(Self.load)
        return finish(decoded, specsFolder: specsFolder, projectSpecsFolder: projectSpecsFolder, diagnostics: initial)
    }

    /// Validates, cross-checks and renders the loaded files. `initial`: what kept files from
    /// being listed or read; with any, the rules between files are not reported.
    private func finish(_ decoded: [LoadedFile], specsFolder: String, projectSpecsFolder: String?, diagnostics initial: [Diagnostic]) -> Result {
        var diagnostics = initial
        var documents: [SpecDocument] = []
        var everyFileLoaded = initial.isEmpty
        for (document, fileDiagnostics) in decoded {
            diagnostics += fileDiagnostics
            if let document {
                documents.append(document)
            } else {
                everyFileLoaded = false
            }
        }
        var model: AppModel?
        var checkable: AppModel?
        if !documents.isEmpty {
            var validator = SpecValidator()
            model = validator.validate(documents, specsFolder: specsFolder, supportModule: options.supportModule, configRoutes: options.routes)
            checkable = validator.checkableModel
            // Cross-file rules need every file: with one missing they would report
            // problems (an undeclared storyboard, no module) that are only echoes.
            if everyFileLoaded {
                diagnostics += validator.diagnostics
            } else {
                model = nil
            }
        }
        var storyboardFiles: [String] = []
        var declaredStoryboardFiles: Set<String> = []
        var connections: [String: [InterfaceConnection]] = [:]
        // Every screen that validated is checked against the storyboards, whatever failed
        // elsewhere, so that every problem is reported at once.
        if let checkable {
            let checked = crossCheck(checkable, complete: !diagnostics.containsErrors)
            diagnostics += checked.diagnostics
            storyboardFiles = checked.files
            declaredStoryboardFiles = checked.declaredFiles
            connections = checked.connections
            // The validator sees no storyboard file: a declared storyboard that a declared segue
            // passes through (a reference, a navigation controller) is used, screen or not.
            diagnostics.removeAll { diagnostic in
                guard case let .unusedStoryboard(name) = diagnostic.kind else { return false }
                return checked.reachedBySegues.contains(name)
            }
        }
        let ignoring = IgnoreList(documents: documents, config: options.ignoreRules).apply(Array(Set(diagnostics)).sorted())
        var result = Result(model: nil, files: [], diagnostics: ignoring.shown, storyboardFiles: storyboardFiles,
                            declaredStoryboardFiles: declaredStoryboardFiles)
        result.ignored = ignoring.ignored
        result.usedIgnores = ignoring.used
        result.reportUnusedIgnores(documents.flatMap(\.ignores))
        guard var model, !result.diagnostics.containsErrors else { return result }
        if !connections.isEmpty {
            model.attach(connections, placing: ConnectionPaths(baseDirectory: options.baseDirectory, specsFolder: specsFolder,
                                                               projectSpecsFolder: projectSpecsFolder))
        }
        result.model = model
        result.projectSpecsFolder = projectSpecsFolder == specsFolder ? nil : projectSpecsFolder
        if renders, let output = result.outputModel { result.files = Renderer().render(output) }
        return result
    }
}
