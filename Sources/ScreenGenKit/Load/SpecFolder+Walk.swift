#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpecFolder {
    /// Collects the relative paths of `*.yml` / `*.yaml` below `path`: hidden entries
    /// skipped, names sorted, links to folders followed with each real folder listed once,
    /// and a name that leads nowhere (a dangling link) still listed so that reading it
    /// reports why.
    ///
    /// Walks folders itself (rather than with an enumerator) so symbolic links to folders
    /// are followed, yet each real folder is listed once: a link cycle ends, and links
    /// that fan out to the same folders cannot multiply the walk. A folder that cannot be
    /// listed is reported, because skipping it would silently drop its screens. Lists with
    /// `readdir`, joins plain paths and sorts with ``PathOrder``: `FileManager`, `URL` and
    /// the generic sort cost more than reading every spec file when nothing changed.
    /// `real`: the folder with links resolved, when the caller knows it. A folder listed as
    /// a folder (not a link) in a folder whose real path is known is that path and its
    /// name: resolving every folder again cost a `readlink` per level of its path.
    /// `folders`: when not nil, each folder listed is added with its stamp
    /// (``FolderStamps``), `.` for `path` itself; it turns nil when a stamp cannot be taken.
    func collect(path: String, real known: String? = nil, relative: String, into paths: inout [String], unlisted: inout [String],
                 visited: inout [String], folders: inout [(path: String, stamp: FileStamp)]?) {
        let resolved = known ?? OutputWriter.realPath(path)
        let real = resolved ?? path
        // `visited` is kept sorted (``PathOrder``).
        guard PathOrder.insert(real, into: &visited) else { return }
        var stamp: FileStamp?
        let listing = folders == nil ? DirectoryListing.entries(of: path) : DirectoryListing.entries(of: path, stamp: &stamp)
        guard let listed = listing else {
            unlisted.append(relative)
            return
        }
        if let stamp {
            folders?.append((relative.isEmpty ? "." : relative, stamp))
        } else {
            folders = nil
        }
        let shown = listed.filter { !$0.name.hasPrefix(".") }
        for index in PathOrder.order(shown.map(\.name)) {
            let (name, kind) = shown[index]
            var isDirectory = kind == .folder
            if kind == .other {
                // A link, or an entry whose type could not be read: ask, following links.
                var info = stat()
                isDirectory = stat(Self.join(path, name), &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR)
            }
            if isDirectory {
                // Only a real folder's own real path is known without asking: a link's target,
                // or an entry whose type was not in the listing, is resolved.
                collect(path: Self.join(path, name), real: kind == .folder ? resolved.map { Self.join($0, name) } : nil,
                        relative: relative.isEmpty ? name : Self.join(relative, name),
                        into: &paths, unlisted: &unlisted, visited: &visited, folders: &folders)
            } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                paths.append(relative.isEmpty ? name : Self.join(relative, name))
            }
        }
    }

    /// Whether `path` is a folder, links followed.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR)
    }

    /// `folder/relative`, built in one buffer of the right size: a no-op run joins two paths
    /// per file, where interpolation cost more than stat-ing the file.
    static func join(_ folder: String, _ relative: String) -> String {
        var folder = folder
        var relative = relative
        return folder.withUTF8 { head in
            relative.withUTF8 { tail in
                let slash = head.last != UInt8(ascii: "/")
                let count = head.count + (slash ? 1 : 0) + tail.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var end = buffer.initialize(fromContentsOf: head)
                    if slash {
                        buffer[end] = UInt8(ascii: "/")
                        end += 1
                    }
                    end = buffer[end...].initialize(fromContentsOf: tail)
                    return end
                }
            }
        }
    }
}
