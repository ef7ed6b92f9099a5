/// Load stage, over the cores: each spec file is read, loaded and decoded on its own.
extension Pipeline {
    /// One spec file loaded and decoded: its document, or nil with the errors that stopped it.
    typealias LoadedFile = (document: SpecDocument?, diagnostics: [Diagnostic])

    /// What became of one listed spec file.
    enum ReadFile: Sendable {
        /// Not read; the diagnostic says why.
        case unreadable(Diagnostic)
        /// Read and loaded: its path as shown, its stamp when it was read, and the XXH64 of
        /// its bytes (0 when not asked for).
        case read(path: String, stamp: FileStamp?, hash: UInt64, LoadedFile)
    }

    /// Each listed file read, hashed when `hashing`, and loaded, in the order given.
    ///
    /// A file is read on the core that loads it: reading every file first left the other
    /// core idle for four system calls a file (at 10,000 screens, a thousand files), and
    /// each file's bytes are let go of as soon as it is decoded.
    ///
    /// Each file is a job of its own, not one of 64 runs of neighbours: a file is hundreds of
    /// thousands of instructions, and with runs of 16 files one core could be left with a
    /// whole run to finish alone.
    static func readAndLoad(_ paths: [(shown: String, full: String)], hashing: Bool) -> [ReadFile] {
        concurrentResults(count: paths.count) { index -> ReadFile in
            let path = paths[index]
            switch SpecFolder.readFile(path) {
            case let .failure(problem):
                return .unreadable(problem.diagnostic)
            case let .success(file):
                let hash = hashing ? XXH64.hash(file.bytes) : 0
                return .read(path: file.displayPath, stamp: file.stamp, hash: hash, load(file))
            }
        }
    }

    /// One file's bytes loaded into YAML nodes and decoded into its document.
    static func load(_ file: SpecFolder.File) -> LoadedFile {
        let (node, loadDiagnostics) = YAMLLoader(file: file.displayPath).load(file.bytes)
        guard let node else { return (nil, loadDiagnostics) }
        var decoder = SpecDecoder(file: file.displayPath)
        let document = decoder.decode(node)
        return (document, loadDiagnostics + decoder.diagnostics)
    }
}
