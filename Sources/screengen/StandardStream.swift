#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)`, unbuffered.
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// The error number of the first write that failed (a full disk, a closed pipe): the
    /// command then exits with the usage-or-I/O status, whatever it did otherwise, since
    /// what it printed (a JSON list CI reads) is incomplete.
    nonisolated(unsafe) static var failure: Int32?

    /// Writes all of `text`, or records why it could not (``failure``).
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var next = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = systemWrite(rawValue, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    if Self.failure == nil { Self.failure = errno }
                    return
                }
                next += written
                left -= written
            }
        }
    }
}

/// `write(2)`, named apart from the `write` methods in scope.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}
