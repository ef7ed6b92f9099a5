/// One output file, complete in memory before anything is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Path relative to the output folder, with `/` separators.
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
