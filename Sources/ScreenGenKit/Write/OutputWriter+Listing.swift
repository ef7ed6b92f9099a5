#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Relative paths of the regular files below the output folder, hidden ones included,
    /// sorted. Symbolic links are neither listed nor followed, so nothing found here is
    /// outside the folder.
    ///
    /// Read with `readdir` rather than `FileManager`'s enumerator, whose URL and resource
    /// values cost more than the rest of a no-op run at a thousand files.
    func regularFilesOnDisk(sorted: Bool = true) -> [String] {
        var result: [String] = []
        collectRegularFiles(in: url.path, relative: "", into: &result)
        return sorted ? result.sorted() : result
    }

    private func collectRegularFiles(in folder: String, relative: String, into result: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if name.isEmpty || name == "." || name == ".." { continue }
            let childRelative = relative.isEmpty ? name : SpecFolder.join(relative, name)
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems leave the type out; ask without following links.
                var info = stat()
                guard lstat(SpecFolder.join(folder, name), &info) == 0 else { continue }
                switch UInt32(info.st_mode) & UInt32(S_IFMT) {
                case UInt32(S_IFDIR): type = Int32(DT_DIR)
                case UInt32(S_IFREG): type = Int32(DT_REG)
                default: continue
                }
            }
            if type == Int32(DT_DIR) {
                collectRegularFiles(in: SpecFolder.join(folder, name), relative: childRelative, into: &result)
            } else if type == Int32(DT_REG) {
                result.append(childRelative)
            }
        }
    }
}
