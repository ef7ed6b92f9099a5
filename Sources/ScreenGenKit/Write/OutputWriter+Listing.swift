#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Relative paths of the regular files below the output folder, hidden ones included,
    /// sorted. Symbolic links are neither listed nor followed, so nothing found here is
    /// outside the folder.

    func regularFilesOnDisk(sorted: Bool = true) -> [String] {
        var result: [String] = []
        collectRegularFiles(in: folderPath, relative: "", into: &result)
        return sorted ? result.sorted() : result
    }

    private func collectRegularFiles(in folder: String, relative: String, into result: inout [String]) {
        for (name, kind) in DirectoryListing.entries(of: folder) ?? [] {
            let childRelative = relative.isEmpty ? name : SpecFolder.join(relative, name)
            switch kind {
            case .folder: collectRegularFiles(in: SpecFolder.join(folder, name), relative: childRelative, into: &result)
            case .file: result.append(childRelative)
            case .other: break
            }
        }
    }
}

extension OutputWriter {
    /// The name of the run record that earlier releases left in the output folder.
    public static let legacyRunRecord = ".screengen"

    /// Removes the output folder's `.screengen` run record, which earlier releases wrote and
    /// no run reads any more. A symbolic link of that name is removed itself, never
    /// followed.
    public func removeLegacyRunRecord() {
        let path = SpecFolder.join(folderPath, Self.legacyRunRecord)
        var info = stat()
        // Looked for first: a sandboxed build phase may change only its declared outputs.
        if lstat(path, &info) == 0 { unlink(path) }
    }
}
