import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output folders of one run that are one folder, or one inside the other: each run removes
/// the generated files it does not write, so one module's run would remove the other's.
///
/// Folders are compared as the file system sees them, every symbolic link of the part that
/// exists resolved, and as a Mac's volume compares names (``VolumeSpelling``) on every
/// platform, since a tree made on Linux is checked out on Macs.
public enum OutputOverlap {
    /// One output folder of the run, as the config file names it.
    public struct Folder: Sendable {
        /// The folder as given (relative to the current folder, or absolute).
        public var path: String
        /// The config entry that names it.
        public var location: SourceLocation

        public init(path: String, location: SourceLocation) {
            self.path = path
            self.location = location
        }
    }

    /// One error per pair of overlapping folders, at the later entry, with a note at the
    /// earlier one; the support module's folder is one of them.
    public static func diagnostics(_ folders: [Folder], currentDirectory: String = FileManager.default.currentDirectoryPath) -> [Diagnostic] {
        let keys = folders.map { canonical(OutputWriter(path: $0.path, currentDirectory: currentDirectory).folderPath) }
        var result: [Diagnostic] = []
        for later in folders.indices {
            for earlier in folders.indices where earlier < later {
                let (a, b) = (keys[later], keys[earlier])
                let relation: String
                if a == b {
                    relation = "is the same folder as"
                } else if a.hasPrefix(b.hasSuffix("/") ? b : b + "/") {
                    relation = "is inside"
                } else if b.hasPrefix(a.hasSuffix("/") ? a : a + "/") {
                    relation = "contains"
                } else {
                    continue
                }
                let shown = { (index: Int) in OutputWriter(path: folders[index].path, currentDirectory: currentDirectory).displayPath }
                result.append(Diagnostic(.outputFoldersOverlap(path: shown(later), other: shown(earlier), relation: relation,
                                                               otherLocation: folders[earlier].location), at: folders[later].location))
            }
        }
        return result
    }

    /// `path` (absolute) with the links of its longest existing part resolved, and the rest
    /// appended, in ``VolumeSpelling``'s form.
    public static func canonical(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while existing != "/", OutputWriter.realPath(existing) == nil {
            let slash = existing.lastIndex(of: "/") ?? existing.startIndex
            rest.insert(String(existing[existing.index(after: slash)...]), at: 0)
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        let real = OutputWriter.realPath(existing) ?? existing
        let joined = ([real == "/" ? "" : real] + rest).joined(separator: "/")
        return VolumeSpelling.key(joined)
    }
}
