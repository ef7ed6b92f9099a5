import Foundation

/// Writes a compiled storyboard so that readers only ever see a complete folder.
///
/// The files go into a hidden sibling folder first, which then takes the final name; an
/// earlier compilation is moved aside just before and deleted after. An interrupted run
/// leaves at most a hidden folder behind, never a half-written `<Name>.storyboardc`.
enum StoryboardWriter {
    static func write(_ storyboard: CompiledStoryboard, into directory: URL) throws {
        let fileManager = FileManager.default
        let final = directory.appendingPathComponent("\(storyboard.name).storyboardc", isDirectory: true)
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = directory.appendingPathComponent(".\(storyboard.name).storyboardc.partial-\(suffix)", isDirectory: true)
        let previous = directory.appendingPathComponent(".\(storyboard.name).storyboardc.old-\(suffix)", isDirectory: true)
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
            defer { try? fileManager.removeItem(at: staging) }

            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            try encoder.encode(storyboard.info).write(to: staging.appendingPathComponent("Info.plist"))
            for (nibName, nib) in storyboard.nibs {
                try encoder.encode(nib).write(to: staging.appendingPathComponent("\(nibName).nib"))
            }

            // A directory cannot be renamed over a non-empty one, hence the detour.
            let replacing = fileManager.fileExists(atPath: final.path)
            if replacing {
                try? fileManager.removeItem(at: previous)
                try fileManager.moveItem(at: final, to: previous)
            }
            do {
                try fileManager.moveItem(at: staging, to: final)
            } catch {
                if replacing {
                    try? fileManager.moveItem(at: previous, to: final)
                }
                throw error
            }
            try? fileManager.removeItem(at: previous)
        } catch {
            throw CompileError.writeFailed(path: final.path, reason: error.localizedDescription)
        }
    }
}
