import CYaml

/// Load stage, YAML part: reads one file's bytes into a located ``YAMLNode`` by walking
/// libyaml's event stream (``EventSession``), which reports every problem.
///
/// Reading events (rather than a generic document model) gives every key and value its
/// own position, lets duplicate keys be reported with both places, and bounds alias
/// expansion and nesting, so no input can make loading explode.
public struct YAMLLoader {
    /// Most nodes a document may expand to through aliases.
    public static let nodeLimit = 1_000_000
    /// Deepest nesting of collections.
    public static let depthLimit = 64
    /// Largest spec file, in bytes: ample for tens of thousands of screens, and small
    /// enough that a run stays within its memory budget.
    public static let byteLimit = 8 * 1024 * 1024

    public let file: String

    public init(file: String) {
        self.file = file
    }

    /// The single document in `bytes`, or the diagnostics that stop it from loading.
    /// An empty file loads as nil with an `emptySpecFile` error.
    public func load(_ bytes: [UInt8]) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
        if bytes.count > Self.byteLimit {
            return (nil, [Diagnostic(.specFileTooLarge(bytes: bytes.count, limit: Self.byteLimit), at: .file(file))])
        }
        if let encoding = TextEncoding.foreignEncoding(of: bytes) {
            return (nil, [Diagnostic(.unsupportedEncoding(encoding: encoding.name, byteOrderMark: encoding.byteOrderMark), at: .file(file))])
        }
        if let offset = UTF8Check.firstInvalidByte(in: bytes) {
            return (nil, [Diagnostic(.invalidUTF8(byteOffset: offset), at: location(forByteOffset: offset, in: bytes))])
        }
        let (node, diagnostics) = readWithLibyaml(bytes)
        // No node and nothing reported: a stream without a document.
        if node == nil, diagnostics.isEmpty {
            return (nil, [Diagnostic(.emptySpecFile, at: .file(file))])
        }
        return (node, diagnostics)
    }

    /// libyaml's document and what it reported; nil and nothing reported for a stream
    /// without a document.
    private func readWithLibyaml(_ bytes: [UInt8]) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
        var session = EventSession(file: file, bytes: bytes)
        do {
            let node = try session.run()
            return (node, session.diagnostics)
        } catch {
            return (nil, session.diagnostics + [error.diagnostic])
        }
    }

    private func location(forByteOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        Self.location(forByteOffset: offset, in: bytes, file: file)
    }

    /// Line and column (in scalars) of a byte, for errors found by offset.
    static func location(forByteOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[..<min(max(offset, 0), bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// Why loading stopped; carries a finished diagnostic.
struct YAMLLoadError: Error {
    var diagnostic: Diagnostic
}
