#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which build of screengen is running, as the run state records it: the GNU build ID the
/// linker gave the program (``buildID()``), or else the size and modification time of its
/// executable.
///
/// The version alone is not enough: a development build, or a patched one, generates
/// other bytes under the same version, and a record written by one build must not let
/// another skip its work. A build ID is a digest of the linked program, so any change to
/// the code changes it; the executable's time changes with any rebuild or reinstall. Either
/// way the first run of a new build does its full work.
public enum ToolBuild {
    /// The build ID in hex, else `<bytes>-<seconds>.<nanoseconds>` of the running
    /// executable; nil when neither can be found (a run then never skips its work).
    public static func current() -> String? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        if let id = buildID() { return id }
        #endif
        return executableStamp()
    }

    /// `<bytes>-<seconds>.<nanoseconds>` of the running executable.
    static func executableStamp() -> String? {
        guard let path = executablePath() else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        // Written as the record writes its numbers: interpolating integers runs the
        // standard library's general formatting, code no other part of a run with nothing to
        // do needs.
        var text = RecordBytes(capacity: 48)
        text.append(decimal: Int64(info.st_size))
        text.append(byte: UInt8(ascii: "-"))
        text.append(decimal: Int64(time.tv_sec))
        text.append(byte: UInt8(ascii: "."))
        text.append(decimal: Int64(time.tv_nsec))
        return String(decoding: text.bytes, as: UTF8.self)
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        return "/proc/self/exe"
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }
}
