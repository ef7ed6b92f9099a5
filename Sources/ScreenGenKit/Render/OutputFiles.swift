/// A run's output files: rendered from its model one at a time as they are consumed
/// (``Renderer/render(_:each:)``), or already in memory (the support module, the graph).
///
/// `generate` and `check` consume them file by file, so that a run holds a file's text
/// only while it writes or compares it: at 10,000 screens the output is 30 MB, more than
/// everything else a run keeps.
public struct OutputFiles: Sendable {
    private let model: AppModel?
    private let files: [GeneratedFile]

    /// The files rendered from `model`, and `more` besides.
    public init(rendering model: AppModel, more: [GeneratedFile] = []) {
        self.model = model
        files = more
    }

    public init(_ files: [GeneratedFile]) {
        model = nil
        self.files = files
    }

    /// `transform` of every file, spread over the cores; the results sorted by path.
    public func map<T: Sendable>(_ transform: @Sendable (GeneratedFile) -> T) -> [(path: String, value: T)] {
        var results = files.map { ($0.path, transform($0)) }
        if let model {
            results += Renderer().render(model) { file in (file.path, transform(file)) }
        }
        return results.sorted { $0.0 < $1.0 }.map { (path: $0.0, value: $0.1) }
    }

    /// Every file, in memory, sorted by path.
    public var all: [GeneratedFile] {
        map { $0 }.map(\.value)
    }
}

extension GeneratedFile {
    /// The XXH64 of the contents, as the run state records it.
    public var contentHash: UInt64 {
        XXH64.hash(contents)
    }
}
