import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders no run may write into, found without building a `URL` where a system call
/// gives the same answer (``PlainPath``).
extension OutputWriter {
    /// The output folder with symbolic links resolved.
    var resolvedFolderPath: String {
        url.resolvingSymlinksInPath().path
    }

    /// Whether `resolved` (a folder with links resolved) is the home folder, links resolved.
    func isHome(_ resolved: String) -> Bool {
        resolved == FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
    }
}
