import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What keeps writing confined and consistent: every path stays inside the output folder,
/// runs on one folder take turns, and temporary files of a killed run are cleared.
extension OutputWriter {
    /// Runs `body` (typically plan, then apply) holding an exclusive lock on the output
    /// folder, creating the folder first.
    ///
    /// Two `screengen generate` runs at once then write one after the other, the second
    /// planning against what the first left, so the folder always ends as one run's
    /// complete output. The lock is the folder's own `flock`, so no lock file appears in
    /// the output, and the system drops it when a process dies. Holding it, any
    /// temporary file still in the folder belongs to a run that was killed, and is removed.
    public func withLock<T>(specsFolder: URL? = nil, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        try checkFolder(specsFolder: specsFolder)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: displayPath, reason: "cannot create the output folder: \(SpecFolder.describe(error).shownOnOneLine)")
        }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .io(path: displayPath, reason: "cannot open the output folder: \(InputFile.describe(errno))")
        }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .io(path: displayPath, reason: "cannot lock the output folder: \(InputFile.describe(errno))")
            }
        }
        removeLeftoverTemporaryFiles()
        return try body()
    }

    /// `.<name>.screengen-<pid>.tmp`: where a file is written before it is renamed into place.
    static func temporaryName(for name: String) -> String {
        ".\(name).screengen-\(ProcessInfo.processInfo.processIdentifier).tmp"
    }

    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".screengen-")
    }

    /// Throws unless `relative` names a place inside the output folder: a relative path
    /// with no empty, `.` or `..` parts, whose existing folders are not symbolic links
    /// leading outside the output folder. (The file itself may be a link: writing
    /// renames over the link rather than writing through it.)
    func checkInside(_ relative: String) throws(Failure) {
        let parts = Self.pathParts(relative)
        if relative.hasPrefix("/") || relative.utf8.contains(0) || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw .outsideFolder(path: shown(relative), reason: "'\(relative.shownOnOneLine)' is not a plain relative path")
        }
        // A plain path rather than a URL: appending to a URL costs more than the check.
        var current = url.path
        for (index, part) in parts.dropLast().enumerated() {
            current += (current.hasSuffix("/") ? "" : "/") + part
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { continue }
            // Resolved only here: almost no output folder has links, and this runs per file.
            let root = Self.realPath(url.path) ?? url.path
            let shownLink = shown(parts[...index].joined(separator: "/"))
            guard let real = Self.realPath(current) else {
                throw .outsideFolder(path: shown(relative), reason: "'\(shownLink.shownOnOneLine)' is a symbolic link to '\(destination.shownOnOneLine)', which does not exist")
            }
            if real != root, !real.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                throw .outsideFolder(path: shown(relative), reason: "'\(shownLink.shownOnOneLine)' is a symbolic link to '\(destination.shownOnOneLine)', outside the output folder")
            }
        }
    }

    /// `path` split at every `/`, empty parts kept. Split by scalars: splitting by
    /// `Character` costs more than the rest of the check, and this runs per file.
    static func pathParts(_ path: String) -> [Substring] {
        let scalars = path.unicodeScalars
        var parts: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            if scalars[index] == "/" {
                parts.append(Substring(scalars[start..<index]))
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        parts.append(Substring(scalars[start...]))
        return parts
    }

    /// Removes `.…screengen-<pid>.tmp` files below the output folder (not through links).
    private func removeLeftoverTemporaryFiles() {
        for path in regularFilesOnDisk() where Self.isTemporaryName(String(path.split(separator: "/").last ?? "")) {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(path))
        }
    }

    /// The path with every symbolic link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
