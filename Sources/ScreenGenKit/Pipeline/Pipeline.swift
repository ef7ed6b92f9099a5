/// The stages in order: load → validate → model → render. Writing is separate
/// (``OutputWriter``) so `lint` and tests can stop before touching disk.
public struct Pipeline: Sendable {
    /// What a run produced: the files (empty when there were errors) and every diagnostic, sorted.
    public struct Result: Sendable {
        public var model: AppModel?
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
    }

    /// Where storyboards are, for the cross-check (see Pipeline+CrossCheck.swift).
    public var options = Options()

    public init() {}

    /// Loads, validates and renders the specs in `folder`.
    public func run(specs folder: SpecFolder) -> Result {
        let (files, readDiagnostics) = folder.read()
        var pipeline = self
        pipeline.options.baseDirectory = folder.baseDirectory
        return pipeline.run(files: files, specsFolder: folder.displayPath, diagnostics: readDiagnostics)
    }

    /// The same, from files already in memory.
    public func run(files: [SpecFolder.File], specsFolder: String, diagnostics initial: [Diagnostic] = []) -> Result {
        var diagnostics = initial
        var documents: [SpecDocument] = []
        var everyFileLoaded = initial.isEmpty
        for file in files {
            let (node, loadDiagnostics) = YAMLLoader(file: file.displayPath).load(file.bytes)
            diagnostics += loadDiagnostics
            guard let node else {
                everyFileLoaded = false
                continue
            }
            var decoder = SpecDecoder(file: file.displayPath)
            documents.append(decoder.decode(node))
            diagnostics += decoder.diagnostics
        }
        var model: AppModel?
        // Cross-file rules need every file: with one missing they would report
        // problems (an undeclared storyboard, no module) that are only echoes.
        if everyFileLoaded, !documents.isEmpty {
            var validator = SpecValidator()
            model = validator.validate(documents, specsFolder: specsFolder)
            diagnostics += validator.diagnostics
        }
        if let model, !diagnostics.containsErrors {
            diagnostics += crossCheck(documents, model: model)
        }
        diagnostics = Array(Set(diagnostics)).sorted()
        guard let model, !diagnostics.containsErrors else {
            return Result(model: nil, files: [], diagnostics: diagnostics)
        }
        return Result(model: model, files: Renderer().render(model), diagnostics: diagnostics)
    }
}
