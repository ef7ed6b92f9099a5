import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import` on real storyboards (`../shared/corpus/storyboards/swiftgen/`): each
/// iOS file imports into the golden spec `Tests/Fixtures/Import/<name>/Specs/<name>.yml`,
/// each macOS file into `Tests/Fixtures/Import/macOS/<name>/Specs/<name>.yml` (with
/// `platform: macOS`), which then lints with the cross-check on and generates.
final class GoldenImportTests: XCTestCase {
    /// Files whose classes name no module or several, and the module the test imports them into.
    static let modules = ["AdditionalImport": "LocationPicker", "Anonymous": "App", "Known Types": "App", "Placeholder": "App", "Wizard": "SwiftGen"]
    /// What the import finds when asked to guess those modules.
    static let modulesFound = ["AdditionalImport": ["LocationPicker", "SlackTextViewController"], "Anonymous": [], "Known Types": [],
                               "Placeholder": [], "Wizard": ["ExtraModule", "SwiftGen"]]
    /// The same for the macOS files.
    static let macOSModules = ["Anonymous": "App", "Known Types": "App", "Message": "SwiftGen", "Placeholder": "App"]
    static let macOSModulesFound = ["Anonymous": [], "Known Types": [], "Message": ["NotCurrentModule", "SwiftGen"], "Placeholder": []]

    /// Where a corpus file's golden spec lives, and the module it is imported into.
    static func golden(_ name: String, platform: String) -> (folder: URL, module: String?, found: [String]?) {
        if platform == "macOS" {
            return (Fixtures.root.appendingPathComponent("Import/macOS/\(name)"), macOSModules[name], macOSModulesFound[name])
        }
        return (Fixtures.root.appendingPathComponent("Import/\(name)"), modules[name], modulesFound[name])
    }

    static var corpus: URL {
        Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards/swiftgen")
    }

    static func storyboards(_ platform: String) throws -> [URL] {
        let folder = corpus.appendingPathComponent(platform)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw XCTSkip("../shared/corpus/storyboards/swiftgen is not checked out next to the repository")
        }
        return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
    }

    func testEveryIOSStoryboardImportsLintsAndGenerates() throws {
        try importLintAndGenerate(platform: "iOS", atLeast: 7)
    }

    /// macOS storyboards import with `platform: macOS` and `windowController: true` for
    /// window controller scenes, and lint clean with the cross-check on.
    func testEveryMacOSStoryboardImportsLintsAndGenerates() throws {
        try importLintAndGenerate(platform: "macOS", atLeast: 6)
    }

    private func importLintAndGenerate(platform: String, atLeast count: Int) throws {
        let files = try Self.storyboards(platform)
        XCTAssertGreaterThanOrEqual(files.count, count)
        for url in files {
            let name = url.deletingPathExtension().lastPathComponent
            let (caseFolder, module, found) = Self.golden(name, platform: platform)
            // Rendered as if written into the golden folder, so the golden spec's `path:`
            // reaches the corpus and the golden file itself lints.
            let importer = SpecImporter(outputFolder: caseFolder.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
            let file = StoryboardFile(url: url, baseDirectory: Fixtures.repository)
            if module != nil {
                XCTAssertEqual(importer.run([file], module: nil), .failure(.module(found: found ?? [])), name)
            }
            let output = try importer.run([file], module: module).get()
            let specs = importer.render(output)
            guard let spec = specs.first else {
                XCTAssertEqual(output.skippedStoryboards.count, 1, "\(name): an import that writes nothing says why")
                // The file name only: the corpus path differs between checkouts.
                let text = output.skippedStoryboards.map { "\(url.lastPathComponent): \($0.reason)" }.joined(separator: "\n") + "\n"
                Fixtures.assertGolden(text, at: caseFolder.appendingPathComponent("skipped.txt"))
                continue
            }
            XCTAssertEqual(specs.count, 1, name)
            Fixtures.assertGolden(spec.contents, at: caseFolder.appendingPathComponent("Specs/\(spec.name)"))
            XCTAssertEqual(importer.check(specs), [], name)
            if Fixtures.isRecording { continue }

            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: caseFolder.path))
            XCTAssertFalse(result.diagnostics.containsErrors, "\(name): \(result.diagnostics)")
            XCTAssertFalse(result.files.isEmpty, "\(name) generates")
            XCTAssertEqual(result.model?.platform.rawValue, platform, name)
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .warning }, name)
            try assertCrossCheckIsOn(spec, storyboard: name, in: caseFolder)
        }
    }

    /// A screen the storyboard lacks must fail the imported spec: proof that `path:`
    /// turned the cross-check on.
    private func assertCrossCheckIsOn(_ spec: SpecImporter.SpecFile, storyboard: String, in folder: URL) throws {
        let probe = spec.contents.replacingOccurrences(of: "screens: {}\n", with: "screens:\n")
            + "  ScreenGenProbeViewController:\n    storyboard: \(storyboard)\n"
        let result = Pipeline(options: .init(baseDirectory: folder))
            .run(files: [SpecFolder.File(displayPath: "Specs/\(spec.name)", bytes: Array(probe.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.kind.code), ["storyboard-identifier-not-found"], storyboard)
    }

    /// Same storyboards, same bytes; and importing them all at once agrees with one by one.
    func testImportIsDeterministicAndOrderIndependent() throws {
        let files = try Self.storyboards("iOS").map { StoryboardFile(url: $0, baseDirectory: Fixtures.repository) }
        let importer = SpecImporter(outputFolder: Fixtures.repository.appendingPathComponent("Specs"), baseDirectory: Fixtures.repository)
        let first = importer.render(try importer.run(files, module: "SwiftGen").get())
        let second = importer.render(try importer.run(files.reversed(), module: "SwiftGen").get())
        XCTAssertEqual(first, second)
        // The others have no scene of module SwiftGen, so no spec: a storyboard no screen
        // uses would fail `lint --strict`. Placeholder's navigation controller has a
        // Storyboard ID and no class, so it is a screen of class UINavigationController.
        XCTAssertEqual(first.map(\.name), ["Known Types.yml", "Message.yml", "Placeholder.yml", "Wizard.yml"])
        for file in first {
            XCTAssertFalse(file.contents.contains(Fixtures.repository.path), "\(file.name) holds an absolute path")
            XCTAssertTrue(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), file.name)
        }
        XCTAssertEqual(importer.check(first), [])
    }
}
