/// Load stage: each spec file is read, loaded and decoded on its own, over the cores.
extension Pipeline {
    /// One spec file loaded and decoded: its document, or nil with the errors that stopped it.
    typealias LoadedFile = (document: SpecDocument?, diagnostics: [Diagnostic])

    /// Each listed file read and loaded, in the order given.
    static func readAndLoad(_ paths: [(shown: String, full: String)]) -> [Swift.Result<LoadedFile, SpecFolder.ReadProblem>] {
        paths.map { Path(shown: $0.shown, full: $0.full) }.concurrentMap { path in
            SpecFolder.readFile((path.shown, path.full)).map(load)
        }
    }

    /// A listed spec file's path, as shown and in full.
    private struct Path: Sendable {
        var shown: String
        var full: String
    }

    /// One file's bytes loaded into YAML nodes and decoded into its document.
    @Sendable static func load(_ file: SpecFolder.File) -> LoadedFile {
        let (node, loadDiagnostics) = YAMLLoader(file: file.displayPath).load(file.bytes)
        guard let node else { return (nil, loadDiagnostics) }
        var decoder = SpecDecoder(file: file.displayPath)
        let document = decoder.decode(node)
        return (document, loadDiagnostics + decoder.diagnostics)
    }
}
