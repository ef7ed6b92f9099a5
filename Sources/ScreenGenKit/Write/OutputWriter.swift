import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Write stage: puts generated files on disk, touching only what changed.
///
/// Unchanged files keep their bytes and modification time (so Xcode does not rebuild),
/// changed files are staged and renamed into place, all of a run's or none
/// (``OutputCommit``), and files that ScreenGen wrote before but no longer generates are
/// removed — recognised by their header, so nothing a person wrote is ever deleted or
/// overwritten.
public struct OutputWriter: Sendable {
    public struct Plan: Sendable, Equatable {
        public var writes: [GeneratedFile] = []
        public var unchanged: [String] = []
        /// Paths relative to the output folder.
        public var removals: [String] = []

        public var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
    }

    public enum Failure: Error, Hashable, CustomStringConvertible {
        case refusedFolder(path: String, reason: String)
        case wouldOverwrite(path: String)
        /// A path that would lead outside the output folder (`..`, absolute, or through a
        /// symbolic link that points elsewhere).
        case outsideFolder(path: String, reason: String)
        /// A symbolic link on the way to a file the run writes, or in its place: a link
        /// could show a file as unchanged that the run then removes under its real name.
        case linkInFolder(path: String, link: String)
        case io(path: String, reason: String)

        /// The file or folder the failure is about, as messages show it.
        public var path: String {
            switch self {
            case let .refusedFolder(path, _), let .wouldOverwrite(path), let .outsideFolder(path, _), let .linkInFolder(path, _), let .io(path, _):
                return path
            }
        }

        /// What went wrong, without the path.
        public var message: String {
            switch self {
            case let .refusedFolder(path, reason):
                return "refusing to write generated files into '\(path.shownOnOneLine)': \(reason); choose a dedicated folder such as Generated/ (--output DIR)"
            case .wouldOverwrite:
                return "refusing to overwrite a file that screengen did not generate (no '\(SwiftWriter.headerPrefix.trimmingWhitespace)…' header); move it or choose another --output folder"
            case let .outsideFolder(_, reason):
                return "refusing to write outside the output folder: \(reason)"
            case let .linkInFolder(_, link):
                return "refusing to write through the symbolic link '\(link.shownOnOneLine)' in the output folder: a link would let a run report a file "
                    + "unchanged and remove it under its other name; replace the link with a real folder or file"
            case let .io(_, reason):
                return reason.shownOnOneLine
            }
        }

        /// The failure as a diagnostic at the file it is about, for every diagnostics format.
        public var diagnostic: Diagnostic {
            Diagnostic(.output(self), at: .file(path))
        }

        public var description: String { diagnostic.description }
    }

    /// The output folder as the user named it.
    public let displayPath: String
    /// The output folder, absolute and standardized.
    public let folderPath: String

    public var url: URL { URL(fileURLWithPath: folderPath) }

    public init(path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        folderPath = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL.path
        displayPath = SpecFolder.displayPath(for: path, currentDirectory: currentDirectory)
    }

    /// Compares `files` with what is on disk, without changing anything.
    public func plan(_ files: [GeneratedFile], specsFolder: URL? = nil) throws(Failure) -> Plan {
        try checkFolder(specsFolder: specsFolder)
        var plan = Plan()
        var wanted = Set<String>()
        for file in files {
            wanted.insert(file.path)
            switch try outcome(of: file) {
            case .written: plan.writes.append(file)
            case .unchanged: plan.unchanged.append(file.path)
            }
        }
        for path in ownedFiles(besides: wanted) {
            plan.removals.append(path)
        }
        plan.removals.sort()
        return plan
    }

    /// Carries out a plan made by ``plan(_:specsFolder:)``, all of it or none of it
    /// (``OutputCommit``).
    public func apply(_ plan: Plan, staging: StagingArea = StagingArea()) throws(Failure) {
        let commit = OutputCommit(staging: staging)
        defer { commit.discard() }
        for file in plan.writes {
            _ = try commit.stage(file, for: self)
        }
        try commit.stageRemovals(plan.removals, for: self)
        try commit.commit()
    }

    /// Whether the file on disk already holds exactly `contents`: one comparison of the
    /// bytes in place, where copying both sides into `Data` first cost more than reading.
    static func same(_ bytes: [UInt8], _ contents: String) -> Bool {
        var contents = contents
        return contents.withUTF8 { text in same(bytes, UnsafeRawBufferPointer(text)) }
    }

    /// The same for contents already UTF-8 (``GeneratedFile/utf8``).
    static func same(_ bytes: [UInt8], _ contents: [UInt8]) -> Bool {
        contents.withUnsafeBytes { same(bytes, $0) }
    }

    private static func same(_ bytes: [UInt8], _ text: UnsafeRawBufferPointer) -> Bool {
        text.count == bytes.count && bytes.withUnsafeBufferPointer { disk in
            text.isEmpty || memcmp(disk.baseAddress!, text.baseAddress!, text.count) == 0
        }
    }

    /// A path below the output folder as messages show it.
    public func shown(_ relative: String) -> String {
        displayPath == "." ? relative : "\(displayPath)/\(relative)"
    }

    /// Throws when the output folder is one no run may write into (the root or home
    /// folder, or one overlapping the specs folder).
    public func checkFolder(specsFolder: URL?) throws(Failure) {
        let path = resolvedFolderPath
        if path == "/" { throw .refusedFolder(path: displayPath, reason: "it is the root folder") }
        if isHome(path) { throw .refusedFolder(path: displayPath, reason: "it is the home folder") }
        if let specsFolder {
            let specs = specsFolder.resolvingSymlinksInPath().path
            if path == specs || specs.hasPrefix(path + "/") || path.hasPrefix(specs + "/") {
                throw .refusedFolder(path: displayPath, reason: "it overlaps the specs folder")
            }
        }
    }

    /// Relative paths of the Swift and Markdown files under the output folder, other than
    /// `wanted`, that carry ScreenGen's header. Symbolic links are not followed, so removal never reaches
    /// outside the folder. `staging`: a run that stages inside the output folder leaves out its
    /// own staged files, before reading their headers (a cold run stages every file there).
    func ownedFiles(besides wanted: Set<String>, staging: StagingArea? = nil) -> [String] {
        var result: [String] = []
        // Compared by their bytes, as the disk names files: `String`'s equality would take a
        // composed and a decomposed spelling for one name.
        let wantedBytes = Set(wanted.map { Array($0.utf8) })
        // Swift files, and the Markdown graph (`graph: true`).
        let root = folderPath
        for path in regularFilesOnDisk() where !wantedBytes.contains(Array(path.utf8)) && (path.hasSuffix(".swift") || path.hasSuffix(".md"))
            && staging?.isOwn(path) != true {
            // A staged file of a killed run may be cut before its header: its name says whose it is.
            if fileStartsWithHeader(SpecFolder.join(root, path), orCutShort: StagingArea.isStagedName(path)) { result.append(path) }
        }
        return result
    }

    /// Removes the folders between `file` and `root` that `file`'s removal left empty.
    static func removeEmptyFolders(above file: String, below root: String) {
        var folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
        while folder.count > root.count, folder.hasPrefix(root + "/") {
            guard rmdir(folder) == 0 else { return }
            folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        }
    }
}
