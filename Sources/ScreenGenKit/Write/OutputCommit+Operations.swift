#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputCommit {
    /// The file system calls a commit makes, each answering an error number or nil; tests
    /// replace one to fail part-way.
    public struct Operations: Sendable {
        /// Writes a staged file, whose name does not exist yet; `contents` is UTF-8.
        public var stage: @Sendable (_ contents: [UInt8], _ path: String) -> Int32?
        /// Writes over a file in place (only where staging cannot reach the output).
        public var write: @Sendable (_ contents: [UInt8], _ path: String) -> Int32?
        public var rename: @Sendable (_ from: String, _ to: String) -> Int32?
        public var link: @Sendable (_ from: String, _ to: String) -> Int32?

        public init(stage: @escaping @Sendable ([UInt8], String) -> Int32?,
                    write: @escaping @Sendable ([UInt8], String) -> Int32?,
                    rename: @escaping @Sendable (String, String) -> Int32?,
                    link: @escaping @Sendable (String, String) -> Int32?) {
            self.stage = stage
            self.write = write
            self.rename = rename
            self.link = link
        }

        public static let system = Operations(
            stage: { OutputWriter.writeNewFile($0, to: $1) },
            write: { OutputWriter.writeFile($0, to: $1) },
            rename: { systemRename($0, $1) },
            link: { systemLink($0, $1) })
    }
}

private func systemRename(_ from: String, _ to: String) -> Int32? {
    rename(from, to) == 0 ? nil : errno
}

private func systemLink(_ from: String, _ to: String) -> Int32? {
    link(from, to) == 0 ? nil : errno
}
