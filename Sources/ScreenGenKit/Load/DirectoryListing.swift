#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries, read with `readdir`, telling links from folders without following
/// them: every walk of the spec and output folders lists through here.
enum DirectoryListing {
    /// What an entry is, without following links: a folder, a regular file, or anything
    /// else (a link, a device, an entry that vanished while the folder was read).
    enum Kind {
        case folder, file, other
    }

    /// The entries of `folder` (not `.` or `..`), in the order the file system gives them;
    /// nil when the folder cannot be opened.
    static func entries(of folder: String) -> [(name: String, kind: Kind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if name.isEmpty || name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .folder))
            case Int32(DT_REG): entries.append((name, .file))
            case Int32(DT_UNKNOWN):
                // Some file systems leave the type out; ask without following links.
                var info = stat()
                let mode = lstat(SpecFolder.join(folder, name), &info) == 0 ? UInt32(info.st_mode) & UInt32(S_IFMT) : 0
                entries.append((name, mode == UInt32(S_IFDIR) ? .folder : mode == UInt32(S_IFREG) ? .file : .other))
            default: entries.append((name, .other))
            }
        }
        return entries
    }
}
