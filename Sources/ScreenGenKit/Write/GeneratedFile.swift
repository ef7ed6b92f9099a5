/// One output file, complete in memory before anything is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Path relative to the output folder, with `/` separators.
    public var path: String
    /// The contents as UTF-8, as the renderer wrote them: what is compared with the disk,
    /// hashed and written, with no `String` made of them on the way (at 10,000 screens that
    /// would copy and check 40 MB once more).
    public var utf8: [UInt8]

    /// The contents as text, for reading and diffing.
    public var contents: String {
        get { String(decoding: utf8, as: UTF8.self) }
        set { utf8 = Array(newValue.utf8) }
    }

    public init(path: String, contents: String) {
        self.path = path
        utf8 = Array(contents.utf8)
    }

    public init(path: String, utf8: [UInt8]) {
        self.path = path
        self.utf8 = utf8
    }
}
