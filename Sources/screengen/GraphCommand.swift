import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen graph`: draw the navigation the specs declare.
struct GraphCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the storyboards, screens, initial scenes, navigation embedding and segues as a Mermaid flowchart or Graphviz DOT.",
        discussion: "With `graph: true` in screengen.yml, `generate` also writes <Module>/Navigation.md (the Mermaid chart in Markdown) and `check` verifies it."
    )

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("mermaid (default) or dot.", valueName: "format"))
    var format: GraphRenderer.Format = .mermaid

    @Option(name: .long, help: ArgumentHelp("Write the graph to this file instead of standard output.", valueName: "file"))
    var output: String?

    mutating func execute() -> ExitStatus {
        let runs: [SpecRun]
        switch ModuleRun.runs(options, output: nil, stopVerb: "no graph drawn") {
        case let .success(loaded): runs = loaded.runs
        case let .failure(failure): return failure.status
        }
        let models = runs.compactMap(\.result.model)
        guard let run = runs.first, models.count == runs.count else { return .specErrors }
        // Over several modules: one chart per module, in the order the config lists them.
        let text = models.map { GraphRenderer.render(NavigationGraph($0), as: format) }.joined(separator: "\n")
        return run.reporter.deliver(text, to: output, what: "graph")
    }
}

extension GraphRenderer.Format: ExpressibleByArgument {}
