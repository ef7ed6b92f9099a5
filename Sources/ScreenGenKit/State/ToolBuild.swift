#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which build of screengen is running, as the run state records it: the size and
/// modification time of its executable.
///
/// The version alone is not enough: a development build, or a patched one, generates
/// other bytes under the same version, and a record written by one build must not let
/// another skip its work. Any rebuild or reinstall changes the executable's time, so the
/// first run of a new build always does its full work.
public enum ToolBuild {
    /// `<bytes>-<seconds>.<nanoseconds>` of the running executable, or nil when it cannot
    /// be found (a run then never skips its work).
    public static func current() -> String? {
        guard let path = executablePath() else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return "\(info.st_size)-\(time.tv_sec).\(time.tv_nsec)"
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
