import Foundation

/// Write stage: puts generated files on disk, touching only what changed.
///
/// Unchanged files keep their bytes and modification time (so Xcode does not rebuild),
/// each changed file is replaced atomically (temporary file, then rename), and files
/// that ScreenGen wrote before but no longer generates are removed — recognised by their
/// header, so nothing a person wrote is ever deleted or overwritten.
public struct OutputWriter: Sendable {
    public struct Plan: Sendable, Equatable {
        public var writes: [GeneratedFile] = []
        public var unchanged: [String] = []
        /// Paths relative to the output folder.
        public var removals: [String] = []

        public var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case refusedFolder(path: String, reason: String)
        case wouldOverwrite(path: String)
        /// A path that would lead outside the output folder (`..`, absolute, or through a
        /// symbolic link that points elsewhere).
        case outsideFolder(path: String, reason: String)
        case io(path: String, reason: String)

        public var description: String {
            switch self {
            case let .refusedFolder(path, reason):
                return "\(path.shownOnOneLine): error: refusing to write generated files into '\(path.shownOnOneLine)': \(reason); choose a dedicated folder such as Generated/ (--output DIR)"
            case let .wouldOverwrite(path):
                return "\(path.shownOnOneLine): error: refusing to overwrite a file that screengen did not generate (no '\(SwiftWriter.headerPrefix.trimmingWhitespace)…' header); move it or choose another --output folder"
            case let .outsideFolder(path, reason):
                return "\(path.shownOnOneLine): error: refusing to write outside the output folder: \(reason)"
            case let .io(path, reason):
                return "\(path.shownOnOneLine): error: \(reason.shownOnOneLine)"
            }
        }
    }

    /// The output folder as the user named it.
    public let displayPath: String
    public let url: URL

    public init(path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL
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

    /// Carries out a plan made by ``plan(_:specsFolder:)``. `modified`: the modification
    /// time to give each file written (see ``writeFile(_:to:modified:)``); nil for now.
    public func apply(_ plan: Plan, modified: FileStamp.Time? = nil) throws(Failure) {
        for file in plan.writes {
            try writeAtomically(file, modified: modified)
        }
        try remove(plan.removals)
    }

    /// Whether the file on disk already holds exactly `contents`: one comparison of the
    /// bytes in place, where copying both sides into `Data` first cost more than reading.
    static func same(_ bytes: [UInt8], _ contents: String) -> Bool {
        var contents = contents
        return contents.withUTF8 { text in
            text.count == bytes.count && bytes.withUnsafeBufferPointer { disk in
                text.isEmpty || memcmp(disk.baseAddress!, text.baseAddress!, text.count) == 0
            }
        }
    }

    /// A path below the output folder as messages show it.
    public func shown(_ relative: String) -> String {
        displayPath == "." ? relative : "\(displayPath)/\(relative)"
    }

    /// Throws when the output folder is one no run may write into (the root or home
    /// folder, or one overlapping the specs folder).
    public func checkFolder(specsFolder: URL?) throws(Failure) {
        let path = url.resolvingSymlinksInPath().path
        if path == "/" { throw .refusedFolder(path: displayPath, reason: "it is the root folder") }
        let home = FileManager.default.homeDirectoryForCurrentUser.resolvingSymlinksInPath().path
        if path == home { throw .refusedFolder(path: displayPath, reason: "it is the home folder") }
        if let specsFolder {
            let specs = specsFolder.resolvingSymlinksInPath().path
            if path == specs || specs.hasPrefix(path + "/") || path.hasPrefix(specs + "/") {
                throw .refusedFolder(path: displayPath, reason: "it overlaps the specs folder")
            }
        }
    }

    /// Relative paths of the Swift and Markdown files under the output folder, other than
    /// `wanted`, that carry ScreenGen's header. Symbolic links are not followed, so removal never reaches
    /// outside the folder.
    func ownedFiles(besides wanted: Set<String>) -> [String] {
        var result: [String] = []
        // Swift files, and the Markdown graph (`graph: true`).
        let root = url.path
        for path in regularFilesOnDisk() where !wanted.contains(path) && (path.hasSuffix(".swift") || path.hasSuffix(".md")) {
            if fileStartsWithHeader(SpecFolder.join(root, path)) { result.append(path) }
        }
        return result
    }

    func writeAtomically(_ file: GeneratedFile, modified: FileStamp.Time?) throws(Failure) {
        try checkInside(file.path)
        // Plain paths rather than URLs: URL arithmetic cost more than the writing itself.
        let target = SpecFolder.join(url.path, file.path)
        let slash = target.lastIndex(of: "/")!
        let folder = String(target[..<slash])
        let temporary = folder + "/" + Self.temporaryName(for: String(target[target.index(after: slash)...]))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if let code = Self.writeFile(file.contents, to: temporary, modified: modified) {
                try? FileManager.default.removeItem(atPath: temporary)
                throw Failure.io(path: shown(file.path), reason: "cannot write file: \(InputFile.describe(code))")
            }
            if rename(temporary, target) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw Failure.io(path: shown(file.path), reason: "cannot replace file: \(reason)")
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .io(path: shown(file.path), reason: "cannot write file: \(SpecFolder.describe(error))")
        }
    }

    func removeEmptyFolders(above file: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > url.path.count, folder.path.hasPrefix(url.path) {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path), contents.isEmpty else { return }
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
