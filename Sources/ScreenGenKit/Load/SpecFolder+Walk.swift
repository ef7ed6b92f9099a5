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
    /// listed is reported, because skipping it would silently drop its screens.
    func collect(path: String, relative: String, into paths: inout [String], unlisted: inout [String],
                 visited: inout Set<String>) {
        let real = OutputWriter.realPath(path) ?? path
        guard visited.insert(real).inserted else { return }
        guard let listed = DirectoryListing.entries(of: path) else {
            unlisted.append(relative)
            return
        }
        let shown = listed.filter { !$0.name.hasPrefix(".") }
        for (name, kind) in shown.sorted(by: { $0.name < $1.name }) {
            var isDirectory = kind == .folder
            if kind == .other {
                // A link, or an entry whose type could not be read: ask, following links.
                var info = stat()
                isDirectory = stat(Self.join(path, name), &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR)
            }
            if isDirectory {
                collect(path: Self.join(path, name), relative: relative.isEmpty ? name : Self.join(relative, name),
                        into: &paths, unlisted: &unlisted, visited: &visited)
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

    /// `folder/relative`.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
