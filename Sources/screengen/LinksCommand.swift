import ArgumentParser
import Foundation
import ScreenGenKit

/// `screengen links`: the link contract of every module's `url:` patterns, for the web team
/// and the site's `apple-app-site-association` file.
struct LinksCommand: ExitCodeCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Print every url: pattern with its screen, parameters and a sample URL (JSON or Markdown), or the applinks components of an apple-app-site-association file.",
        discussion: "The JSON is the baseline that `screengen check --links-baseline FILE` compares the specs with, so a published link that stops matching fails CI."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown, aasa
    }

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: ArgumentHelp("json (default), markdown or aasa.", valueName: "format"))
    var format: Format = .json

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("With --format aasa: an app ID (TEAMID.bundle.id) for a whole apple-app-site-association file; repeat it for several apps. Without it, the components array alone.", valueName: "id"))
    var appIDs: [String] = []

    @Option(name: .long, help: ArgumentHelp("The scheme and host of the sample URLs (default: https://example.com).", valueName: "url"))
    var base: String = "https://example.com"

    mutating func execute() -> ExitStatus {
        let runs: [SpecRun]
        switch ModuleRun.runs(options, output: nil, stopVerb: "no links written") {
        case let .success(loaded): runs = loaded.runs
        case let .failure(failure): return failure.status
        }
        let models = runs.compactMap(\.result.model)
        guard let run = runs.first, models.count == runs.count else { return .specErrors }
        let contract = LinkContract(models, base: base.hasSuffix("/") ? String(base.dropLast()) : base)
        let text: String
        switch format {
        case .json: text = contract.json
        case .markdown: text = contract.markdown
        case .aasa: text = contract.appSiteAssociation(appIDs: appIDs)
        }
        return run.reporter.deliver(text, to: output, what: "links")
    }
}
