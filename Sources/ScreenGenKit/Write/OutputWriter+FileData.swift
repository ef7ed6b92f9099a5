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
    static func writeFile(_ contents: String, to path: String, modified: FileStamp.Time? = nil) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var contents = contents
        let failure: Int32? = contents.withUTF8 { buffer in
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
        if failure == nil, let modified {
            // Access and modification time alike (`UTIME_OMIT` does not reach Swift).
            let times = [FileStamp.spec(modified), FileStamp.spec(modified)]
            _ = futimens(descriptor, times)
        }
        if close(descriptor) != 0, failure == nil, errno != EINTR { return errno }
        return failure
    }
}
