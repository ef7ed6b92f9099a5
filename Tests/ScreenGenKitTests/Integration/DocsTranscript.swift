import Foundation

/// A documentation block marked `transcript in FOLDER`: `$ screengen …` lines, each followed
/// by what that command prints (standard output, then standard error) when the commands run
/// one after another in a copy of FOLDER.
struct DocsTranscript: Equatable {
    struct Step: Equatable {
        /// The command as written after `$ `.
        var command: String
        var output: String
    }

    var steps: [Step]

    init(steps: [Step]) {
        self.steps = steps
    }

    /// The steps of a block's text; lines before the first `$ ` belong to no step and are dropped.
    init(parsing text: String) {
        var steps: [Step] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), output: ""))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output += line + "\n"
            }
        }
        self.steps = steps
    }

    /// The block's text: each command after `$ `, then its output, each line ending in `\n`.
    var text: String {
        steps.map { step in
            "$ \(step.command)\n" + step.output + (step.output.isEmpty || step.output.hasSuffix("\n") ? "" : "\n")
        }.joined()
    }

    /// Runs each command of `self` in a copy of `fixture` and returns the transcript it gives.
    /// A command must be one `screengen …` command; it runs the binary under test.
    func rerun(in fixture: URL, scratch: URL) throws -> DocsTranscript {
        let folder = scratch.appendingPathComponent(fixture.lastPathComponent)
        try FileManager.default.copyItem(at: fixture, to: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try DocsTranscript(steps: steps.map { step in
            let commands = ShellCommandLine.commands(in: step.command)
            guard commands.count == 1, let words = commands.first?.words, words.first == "screengen" else {
                return Step(command: step.command, output: "(a transcript runs one screengen command per `$ ` line)\n")
            }
            let result = try ScreenGenProcess.run(Array(words.dropFirst()), in: folder, environment: environment)
            return Step(command: step.command, output: result.stdout + result.stderr)
        })
    }

    /// `page` with the lines of `block` replaced by `text` (recording).
    static func replacing(_ block: DocsCodeBlock, with text: String, in page: String) -> String {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let count = block.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let indent = String(repeating: " ", count: block.indent)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.isEmpty ? "" : indent + $0 }
        lines.replaceSubrange((block.line - 1)..<(block.line - 1 + count), with: new)
        return lines.joined(separator: "\n")
    }
}
