import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one run writes files before they are renamed into place, and the names it gives them.
///
/// A run stages its files at the top of the output folder, where a rename moves each into
/// place atomically on any file system. Xcode's user-script sandbox
/// (`ENABLE_USER_SCRIPT_SANDBOXING=YES`) lets a Run Script phase write only its declared
/// outputs and `DERIVED_FILE_DIR` or `TMPDIR`: under it, a run stages in `$DERIVED_FILE_DIR`
/// (else `$TMPDIR`) when that folder is on the output folder's file system, and otherwise
/// writes each file in place, which is not atomic (Docs/Limits.md, "What ScreenGen
/// guarantees"). Outside the sandbox the scratch folders are never used: one on the same
/// device can still be another mount of it (a bind mount), where a rename fails with
/// `EXDEV`.
///
/// Every name it creates is `.screengen-<pid>-<nonce>-<n>-<name>`, this run's own, and it
/// removes only names it created: a file of another run or of a person is never matched.
/// A staged file keeps its final name's suffix, so a staged Swift file that a killed run
/// leaves in an output folder is a generated file like any other, which the next run
/// removes by its header.
public final class StagingArea: @unchecked Sendable {
    /// How a file of one output folder reaches its place.
    public enum Placement: Sendable, Equatable {
        /// Staged in `folder`, on the output folder's file system, then renamed.
        case rename(folder: String)
        /// Written in place (the sandbox forbids staging on that file system).
        case inPlace
    }

    /// `<pid>-<nonce>`: what makes this run's names its own.
    public let token: String
    /// `$DERIVED_FILE_DIR`, else `$TMPDIR`, when set.
    let scratch: String?
    /// Whether Xcode's user-script sandbox is on: then nothing but the declared outputs is
    /// written or re-dated.
    public let sandboxed: Bool
    private let lock = NSLock()
    private var placements: [String: Placement] = [:]
    /// The files this run named, in order: the only ones ``removeAll()`` touches.
    private var issued: [String] = []
    private var counter = 0

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        token = "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let scratch = [environment["DERIVED_FILE_DIR"], environment["TMPDIR"]].compactMap { $0 }.first { !$0.isEmpty }
        self.scratch = scratch.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        sandboxed = environment["ENABLE_USER_SCRIPT_SANDBOXING"] == "YES"
        registerLive()
    }

    deinit { unregisterLive() }

    /// What every name this run stages begins with.
    var prefix: String { ".screengen-\(token)-" }

    /// How files of `writer`'s output folder are placed; the output folder is created on
    /// first use.
    public func placement(for writer: OutputWriter) throws(OutputWriter.Failure) -> Placement {
        let root = writer.folderPath
        lock.lock()
        defer { lock.unlock() }
        if let known = placements[root] { return known }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .io(path: writer.displayPath, reason: "cannot create the output folder: \(error.localizedDescription.shownOnOneLine)")
        }
        let placement: Placement
        if !sandboxed {
            placement = .rename(folder: root)
        } else if let scratch, let device = Self.device(root), Self.device(scratch) == device {
            placement = .rename(folder: scratch)
        } else {
            placement = .inPlace
        }
        placements[root] = placement
        return placement
    }

    /// A new path in `folder` for a file whose final name is `name`.
    func path(in folder: String, for name: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        let path = SpecFolder.join(folder, "\(prefix)\(counter)-\(name)")
        issued.append(path)
        return path
    }

    /// Stops tracking `paths`, names this run issued that are gone already (renamed into
    /// place, or removed): ``removeAll()`` would only try to unlink each of them again.
    func forget(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        issued.removeAll { paths.contains($0) }
    }

    /// Removes every file this run named that is still there.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in issued { unlink(path) }
        issued = []
    }

    /// Removes every file this run named that is still there, keeping the names: for an
    /// interrupted run, whose other threads may still be writing one of them.
    func removeIssuedFiles() {
        lock.lock()
        defer { lock.unlock() }
        for path in issued { unlink(path) }
    }

    /// Whether `relative` (a path in an output folder) is one of this run's staged files.
    func isOwn(_ relative: String) -> Bool {
        relative.hasPrefix(prefix)
    }

    /// Whether `relative` is named as a run stages a file at the top of an output folder,
    /// `.screengen-<pid>-<nonce>-<n>-<name>`: a killed run's, when it is not this run's.
    static func isStagedName(_ relative: String) -> Bool {
        guard relative.hasPrefix(".screengen-"), !relative.contains("/") else { return false }
        let fields = relative.dropFirst(".screengen-".count).split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, !fields[3].isEmpty else { return false }
        func all(_ field: Substring, in digits: String) -> Bool { !field.isEmpty && field.allSatisfy { digits.contains($0) } }
        return all(fields[0], in: "0123456789") && all(fields[1], in: "0123456789abcdef") && all(fields[2], in: "0123456789")
    }

    private static func device(_ path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt64(info.st_dev)
    }
}

extension StagingArea {
    /// The staging areas alive in this process, for ``removeFilesOnInterrupt()``.
    private final class Live: @unchecked Sendable {
        private let lock = NSLock()
        private var areas: [ObjectIdentifier: () -> StagingArea?] = [:]

        func add(_ area: StagingArea) {
            lock.lock()
            areas[ObjectIdentifier(area)] = { [weak area] in area }
            lock.unlock()
        }

        func remove(_ area: StagingArea) {
            lock.lock()
            areas[ObjectIdentifier(area)] = nil
            lock.unlock()
        }

        func removeAllFiles() {
            lock.lock()
            let current = areas.values.compactMap { $0() }
            lock.unlock()
            for area in current { area.removeIssuedFiles() }
        }
    }

    private static let live = Live()
    /// Held by a commit while it renames; an interrupted process takes it before it removes
    /// staged files and ends, so a commit under way finishes first and none starts after.
    static let commitLock = NSLock()
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    /// From here on, SIGINT and SIGTERM let a commit under way finish, remove every file
    /// the process's staging areas have staged and not renamed into place, then end the
    /// process as the signal would: a run stopped with Ctrl-C leaves its folders all old or
    /// all new, and nothing of its own in `TMPDIR` or the output folders. For one-shot
    /// commands; `generate --watch` handles the signals itself.
    public static func removeFilesOnInterrupt() {
        guard signalSources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                commitLock.lock()
                live.removeAllFiles()
                // Again after a moment, for a file another thread was writing under a name
                // issued just before the first pass.
                usleep(50_000)
                live.removeAllFiles()
                // To the process, not this thread: Dispatch's threads block signals.
                signal(number, SIG_DFL)
                kill(getpid(), number)
                _exit(128 + number)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    func registerLive() { Self.live.add(self) }
    func unregisterLive() { Self.live.remove(self) }
}
