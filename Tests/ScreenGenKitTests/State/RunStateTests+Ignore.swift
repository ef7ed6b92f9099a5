import Foundation
@testable import ScreenGenKit
import XCTest

/// The `ignore:` lists among a run's inputs: a `generate` whose hidden warnings would show
/// again once an entry goes never skips the validation that shows them.
extension RunStateTests {
    private var warningSpec: String {
        "module: App\nstoryboards:\n  Main: {}\n  Legacy: {}\nscreens:\n  AViewController:\n    storyboard: Main\n"
    }

    /// A run whose only warning is hidden records its inputs (the next run skips its work);
    /// an edited list, in the config or in the spec, makes the next run validate and warn.
    func testEditedIgnoreListsDefeatTheRecord() throws {
        let edits: [(String, config: String, spec: String, edited: (URL) throws -> Void)] = [
            ("config", "ignore: [unused-storyboard]\n", warningSpec, { try self.write("ignore: [confusable-name]\n", to: $0.appendingPathComponent("screengen.yml")) }),
            ("spec", "strict: false\n", warningSpec + "ignore: [unused-storyboard]\n", { try self.write(self.warningSpec + "ignore: []\n", to: $0.appendingPathComponent("Specs/App.yml")) }),
        ]
        for (name, config, spec, edit) in edits {
            let folder = Fixtures.temporaryFolder(self)
            try write(config, to: folder.appendingPathComponent("screengen.yml"))
            try write(spec, to: folder.appendingPathComponent("Specs/App.yml"))
            let first = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(first.status, 0, "\(name): \(first.stderr)")
            XCTAssertEqual(first.stderr, "", name)
            XCTAssertNotNil(try state(folder).inputs, "\(name): a run that shows nothing records its inputs")
            let skipped = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(skipped.stdout, "wrote 0 files, 3 unchanged\n", name)
            try edit(folder)
            let rerun = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(rerun.status, 0, "\(name): \(rerun.stderr)")
            XCTAssertTrue(rerun.stderr.contains("warning: storyboard 'Legacy' is declared but no screen uses it"), "\(name): \(rerun.stderr)")
            // The warning is recorded with the inputs, and a run with nothing changed replays it.
            XCTAssertNotNil(try state(folder).inputs, "\(name): a run that warns records its inputs and its warnings")
            let replayed = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(replayed.status, 0, "\(name): \(replayed.stderr)")
            XCTAssertTrue(replayed.stderr.contains("warning: storyboard 'Legacy' is declared but no screen uses it"), "\(name): \(replayed.stderr)")
        }
    }

    /// The config's rules are inputs in their own right, whatever bytes spell them.
    func testIgnoreRulesChangeTheInputsDigest() {
        let footprint = StoryboardFootprint(roots: [], baseDirectory: URL(fileURLWithPath: "/"))
        func digest(_ rules: [IgnoreRule]) -> UInt64 {
            RunInputs(version: "1", build: "b", specsFolder: "Specs", specFiles: 1, config: nil, strict: false, ignoreRules: rules,
                      storyboardFolders: [], storyboards: footprint).digest
        }
        let location = SourceLocation(file: "screengen.yml", line: 2, column: 5)
        let plain = IgnoreRule(code: .unusedStoryboard, location: location)
        let scoped = IgnoreRule(code: .unusedStoryboard, storyboard: "Legacy", location: location)
        let screen = IgnoreRule(code: .unusedStoryboard, screen: "Legacy", location: location)
        let digests = [digest([]), digest([plain]), digest([scoped]), digest([screen]), digest([plain, plain])]
        XCTAssertEqual(Set(digests).count, digests.count, "each list has its own digest")
        XCTAssertEqual(digest([scoped]), digest([IgnoreRule(code: .unusedStoryboard, storyboard: "Legacy", location: .file("other.yml"))]),
                       "where an entry is written is no input")
    }
}
