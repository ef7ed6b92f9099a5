#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SpecFolder {
    /// Collects the relative paths of `*.yml` / `*.yaml` below `path` (see
    /// `collect(directory:…)`): hidden entries skipped, names sorted, links to folders
    /// followed with each real folder listed once, and a name that leads nowhere (a
    /// dangling link) still listed so that reading it reports why.
    func collect(path: String, relative: String, into paths: inout [String], unlisted: inout [String], visited: inout Set<String>) {
        let real = OutputWriter.realPath(path) ?? path
        guard visited.insert(real).inserted else { return }
        guard let directory = opendir(path) else {
            unlisted.append(relative)
            return
        }
        var entries: [(name: String, type: Int32)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if name.isEmpty || name.hasPrefix(".") { continue }
            entries.append((name, Int32(entry.pointee.d_type)))
        }
        closedir(directory)
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let child = Self.join(path, name)
            let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
            var isDirectory = type == Int32(DT_DIR)
            if type != Int32(DT_DIR), type != Int32(DT_REG) {
                // A link, or a file system that leaves the type out: ask, following links.
                var info = stat()
                isDirectory = stat(child, &info) == 0 && UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFDIR)
            }
            if isDirectory {
                collect(path: child, relative: childRelative, into: &paths, unlisted: &unlisted, visited: &visited)
            } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
                paths.append(childRelative)
            }
        }
    }

    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
