#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Writes `contents` as a new file at `path` (replacing any), or returns the error number.
    ///
    /// Unlike `Data.write(to:)` this does not `fsync` each file, which made a cold run that
    /// writes a thousand files spend most of its time waiting for the disk. The rename
    /// that follows is what keeps readers and interrupted runs from seeing half a file;
    /// output that the next run regenerates does not need to survive a power cut.
    ///
    /// `modified`: the modification time to give the file, a time before the run read its
    /// inputs, so that the run state can trust the file's stamp (``FileStamp``); a file whose
    /// time cannot be set keeps the current one, which only means that the next run reads it.
    static func writeFile(_ contents: [UInt8], to path: String, modified: FileStamp.Time? = nil) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        let failure = writeAll(contents, to: descriptor)
        if failure == nil, let modified {
            // Access and modification time alike (`UTIME_OMIT` does not reach Swift).
            let times = [FileStamp.spec(modified), FileStamp.spec(modified)]
            _ = futimens(descriptor, times)
        }
        if close(descriptor) != 0, failure == nil, errno != EINTR { return errno }
        return failure
    }

    /// Writes `contents` as the new file `path` (which does not exist yet) so that the name
    /// appears only once every byte is written: on Linux the bytes go to an unnamed file in
    /// the folder (`O_TMPFILE`), linked to its name at the end, so a process killed part-way
    /// leaves no partial file at all. Elsewhere, or where the file system cannot, it is
    /// ``writeFile(_:to:modified:)``.
    static func writeNewFile(_ contents: [UInt8], to path: String, modified: FileStamp.Time? = nil) -> Int32? {
        #if os(Linux)
        let folder = beforeLastSlash(path).flatMap { $0.isEmpty ? nil : $0 } ?? "."
        // `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import.
        let descriptor = open(folder, O_WRONLY | O_CLOEXEC | O_DIRECTORY | 0o20000000, 0o666)
        if descriptor >= 0 {
            defer { close(descriptor) }
            var failure = writeAll(contents, to: descriptor)
            if failure == nil, let modified {
                let times = [FileStamp.spec(modified), FileStamp.spec(modified)]
                _ = futimens(descriptor, times)
            }
            if failure == nil, linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) != 0 {
                failure = errno
                // No /proc: the plain way below.
                if failure == ENOENT { return writeFile(contents, to: path, modified: modified) }
            }
            return failure
        }
        #endif
        return writeFile(contents, to: path, modified: modified)
    }

    /// The part of `path` before its last `/` (empty when that is its first character), or
    /// nil when it has none. Found in the UTF-8, where `/` is one byte: a walk by characters
    /// costs more than the system call the folder is for, and this runs for every file.
    static func beforeLastSlash(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes in
            bytes.lastIndex(of: UInt8(ascii: "/")).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }

    /// ``writeFile(_:to:modified:)`` of a text's UTF-8.
    static func writeFile(_ text: String, to path: String, modified: FileStamp.Time? = nil) -> Int32? {
        writeFile(Array(text.utf8), to: path, modified: modified)
    }

    /// ``writeNewFile(_:to:modified:)`` of a text's UTF-8.
    static func writeNewFile(_ text: String, to path: String, modified: FileStamp.Time? = nil) -> Int32? {
        writeNewFile(Array(text.utf8), to: path, modified: modified)
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
