import Foundation

/// The `.gitignore` lines `init` writes: what a project's clone gets that is not meant to be
/// committed. Runs of `init`, `generate` (`--watch` too), `lint`, `check`, `xcfilelist`,
/// `graph` and `import` leave nothing but what they are asked to write (the test in
/// GitStatusTests holds them to it): no cache, no record, no lock file. What remains:
extension InitCommand {
    static let ignoreFile = ".gitignore"

    static let ignoreRules = [
        // A run killed part-way (SIGKILL, a power cut) can leave its staged files at the top
        // of an output folder, and a killed import in the specs folder (Docs/Limits.md).
        "# screengen: what a run killed part-way can leave; the next generate removes it",
        ".screengen-*",
        // `swift package … screengen` (the command plugin) builds screengen there.
        "# the SwiftPM plugin's build folder",
        ".build/",
    ]

    /// `existing` (nil: no file) with the rules it lacks appended, each pattern once, with its
    /// comment; nil when it has them all, so a second `init` changes nothing.
    static func ignoreText(existing: String?) -> String? {
        let present = Set((existing ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        var added: [String] = []
        var comment: String?
        for line in ignoreRules {
            if line.hasPrefix("#") {
                comment = line
            } else if !present.contains(line) {
                if let comment, !present.contains(comment) { added.append(comment) }
                added.append(line)
            }
        }
        guard !added.isEmpty else { return nil }
        var text = existing ?? ""
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        return text + added.joined(separator: "\n") + "\n"
    }
}
