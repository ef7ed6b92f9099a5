#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Writes `contents` to `path` (creating or truncating it) and flushes it to the disk
    /// (`fsync`) before closing, or returns the error number. A staged file is flushed before
    /// it is renamed into place, so that after a power cut the name holds the old bytes or
    /// the new ones, never an empty file (``OutputCommit``).
    static func writeFile(_ contents: [UInt8], to path: String) -> Int32? {
        writeSynced(contents, to: path, flags: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC)
    }

    /// Writes `contents` as the new file `path`, which must not exist yet (a staged file).
    static func writeNewFile(_ contents: [UInt8], to path: String) -> Int32? {
        writeSynced(contents, to: path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
    }

    private static func writeSynced(_ contents: [UInt8], to path: String, flags: Int32) -> Int32? {
        let descriptor = open(path, flags, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure = writeAll(contents, to: descriptor)
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil, errno != EINTR { return errno }
        return failure
    }

    /// Flushes a folder's entries (a rename or removal in it) to the disk; best effort, since
    /// some file systems refuse to open or flush a folder.
    static func syncFolder(_ path: String) {
        let descriptor = open(path.isEmpty ? "/" : path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The part of `path` before its last `/` (empty when that is its first character), or
    /// nil when it has none.
    static func beforeLastSlash(_ path: String) -> String? {
        path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    /// ``writeFile(_:to:)`` of a text's UTF-8.
    static func writeFile(_ text: String, to path: String) -> Int32? {
        writeFile(Array(text.utf8), to: path)
    }

    /// ``writeNewFile(_:to:)`` of a text's UTF-8.
    static func writeNewFile(_ text: String, to path: String) -> Int32? {
        writeNewFile(Array(text.utf8), to: path)
    }

    /// Writes all of `contents` to `descriptor`, or returns the error number.
    private static func writeAll(_ contents: [UInt8], to descriptor: Int32) -> Int32? {
        contents.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
