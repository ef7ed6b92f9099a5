#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Generated files whose name changed only in case or Unicode normalisation (a spec
/// renamed from `App.yml` to `app.yml`, `module: App` to `APP`): on a Mac's volume the old
/// and the new name are one file (``VolumeSpelling``), so writing the new one and then
/// removing the old one as stale would remove what was just written. Each such file is
/// removed under its old name first and written under its new one, and the folders on its
/// way take their new spelling, on every file system alike.
extension OutputWriter {
    /// One generated file on disk whose wanted name is spelled otherwise.
    public struct Respelling: Sendable, Equatable {
        /// The path on disk, relative to the output folder.
        public var old: String
        /// The path the run generates.
        public var new: String
    }

    /// The generated files on disk (carrying ScreenGen's header) that `wanted` names in
    /// another spelling, where the disk has no file of the wanted spelling itself.
    public func respellings(of wanted: [String]) -> [Respelling] {
        let onDisk = regularFilesOnDisk()
        let exact = Set(onDisk.map { Array($0.utf8) })
        var byKey: [String: String] = [:]
        for path in onDisk { byKey[VolumeSpelling.key(path)] = path }
        var result: [Respelling] = []
        for path in wanted where !exact.contains(Array(path.utf8)) {
            guard let old = byKey[VolumeSpelling.key(path)], fileStartsWithHeader(SpecFolder.join(folderPath, old)) else { continue }
            result.append(Respelling(old: old, new: path))
        }
        return result.sorted { $0.new < $1.new }
    }

    /// Gives the folders on the way to each of `paths` the spelling the path has, where the
    /// disk has the folder under another spelling of the same name (a folder that held a
    /// respelled file keeps its old name on a volume that ignores case). Best effort: a
    /// folder that cannot be renamed keeps its name and still holds the files.
    public func respellFolders(of paths: [String]) {
        var done: Set<String> = []
        for path in paths {
            var parent = folderPath
            for component in path.split(separator: "/").dropLast().map(String.init) {
                let wanted = SpecFolder.join(parent, component)
                defer { parent = wanted }
                guard done.insert(wanted).inserted else { continue }
                let entries = DirectoryListing.entries(of: parent) ?? []
                guard !entries.contains(where: { $0.name.utf8.elementsEqual(component.utf8) }),
                      let other = entries.first(where: { $0.kind == .folder && VolumeSpelling.isRespelling($0.name, of: component) }) else { continue }
                rename(SpecFolder.join(parent, other.name), wanted)
            }
        }
    }
}
