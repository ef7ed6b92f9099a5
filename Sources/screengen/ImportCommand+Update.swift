import Foundation
import ScreenGenKit

/// `import --update`: spec files that exist are edited in place (``SpecUpdater``) rather
/// than replaced, so the team's keys and comments survive a storyboard change.
extension ImportCommand {
    /// What `--update` does to one existing file, for the summary.
    struct UpdateReport {
        var shown: String
        var update: SpecUpdater.Update
        var unchanged: Bool
    }

    /// `files` with every file that exists replaced by the update of what is on disk, and
    /// what each update did; nil after reporting a file that cannot be updated.
    func updating(_ batches: [Batch], _ files: [[SpecImporter.SpecFile]], reporter: Reporter) -> ([[SpecImporter.SpecFile]], [UpdateReport])? {
        let updater = SpecUpdater(prune: prune)
        var reports: [UpdateReport] = []
        var result: [[SpecImporter.SpecFile]] = []
        var failed = false
        for (batch, batchFiles) in zip(batches, files) {
            result.append(batchFiles.map { file in
                let url = batch.importer.outputFolder.appendingPathComponent(file.name)
                guard FileManager.default.fileExists(atPath: url.path) else { return file }
                // Decoded as written, a byte-order mark included: the update keeps it.
                guard let data = try? Data(contentsOf: url), let old = String(validatingUTF8Bytes: data),
                      let update = updater.update(old, to: file.contents) else {
                    reporter.failure("\(batch.shown(file.name)): error: cannot update this file: it is not a spec mapping screengen can read; fix it or pass --force to replace it")
                    failed = true
                    return file
                }
                if let refusal = update.refusal {
                    reporter.failure("\(batch.shown(file.name)):\(refusal.line):\(refusal.column): error: \(refusal.message); nothing written")
                    failed = true
                    return file
                }
                reports.append(UpdateReport(shown: batch.shown(file.name), update: update, unchanged: update.text == old))
                return SpecImporter.SpecFile(name: file.name, contents: update.text)
            })
        }
        return failed ? nil : (result, reports)
    }

    /// One line per updated file, and one per screen the storyboard no longer has.
    func report(_ updates: [UpdateReport], reporter: Reporter) {
        for entry in updates {
            let update = entry.update
            let parts = [("added", update.added), ("updated", update.changed), ("removed", update.removed)]
                .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }
            reporter.progress("updated \(entry.shown): " + (entry.unchanged ? "unchanged" : parts.isEmpty ? "header only" : parts.joined(separator: "; ")))
            for screen in update.kept {
                reporter.progress("  - \(screen): no longer in the storyboard, kept because it has keys the import does not write; remove it, or pass --prune")
            }
        }
    }
}

private extension String {
    /// The text of `data` when it is UTF-8, every scalar kept (a leading byte-order mark too).
    init?(validatingUTF8Bytes data: Data) {
        guard let text = String(bytes: data, encoding: .utf8) else { return nil }
        self = data.starts(with: [0xEF, 0xBB, 0xBF]) && text.unicodeScalars.first != "\u{FEFF}" ? "\u{FEFF}" + text : text
    }
}
