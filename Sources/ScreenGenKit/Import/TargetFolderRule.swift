import Foundation

/// Which module a storyboard belongs to when the import covers several modules: the target
/// whose bundle holds it, named by `--module PATH=NAME` or by the folder it sits in.
///
/// The folder rule, for the storyboard's folders below the import path it was found under
/// (below the current folder when that path names the file itself):
/// - `Sources/<Target>/…` (SwiftPM): `<Target>`;
/// - otherwise the first folder, `<Target>/Base.lproj/Main.storyboard` or
///   `<Target>/Resources/Main.storyboard` (Xcode);
/// - when the storyboard sits directly in the import path (or in its `.lproj` or
///   `Resources` folders), the import path's own folder name: `import App Feed` reads
///   `App/Base.lproj/Main.storyboard` as target `App`. Never the current folder's name.
///
/// The folder's name becomes the module as Xcode makes it (``productModuleName(_:)``).
/// `.lproj` and `Resources` folders are never a target, and the name must then be a valid
/// Swift module name; otherwise the rule cannot decide.
public struct TargetFolderRule: Sendable {
    /// `--module PATH=NAME`: storyboards at or below `folder` belong to `module`.
    public struct Assignment: Sendable, Equatable {
        public var path: String
        public var module: String

        public init(path: String, module: String) {
            self.path = path
            self.module = module
        }
    }

    public let baseDirectory: URL
    /// The import paths (files or folders), as given.
    public let roots: [String]
    public let assignments: [Assignment]

    public init(baseDirectory: URL, roots: [String], assignments: [Assignment]) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        self.roots = roots
        self.assignments = assignments
    }

    /// The module `--module PATH=NAME` gives the storyboard: the longest PATH it is at or below.
    public func assignedModule(of file: StoryboardFile) -> String? {
        let path = file.url.standardizedFileURL.pathComponents
        let matches = assignments.compactMap { assignment -> (length: Int, module: String)? in
            let folder = url(assignment.path).pathComponents
            return path.starts(with: folder) ? (folder.count, assignment.module) : nil
        }
        return matches.max { $0.length < $1.length }?.module
    }

    /// The assignments whose PATH holds none of `files`: a mistyped PATH would otherwise
    /// change nothing, silently.
    public func unusedAssignments(for files: [StoryboardFile]) -> [Assignment] {
        assignments.filter { assignment in
            let folder = url(assignment.path).pathComponents
            return !files.contains { $0.url.standardizedFileURL.pathComponents.starts(with: folder) }
        }
    }

    /// The target folder's name, by the folder rule; nil when it cannot decide.
    public func targetFolder(of file: StoryboardFile) -> String? {
        let path = file.url.standardizedFileURL.pathComponents
        // The innermost import path that holds the file; a file given itself counts from the current folder.
        let root = roots.map(url).filter { path.count > $0.pathComponents.count && path.starts(with: $0.pathComponents) }
            .max { $0.pathComponents.count < $1.pathComponents.count } ?? baseDirectory
        let rootParts = root.pathComponents
        guard path.starts(with: rootParts) else { return nil }
        let folders = Array(path.dropLast().dropFirst(rootParts.count))
        let name: String?
        if folders.first == "Sources", folders.count >= 2 {
            name = folders[1]
        } else if let first = folders.first, !Self.isContainer(first) {
            name = first
        } else if root.pathComponents != baseDirectory.pathComponents, baseDirectory.pathComponents.count < rootParts.count,
                  rootParts.starts(with: baseDirectory.pathComponents) {
            // The import path is the target folder (or its Resources folder).
            name = rootParts.dropFirst(baseDirectory.pathComponents.count).last { !Self.isContainer($0) }
        } else {
            name = nil
        }
        guard let name = name.map(Self.productModuleName), SwiftIdentifier.moduleNameProblem(name) == nil else { return nil }
        return name
    }

    /// The module Xcode builds from a target's name (`PRODUCT_MODULE_NAME`, the default
    /// `$(PRODUCT_NAME:c99extidentifier)`): spaces and dashes become `_`, so folder
    /// `My App-Share` is module `My_App_Share`.
    public static func productModuleName(_ target: String) -> String {
        String(target.map { $0 == " " || $0 == "-" ? "_" : $0 })
    }

    /// Folders that hold a target's files but never name it.
    static func isContainer(_ folder: String) -> Bool {
        folder.hasSuffix(".lproj") || folder == "Resources" || folder == "Sources"
    }

    private func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
    }
}
