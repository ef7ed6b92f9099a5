#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)`.
///
/// `FileHandle.write(Data)` first casts its argument to a protocol at run time, and the
/// first such cast scans every protocol conformance in the binary (swift-syntax makes
/// that a large table): more than the rest of `screengen --version`.
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes all of `text`; a stream that is closed or broken loses it, as with `FileHandle`.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var next = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = systemWrite(rawValue, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
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
