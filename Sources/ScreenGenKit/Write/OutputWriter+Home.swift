import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders no run may write into, found without building a `URL` where a system call
/// gives the same answer (``PlainPath``).
extension OutputWriter {
    /// The output folder with symbolic links resolved, as `URL.resolvingSymlinksInPath()`
    /// gives it: `realpath` for a folder that exists, unless the result has a prefix that
    /// Foundation strips from automounted paths; else through `URL`.
    var resolvedFolderPath: String {
        if let real = Self.realPath(folderPath), PlainPath.isPlainAbsolute(real) || real == "/" { return real }
        return url.resolvingSymlinksInPath().path
    }

    /// Whether `resolved` (a folder with links resolved) is the home folder, as
    /// `FileManager.homeDirectoryForCurrentUser` names it, links resolved. Foundation takes
    /// the home folder from `CFFIXED_USER_HOME`, the password database or `HOME`; a folder
    /// that is none of those, links resolved, is not the home folder, so Foundation is
    /// asked only about one that is.
    func isHome(_ resolved: String) -> Bool {
        var candidates: [String] = []
        for variable in ["CFFIXED_USER_HOME", "HOME"] {
            if let value = getenv(variable) { candidates.append(String(cString: value)) }
        }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { candidates.append(String(cString: directory)) }
        if geteuid() != getuid(), let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir {
            candidates.append(String(cString: directory))
        }
        let mayBeHome = candidates.contains { candidate in
            guard let real = Self.realPath(candidate) else { return true }
            return real == resolved || !PlainPath.isPlainAbsolute(real) || candidate.hasPrefix("~")
        }
        guard mayBeHome else { return false }
        return resolved == FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
    }
}
