/// One kind of file a run writes (the screens of a spec file, the shared support, the
/// tests, …): which paths it adds to a run, and how each one's bytes are rendered.
///
/// Every output is an entry of ``OutputRegistry/all``; `generate`, `check`,
/// `xcfilelist` and `graph` read that list, so a new output is one new type and
/// one new entry.
public protocol GeneratedOutput: Sendable {
    /// The files this output adds to `run`, each named but not yet rendered; empty when
    /// the output does not apply to it.
    func files(for run: OutputRun) -> [PlannedFile]
}

/// One output file of a run: its path, known before anything is rendered (what
/// `xcfilelist` lists), and how to render its contents.
public struct PlannedFile: Sendable {
    /// Relative to the output folder: the renderer's own path for the file, asked for
    /// before anything is rendered.
    public let path: String
    /// The renderer's file, rendered now.
    let rendered: @Sendable () -> GeneratedFile

    public init(path: String, rendering: @escaping @Sendable () -> GeneratedFile) {
        self.path = path
        rendered = rendering
    }

    /// The file with its contents, rendered now: a run holds them only while it writes or
    /// compares them (``OutputFiles``).
    public func render() -> GeneratedFile {
        GeneratedFile(path: path, utf8: rendered().utf8)
    }
}
