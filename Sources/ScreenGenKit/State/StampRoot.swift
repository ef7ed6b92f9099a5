#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open while a run with nothing to do stamps what is below it: each file
/// or folder is stamped by its path relative to the open folder (`fstatat`), so the
/// kernel walks only that path's own components, not the folder's whole path again for
/// each of hundreds of files (most of a `stat` was that walk). When the folder cannot be
/// opened, each path is joined to it and stamped whole, with the same answers.
final class StampRoot {
    let path: String
    private let descriptor: Int32

    init(_ path: String) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The stamp of the regular file `relative` below the folder (links followed), or nil
    /// for anything else (``FileStamp/of(_:)``).
    func file(_ relative: UnsafeBufferPointer<UInt8>) -> FileStamp? {
        guard descriptor >= 0 else { return FileStamp.of(SpecFolder.join(path, String(decoding: relative, as: UTF8.self))) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: relative.count + 1) { name in
            let end = name.initialize(fromContentsOf: relative)
            name[end] = 0
            return name.withMemoryRebound(to: CChar.self) { stamp($0.baseAddress!, kind: S_IFREG) }
        }
    }

    /// The stamp of the folder `relative` below it (`.` for the folder itself), links
    /// followed, or nil for anything else (``FileStamp/ofFolder(_:)``).
    func folder(_ relative: String) -> FileStamp? {
        guard descriptor >= 0 else { return FileStamp.ofFolder(relative == "." ? path : SpecFolder.join(path, relative)) }
        return relative.withCString { stamp($0, kind: S_IFDIR) }
    }

    private func stamp(_ relative: UnsafePointer<CChar>, kind: some BinaryInteger) -> FileStamp? {
        var info = stat()
        guard fstatat(descriptor, relative, &info, 0) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(kind) else { return nil }
        return FileStamp(info)
    }
}
