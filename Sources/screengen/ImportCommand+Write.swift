import Foundation
import ScreenGenKit

/// How `import` writes: every spec file of every module folder, and the config file, staged
/// then committed together, so that a failure anywhere leaves every folder as it was.
extension ImportCommand {
    /// Writes every folder's spec files and the config file, all or none (``OutputCommit``
    /// in the kit): each file is staged first, and a folder this creates is removed again
    /// when anything fails. Returns the failure.
    static func commit(_ folders: [(url: URL, files: [SpecImporter.SpecFile])], config: (url: URL, shown: String, text: String)?) -> OutputWriter.Failure? {
        let commit = OutputCommit()
        defer { commit.discard() }
        var created: [URL] = []
        var entries = folders.map { folder in (folder.url, folder.files.map { GeneratedFile(path: $0.name, contents: $0.contents) }) }
        if let config {
            entries.append((config.url.deletingLastPathComponent(), [GeneratedFile(path: config.url.lastPathComponent, contents: config.text)]))
        }
        do throws(OutputWriter.Failure) {
            for (url, files) in entries {
                let writer = OutputWriter(path: url.path)
                created += try createFolder(writer)
                for file in files { try commit.stageReplacing(file, for: writer) }
            }
            try commit.commit()
            return nil
        } catch {
            commit.discard()
            for folder in created.reversed() { try? FileManager.default.removeItem(at: folder) }
            return error
        }
    }

    /// Creates `writer`'s folder and those above it that are missing; returns those it created.
    private static func createFolder(_ writer: OutputWriter) throws(OutputWriter.Failure) -> [URL] {
        var missing: [URL] = []
        var folder = writer.url
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(at: writer.url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: writer.displayPath, reason: "cannot create folder: \(error.localizedDescription.shownOnOneLine)")
        }
        return missing.reversed()
    }
}
