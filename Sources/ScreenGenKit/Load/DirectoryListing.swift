#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries, read with `readdir`: every walk of the spec and output folders
/// lists through here (`FileManager` and `URL` cost more than the rest of a no-op run).
enum DirectoryListing {
    /// What an entry is, without following links: a folder, a regular file, or anything
    /// else (a link, a device, an entry that vanished while the folder was read).
    enum Kind {
        case folder, file, other
    }

    /// The entries of `folder` (not `.` or `..`), in the order the file system gives them;
    /// nil when the folder cannot be opened.
    static func entries(of folder: String) -> [(name: String, kind: Kind)]? {
        var stamp: FileStamp?
        return entries(of: folder, stamp: &stamp, stamped: false)
    }

    /// The same, and the folder's stamp taken after it was opened and before any entry was
    /// read (``FolderStamps``): a change while it is read shows as a later stamp.
    static func entries(of folder: String, stamp: inout FileStamp?) -> [(name: String, kind: Kind)]? {
        entries(of: folder, stamp: &stamp, stamped: true)
    }

    private static func entries(of folder: String, stamp: inout FileStamp?, stamped: Bool) -> [(name: String, kind: Kind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        if stamped {
            var info = stat()
            stamp = fstat(dirfd(directory), &info) == 0 ? FileStamp(info) : nil
        }
        var entries: [(name: String, kind: Kind)] = []
        entries.reserveCapacity(32)
        while let entry = readdir(directory) {
            // `.` and `..` are told by their bytes, before a string is made of every name.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let dot = UInt8(ascii: ".")
                if raw[0] == 0 || raw[0] == dot && (raw[1] == 0 || raw[1] == dot && raw[2] == 0) { return "" }
                return raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if name.isEmpty { continue }
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
