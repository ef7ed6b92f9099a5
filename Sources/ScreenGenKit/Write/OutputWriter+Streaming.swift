import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing files one at a time, as they are rendered (``OutputFiles``), rather than
/// planning all of them first (``OutputWriter/plan(_:specsFolder:)``).
extension OutputWriter {
    /// What a file comes to: written (or, for `check`, to be written), or already on disk.
    public enum Outcome: Sendable, Equatable {
        case written, unchanged
    }

    /// What `plan` decides for one file, writing nothing: `.written` when the folder does
    /// not hold exactly `file` and may take it, `.unchanged` when it does; throws where the
    /// file may not be written (another tool's file, a path leading outside the folder).
    public func outcome(of file: GeneratedFile) throws(Failure) -> Outcome {
        try checkInside(file.path)
        let target = SpecFolder.join(url.path, file.path)
        // Links followed, as a write replaces a link that leads nowhere.
        var info = stat()
        guard stat(target, &info) == 0 else { return .written }
        let existing: [UInt8]
        switch InputFile.read(target, limit: Int.max) {
        case let .success(bytes): existing = bytes
        case let .failure(.unreadable(reason)): throw .io(path: shown(file.path), reason: "cannot read file: \(reason)")
        case .failure(.tooLarge): throw .io(path: shown(file.path), reason: "cannot read file")
        }
        if Self.same(existing, file.contents) { return .unchanged }
        if Self.startsWithHeader(existing) { return .written }
        throw .wouldOverwrite(path: shown(file.path))
    }

    /// Writes `file` unless the folder already holds exactly it. For use under
    /// ``withLock(specsFolder:_:)`` once ``acceptsGeneratedFiles()`` has answered true, so
    /// that no file can be refused after others were written; safe from several threads.
    public func put(_ file: GeneratedFile, modified: FileStamp.Time?) throws(Failure) -> Outcome {
        let outcome = try outcome(of: file)
        if outcome == .written { try writeAtomically(file, modified: modified) }
        return outcome
    }

    /// Whether every file `plan` could refuse is ruled out before any is rendered: the
    /// folder holds no symbolic link, no folder named like a Swift or Markdown file, and no
    /// Swift or Markdown file without screengen's header. Where it holds any of them, the
    /// files are planned all together first, so that a refusal still writes nothing.
    public func acceptsGeneratedFiles() -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return errno == ENOENT }
        return acceptsGeneratedFiles(in: url.path)
    }

    private func acceptsGeneratedFiles(in folder: String) -> Bool {
        guard let entries = DirectoryListing.entries(of: folder) else { return false }
        return entries.allSatisfy { name, kind in
            let path = SpecFolder.join(folder, name)
            let ownable = name.hasSuffix(".swift") || name.hasSuffix(".md")
            switch kind {
            case .folder: return !ownable && acceptsGeneratedFiles(in: path)
            case .file: return !ownable || fileStartsWithHeader(path)
            case .other: return false
            }
        }
    }

    /// The generated files in the folder other than `wanted`, sorted: what a run that
    /// generates `wanted` removes.
    public func staleFiles(besides wanted: Set<String>) -> [String] {
        ownedFiles(besides: wanted).sorted()
    }

    /// Removes `stale` files (``staleFiles(besides:)``), and the folders they leave empty.
    public func remove(_ stale: [String]) throws(Failure) {
        for path in stale {
            let target = url.appendingPathComponent(path)
            do {
                try FileManager.default.removeItem(at: target)
            } catch {
                throw .io(path: shown(path), reason: "cannot remove stale generated file: \(SpecFolder.describe(error))")
            }
            removeEmptyFolders(above: target)
        }
    }

    /// Whether `bytes` start with the header of a Swift or Markdown file ScreenGen wrote.
    static func startsWithHeader(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: SwiftWriter.headerPrefix.utf8) || bytes.starts(with: GraphRenderer.markdownHeaderPrefix.utf8)
    }

    /// Whether the file at `path` starts with the header of a file ScreenGen wrote.
    func fileStartsWithHeader(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let length = max(SwiftWriter.headerPrefix.utf8.count, GraphRenderer.markdownHeaderPrefix.utf8.count)
        var head = [UInt8](repeating: 0, count: length)
        let count = head.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        return count > 0 && Self.startsWithHeader(Array(head.prefix(count)))
    }
}
