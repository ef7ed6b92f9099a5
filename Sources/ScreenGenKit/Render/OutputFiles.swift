/// A run's output files (``OutputRegistry``): named up front, rendered one at a time as
/// they are consumed; or already in memory.
///
/// `generate` and `check` consume them file by file, so that a run holds a file's text
/// only while it writes or compares it: at 10,000 screens the output is 30 MB, more than
/// everything else a run keeps.
public struct OutputFiles: Sendable {
    private let planned: [PlannedFile]

    /// Every file of `run`, as the registry lists them.
    public init(_ run: OutputRun) {
        planned = OutputRegistry.files(for: run)
    }

    /// The files of a module's run over `model` (``OutputRun/init(model:writesGraph:)``).
    public init(rendering model: AppModel, writesGraph: Bool = false) {
        self.init(OutputRun(model: model, writesGraph: writesGraph))
    }

    /// Files already rendered.
    public init(_ files: [GeneratedFile]) {
        planned = files.map { file in PlannedFile(path: file.path) { file } }
    }

    /// Every file's path, sorted, without rendering any (what `xcfilelist` lists).
    public var paths: [String] {
        planned.map(\.path).sorted()
    }

    /// `transform` of every file, spread over the cores; the results sorted by path.
    public func map<T: Sendable>(_ transform: @Sendable (GeneratedFile) -> T) -> [(path: String, value: T)] {
        // Each file renders on its own, so the files are spread over the cores, and each is
        // dropped once `transform` returns.
        let values = planned.concurrentMap { transform($0.render()) }
        return zip(planned, values).map { (path: $0.path, value: $1) }.sorted { $0.path < $1.path }
    }

    /// Every file, in memory, sorted by path.
    public var all: [GeneratedFile] {
        map { $0 }.map(\.value)
    }
}
