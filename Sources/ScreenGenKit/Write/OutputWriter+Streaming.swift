import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deciding and staging files one at a time, as they are rendered (``OutputFiles``),
/// rather than planning all of them first (``OutputWriter/plan(_:specsFolder:)``).
extension OutputWriter {
    /// What a file comes to: written (or, for `check`, to be written), or already on disk.
    public enum Outcome: Sendable, Equatable {
        case written, unchanged
    }

    /// What `plan` decides for one file, writing nothing: `.written` when the folder does
    /// not hold exactly `file` and may take it, `.unchanged` when it does; throws where the
    /// file may not be written (another tool's file, a path leading outside the folder).
    public func outcome(of file: GeneratedFile) throws(Failure) -> Outcome {
        try inspect(file).outcome
    }

    /// ``outcome(of:)``, with the bytes the file holds now (nil when there is none);
    /// `checked` as ``checkInside(_:checked:)`` takes it.
    ///
    /// A file that is empty, holds only part of screengen's header, or only zero bytes is
    /// a write another program tore (or a crash of an editor), not a person's work: it is
    /// replaced, not refused.
    func inspect(_ file: GeneratedFile, checked: CheckedFolders? = nil) throws(Failure) -> (outcome: Outcome, existing: [UInt8]?) {
        try checkInside(file.path, checked: checked)
        let target = SpecFolder.join(folderPath, file.path)
        var info = stat()
        guard lstat(target, &info) == 0 else { return (.written, nil) }
        if UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFLNK) {
            throw .linkInFolder(path: shown(file.path), link: shown(file.path))
        }
        let existing: [UInt8]
        switch InputFile.read(target, limit: Int.max) {
        case let .success(bytes): existing = bytes
        case let .failure(.unreadable(reason)): throw .io(path: shown(file.path), reason: "cannot read file: \(reason)")
        case .failure(.tooLarge): throw .io(path: shown(file.path), reason: "cannot read file")
        }
        if Self.same(existing, file.utf8) { return (.unchanged, existing) }
        if Self.startsWithHeader(existing) || Self.isTorn(existing) { return (.written, existing) }
        throw .wouldOverwrite(path: shown(file.path))
    }

    /// Whether `bytes` are what a torn write of a generated file leaves: nothing, a part of
    /// the header, or zeros (a file whose size was written before its bytes were).
    static func isTorn(_ bytes: [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 == 0 }) { return true }
        return [SwiftWriter.headerPrefix, GraphRenderer.markdownHeaderPrefix].contains { $0.utf8.starts(with: bytes) }
    }

    /// Writes `file` unless the folder already holds exactly it, staged and renamed into
    /// place (``OutputCommit``); for use under the folder's lock.
    public func put(_ file: GeneratedFile, staging: StagingArea = StagingArea()) throws(Failure) -> Outcome {
        let commit = OutputCommit(staging: staging)
        defer { commit.discard() }
        let outcome = try commit.stage(file, for: self)
        try commit.commit()
        return outcome
    }

    /// The generated files in the folder other than `wanted`, sorted: what a run that
    /// generates `wanted` removes. `staging`: a run that stages inside the output folder
    /// leaves out its own staged files.
    public func staleFiles(besides wanted: Set<String>, staging: StagingArea? = nil) -> [String] {
        ownedFiles(besides: wanted, staging: staging).sorted()
    }

    /// Removes `stale` files (``staleFiles(besides:staging:)``), and the folders they leave
    /// empty: all of them, or none.
    public func remove(_ stale: [String], staging: StagingArea = StagingArea()) throws(Failure) {
        let commit = OutputCommit(staging: staging)
        defer { commit.discard() }
        try commit.stageRemovals(stale, for: self)
        try commit.commit()
    }

    /// Whether `bytes` start with the header of a Swift or Markdown file ScreenGen wrote.
    static func startsWithHeader(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: SwiftWriter.headerPrefix.utf8) || bytes.starts(with: GraphRenderer.markdownHeaderPrefix.utf8)
    }

    /// Whether the file at `path` starts with the header of a file ScreenGen wrote; with
    /// `orCutShort`, also whether it holds no more than a beginning of one (nothing at all
    /// included): a staged file that a run killed before its header was whole.
    func fileStartsWithHeader(_ path: String, orCutShort: Bool = false) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let length = max(SwiftWriter.headerPrefix.utf8.count, GraphRenderer.markdownHeaderPrefix.utf8.count)
        var head = [UInt8](repeating: 0, count: length)
        let count = head.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { return false }
        let bytes = Array(head.prefix(count))
        if count > 0, Self.startsWithHeader(bytes) { return true }
        return orCutShort && (SwiftWriter.headerPrefix.utf8.starts(with: bytes) || GraphRenderer.markdownHeaderPrefix.utf8.starts(with: bytes))
    }
}
