#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder paths worked out as plain strings where that certainly gives what Foundation's
/// `URL` gives, so that a run with nothing to do never builds a `URL`: the first one costs
/// more than the rest of such a run (its set-up builds generic metadata at run time, and
/// each first check of a conformance scans the binary's whole conformance table, which
/// swift-syntax makes large). Any path that is not plain goes through `URL` as before.
///
/// Plain: printable ASCII without `%`, `?`, `#`, `;`, `\` or `~`, and no empty part or one of dots alone. For such paths `URL(fileURLWithPath:relativeTo:).standardizedFileURL.path` is the
/// current folder, a slash and the path: standardizing only compresses slashes, removes
/// `.` and `..` parts (resolving links first when there is a `..`), expands a leading `~`
/// and strips the `/private` and `/var/automount` prefixes of automounted folders.
public enum PlainPath {
    /// The current folder, as `FileManager.currentDirectoryPath` gives it: `getcwd`, or the
    /// empty path when it fails.
    public static func currentDirectory() -> String {
        // Sized by the C library to the path, rather than a zeroed PATH_MAX array searched
        // for its end and copied: that was two fresh pages and two more copies, three times
        // in a run with nothing to do.
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(decoding: UnsafeRawBufferPointer(start: path, count: strlen(path)), as: UTF8.self)
    }

    /// `path` against `currentDirectory`, absolute and standardized as `URL` makes it; nil
    /// when either is not plain (or the current folder is the root).
    public static func resolve(_ path: String, in currentDirectory: String) -> String? {
        if path.utf8.first == UInt8(ascii: "/") { return isPlainAbsolute(path) ? path : nil }
        guard isPlainAbsolute(currentDirectory), isPlain(path.utf8[...]) else { return nil }
        return SpecFolder.join(currentDirectory, path)
    }

    /// An absolute path, other than the root, whose parts are plain and which no automount
    /// prefix could be stripped from.
    static func isPlainAbsolute(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/"), bytes.count > 1, isPlain(bytes.dropFirst()) else { return false }
        return !(path == "/private" || path.hasPrefix("/private/") || path.hasPrefix("/var/automount/"))
    }

    /// The parent of a plain absolute path: `/` for one just below the root.
    static func parent(of path: String) -> String {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            end = bytes.index(before: end)
            if bytes[end] == UInt8(ascii: "/") { break }
        }
        return end == bytes.startIndex ? "/" : String(path[..<end])
    }

    /// Whether `bytes` is one or more plain parts joined by single slashes.
    private static func isPlain(_ bytes: Substring.UTF8View) -> Bool {
        var partLength = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "/"):
                guard partLength > 0, dots != partLength else { return false }
                partLength = 0
                dots = 0
                continue
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: ";"), UInt8(ascii: "\\"), UInt8(ascii: "~"):
                return false
            case 0x20...0x7E: break
            default: return false
            }
            partLength += 1
        }
        return partLength > 0 && dots != partLength
    }
}
