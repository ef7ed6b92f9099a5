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
        /// With ``Options/recordsInputs``: the spec files' digest and what the cross-check
        /// saw, taken before it read anything (for the run state, see RunInputs.swift).
        public var specFilesDigest: UInt64?
        public var storyboardFootprint: StoryboardFootprint?
        /// With ``Options/recordsInputs``: the file system clock before any spec file was
        /// read, and each spec file's stamp and hash (``FileStamp``).
        public var horizon: FileStamp.Time?
        public var specStamps: [String: StampedHash] = [:]
        /// With ``Options/recordsInputs``: each folder of the specs folder listed, with its
        /// stamp (``FolderStamps``); nil when one could not be stamped.
        public var specFolders: FolderStamps?
        /// The specs folder as generated files name it (``SpecFolder/projectPath``); nil when
        /// it is named as in messages.
        public var projectSpecsFolder: String?
        /// With ``Options/keepsDocuments``: the decoded spec files, held as long as the result.
        var keptDocuments: [SpecDocument] = []

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

    /// Starts the threads the pipeline spreads its work over, if they have not started: a
    /// command that always runs a pipeline calls this first, so that they are running on
    /// their own cores by the time the first files are loaded. The heap is set up for a
    /// short run first (``HeapTuning``), before the workers make heaps of their own.
    public static func startWorkers() {
        HeapTuning.apply()
        WorkerPool.shared.start()
    }

    /// Loads, validates and renders the specs in `folder`.
    public func run(specs folder: SpecFolder) -> Result {
        // The workers start while this thread lists the spec folder, so that they are
        // running on their own cores by the time the files are loaded.
        Self.startWorkers()
        let horizon = FileStamp.now()
        var listed: [(path: String, stamp: FileStamp)]? = options.recordsInputs ? [] : nil
        let (paths, listingProblems) = folder.list(folders: &listed)
        let read = Self.readAndLoad(paths, hashing: options.recordsInputs)
        var diagnostics = listingProblems
        var decoded: [LoadedFile] = []
        decoded.reserveCapacity(read.count)
        // Hashed as they were read, before the bytes were let go of (see RunInputs.swift).
        var hashes: [(path: String, hash: UInt64)] = []
        var stamps: [String: StampedHash] = [:]
        for file in read {
            switch file {
            case let .unreadable(problem):
                diagnostics.append(problem)
            case let .read(path, stamp, hash, loaded):
                decoded.append(loaded)
                guard options.recordsInputs else { continue }
                hashes.append((path, hash))
                if let stamp { stamps[path] = StampedHash(stamp: stamp, hash: hash) }
            }
        }
        if decoded.isEmpty, diagnostics.isEmpty {
            diagnostics.append(folder.noSpecFiles)
        }
        var pipeline = self
        // As a path: a `URL` is made only if the cross-check runs.
        pipeline.options.baseDirectory = nil
        pipeline.options.baseDirectoryPath = folder.baseDirectoryPath
        var result = pipeline.finish(decoded, specsFolder: folder.displayPath, projectSpecsFolder: folder.projectPath, diagnostics: diagnostics)
        if options.recordsInputs {
            result.specFilesDigest = SpecFolder.digest(hashes)
            result.horizon = horizon
            result.specStamps = stamps
            result.specFolders = listed.map(FolderStamps.init)
        }
        return result
    }

    /// The same, from files already in memory. `projectSpecsFolder` is the specs folder as
    /// generated files name it, when that is not `specsFolder` (``SpecFolder/projectPath``).
    /// The files are taken, not borrowed: their bytes are let go of once every file is
    /// decoded, before validation builds the model (at 10,000 screens, 2 MB of the peak).
    public func run(files: consuming [SpecFolder.File], specsFolder: String, projectSpecsFolder: String? = nil,
                    diagnostics initial: [Diagnostic] = []) -> Result {
        // Each file loads and decodes on its own, so the files are spread over the cores.
        Self.startWorkers()
        let decoded = concurrentResults(count: files.count) { Self.load(files[$0]) }
        files = []
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
        let footprint = options.recordsInputs && !documents.isEmpty ? storyboardFootprint(checkable) : nil
        // Every screen that validated is checked against the storyboards, whatever failed
        // elsewhere, so that every problem is reported at once.
        if let checkable {
            let checked = crossCheck(checkable, complete: !diagnostics.containsErrors)
            diagnostics += checked.diagnostics
            storyboardFiles = checked.files
            declaredStoryboardFiles = checked.declaredFiles
            // The validator sees no storyboard file: a declared storyboard that a declared segue
            // passes through (a reference, a navigation controller) is used, screen or not.
            diagnostics.removeAll { diagnostic in
                guard case let .unusedStoryboard(name) = diagnostic.kind else { return false }
                return checked.reachedBySegues.contains(name)
            }
        }
        let ignoring = IgnoreList(documents: documents, config: options.ignoreRules).apply(Array(Set(diagnostics)).sorted())
        var result = Result(model: nil, files: [], diagnostics: ignoring.shown, storyboardFiles: storyboardFiles,
                            declaredStoryboardFiles: declaredStoryboardFiles, storyboardFootprint: footprint)
        result.ignored = ignoring.ignored
        result.usedIgnores = ignoring.used
        if options.keepsDocuments { result.keptDocuments = documents }
        result.reportUnusedIgnores(documents.flatMap(\.ignores))
        guard let model, !result.diagnostics.containsErrors else { return result }
        result.model = model
        result.projectSpecsFolder = projectSpecsFolder == specsFolder ? nil : projectSpecsFolder
        if renders, let output = result.outputModel { result.files = Renderer().render(output) }
        return result
    }
}
