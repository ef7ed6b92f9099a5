import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one run writes files before they are renamed into place, and the names it gives them.
///
/// Xcode's user-script sandbox lets a Run Script phase write only its declared outputs and
/// `DERIVED_FILE_DIR` or `TMPDIR`. So a run stages its files in `$DERIVED_FILE_DIR` (else
/// `$TMPDIR`) whenever that folder is on the output folder's file system, where a rename
/// moves a staged file into place atomically. Otherwise it stages them in a hidden folder
/// of its own inside the output folder, `.screengen-<pid>-<nonce>`; and when the sandbox is
/// on (`ENABLE_USER_SCRIPT_SANDBOXING=YES`), which forbids that folder, it writes each file
/// in place instead, which is not atomic (README, "What ScreenGen guarantees").
///
/// Every name it creates carries this run's process id and a random nonce, and it removes
/// only names it created: a file of another run or of a person is never matched.
public final class StagingArea: @unchecked Sendable {
    /// How a file of one output folder reaches its place.
    public enum Placement: Sendable, Equatable {
        /// Staged in `folder`, on the output folder's file system, then renamed.
        case rename(folder: String)
        /// Written in place (the sandbox forbids a staging folder on that file system).
        case inPlace
    }

    /// `<pid>-<nonce>`: what makes this run's names its own.
    public let token: String
    /// `$DERIVED_FILE_DIR`, else `$TMPDIR`, when set.
    let scratch: String?
    let sandboxed: Bool
    private let lock = NSLock()
    private var placements: [String: Placement] = [:]
    /// Folders and files this run created, in order: the only ones ``removeAll()`` touches.
    private var createdFolders: [String] = []
    private var issued: [String] = []
    private var counter = 0

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        token = "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let scratch = [environment["DERIVED_FILE_DIR"], environment["TMPDIR"]].compactMap { $0 }.first { !$0.isEmpty }
        self.scratch = scratch.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        sandboxed = environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES"
    }

    /// The name of this run's staging folder.
    var folderName: String { ".screengen-\(token)" }

    /// How files of `writer`'s output folder are placed; the output folder and the staging
    /// folder are created on first use.
    public func placement(for writer: OutputWriter) throws(OutputWriter.Failure) -> Placement {
        let root = writer.url.path
        lock.lock()
        defer { lock.unlock() }
        if let known = placements[root] { return known }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .io(path: writer.displayPath, reason: "cannot create the output folder: \(error.localizedDescription.shownOnOneLine)")
        }
        let placement: Placement
        if let scratch, let device = Self.device(root), Self.device(scratch) == device {
            placement = .rename(folder: try folder(SpecFolder.join(scratch, "screengen-\(token)"), shown: writer.displayPath))
        } else if sandboxed {
            placement = .inPlace
        } else {
            placement = .rename(folder: try folder(SpecFolder.join(root, folderName), shown: writer.displayPath))
        }
        placements[root] = placement
        return placement
    }

    /// A new path in `folder` for a file whose final name is `name`; it keeps the name's
    /// suffix, so that a staged Swift file a killed run leaves is a generated Swift file
    /// like any other, which the next run removes by its header.
    func path(in folder: String, for name: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        let path = SpecFolder.join(folder, "\(counter)-\(name)")
        issued.append(path)
        return path
    }

    /// Removes every file and folder this run created that is still there.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in issued { unlink(path) }
        for folder in createdFolders.reversed() { rmdir(folder) }
        issued = []
        createdFolders = []
    }

    /// Whether `path` (relative to an output folder) lies in this run's staging folder.
    func isOwn(_ relative: String) -> Bool {
        relative.hasPrefix(folderName + "/")
    }

    private func folder(_ path: String, shown: String) throws(OutputWriter.Failure) -> String {
        if !createdFolders.contains(path) {
            guard mkdir(path, 0o700) == 0 else {
                throw .io(path: shown, reason: "cannot create the staging folder '\(path)': \(InputFile.describe(errno))")
            }
            createdFolders.append(path)
        }
        return path
    }

    private static func device(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_dev)
    }
}
