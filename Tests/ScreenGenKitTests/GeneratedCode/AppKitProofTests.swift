import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated AppKit tests fail when they should, as
/// `GeneratedTestsProofTests` does for UIKit: the macOS example module's generated suite
/// (`MacNotesTests.MacNotesScreenTests`) runs as a child process against broken copies of
/// its storyboards and XIB on the AppKit stand-in, and exactly the tests of the affected
/// screens must fail, each naming the storyboard or nib, the identifier and the spec line,
/// with the run not crashed.
final class AppKitProofTests: XCTestCase {
    private static let suite = "MacNotesTests.MacNotesScreenTests"
    private static let allTests: Set<String> = [
        "testStoryboardMain", "testStoryboardPreferences", "testScreenMainWindowController",
        "testScreenNoteEditorViewController", "testScreenNoteInfoViewController", "testScreenNoteListViewController",
        "testScreenPreferencesWindowController", "testConnectionsNoteInfoViewController",
    ]
    private static let module = Fixtures.repository.appendingPathComponent("Example/MacNotes")

    func testUnchangedStoryboardsPassEveryGeneratedTest() throws {
        let outcome = try runGeneratedSuite { _ in }
        XCTAssertTrue(outcome.exitedNormally, outcome.output)
        XCTAssertEqual(outcome.failed, [:], outcome.output)
        XCTAssertEqual(outcome.passed, Self.allTests, outcome.output)
    }

    func testRenamedStoryboardIDFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { folder in
            try Self.edit(folder.appendingPathComponent("Preferences.storyboard"),
                          replacing: "storyboardIdentifier=\"PreferencesWindowController\"", with: "storyboardIdentifier=\"Preferences\"")
        }
        try assert(outcome, failing: ["testScreenPreferencesWindowController": [
            "storyboard 'Preferences' has no scene with Storyboard ID 'PreferencesWindowController' for PreferencesWindowController",
            "its IDs: Preferences", try spec("PreferencesWindowController"),
        ]])
    }

    /// A window controller scene whose class changed: the test instantiates it and reports
    /// what it is instead.
    func testWindowControllerOfAnotherClassFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { folder in
            try Self.edit(folder.appendingPathComponent("Main.storyboard"),
                          replacing: "id=\"B8D-0N-5wS\" customClass=\"MainWindowController\"", with: "id=\"B8D-0N-5wS\" customClass=\"PreferencesWindowController\"")
        }
        try assert(outcome, failing: ["testScreenMainWindowController": [
            "storyboard 'Main' initial controller is PreferencesWindowController; expected MainWindowController", try spec("MainWindowController"),
        ]])
    }

    func testNoInitialControllerFailsOnlyTheInitialScreen() throws {
        let outcome = try runGeneratedSuite { folder in
            try Self.edit(folder.appendingPathComponent("Main.storyboard"), replacing: " initialViewController=\"B8D-0N-5wS\"", with: "")
        }
        try assert(outcome, failing: ["testScreenMainWindowController": [
            "storyboard 'Main' has no initial controller; expected MainWindowController", try spec("MainWindowController"),
        ]])
    }

    func testMissingStoryboardFailsItsStoryboardAndScreens() throws {
        let outcome = try runGeneratedSuite { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Main.storyboard"))
        }
        var expected: [String: [String]] = ["testStoryboardMain": ["storyboard 'Main' is not in bundle", try storyboardSpec("Main")]]
        for screen in ["MainWindowController", "NoteEditorViewController", "NoteListViewController"] {
            expected["testScreen\(screen)"] = ["storyboard 'Main' is not in bundle", try spec(screen)]
        }
        try assert(outcome, failing: expected)
    }

    /// A XIB left out of the target: `NSNib(nibNamed:bundle:)` would be nil, and the test says
    /// so instead of crashing in `init(nibName:bundle:)` when the view loads.
    func testMissingNibFailsOnlyItsScreen() throws {
        let outcome = try runGeneratedSuite { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("NoteInfo.xib"))
        }
        try assert(outcome, failing: ["testScreenNoteInfoViewController": [
            "nib 'NoteInfo' is not in bundle", "expected NoteInfo.nib there for NoteInfoViewController", try spec("NoteInfoViewController"),
        ]])
    }

    /// A nib in the bundle that AppKit cannot read: `NSNib(nibNamed:bundle:)` is nil.
    func testUnreadableNibFailsOnlyItsScreen() throws {
        let outcome = try runGeneratedSuite({ _ in }, breakBundle: { bundle in
            try Data("not a nib".utf8).write(to: bundle.appendingPathComponent("NoteInfo.nib"))
        })
        try assert(outcome, failing: ["testScreenNoteInfoViewController": [
            "nib 'NoteInfo' in bundle", "could not be read; expected the view of NoteInfoViewController", try spec("NoteInfoViewController"),
        ]])
    }

    // MARK: Running the generated suite

    struct Outcome {
        var passed: Set<String> = []
        var failed: [String: [String]] = [:]
        var exitedNormally = false
        var output = ""
    }

    /// Copies the test executable into a fresh folder, compiles (possibly broken) copies of
    /// the module's storyboards and XIBs where that copy's `Bundle.module` looks, lets
    /// `breakBundle` spoil what was compiled, and runs only the generated suite there.
    private func runGeneratedSuite(_ breakStoryboards: (URL) throws -> Void, breakBundle: (URL) throws -> Void = { _ in }) throws -> Outcome {
        let compiler = Bundle.main.bundleURL.appendingPathComponent("storyboardc")
        guard FileManager.default.isExecutableFile(atPath: compiler.path) else {
            throw XCTSkip("storyboardc is not built (swift build --build-tests builds it)")
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let work = Fixtures.temporaryFolder(self)
        let sources = work.appendingPathComponent("Resources")
        try FileManager.default.copyItem(at: Self.module.appendingPathComponent("Resources"), to: sources)
        try breakStoryboards(sources)

        let run = work.appendingPathComponent("run")
        // The bundle folder must exist, or Bundle.module would fall back to the build folder.
        let bundle = run.appendingPathComponent("screengen_MacNotes.resources")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let documents = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        let compiled = try ScreenGenProcess.run(["--module", "MacNotes", "--output", bundle.path] + documents.map { sources.appendingPathComponent($0).path },
                                                executable: compiler)
        XCTAssertEqual(compiled.status, 0, "storyboardc failed: \(compiled.stderr)")
        try breakBundle(bundle)
        let copy = run.appendingPathComponent(executable.lastPathComponent)
        try FileManager.default.copyItem(at: executable, to: copy)
        let result = try ScreenGenProcess.run([Self.suite], in: run, executable: copy)
        return Self.parse(result.stdout + result.stderr, exitedNormally: result.reason == .exit)
    }

    /// Reads XCTest's Linux output: `Test Case 'Suite.test' passed|failed` lines and
    /// `path:line: error: Suite.test : message` lines.
    static func parse(_ output: String, exitedNormally: Bool) -> Outcome {
        var outcome = Outcome(exitedNormally: exitedNormally, output: output)
        let prefix = "MacNotesScreenTests."
        for line in output.split(separator: "\n").map(String.init) {
            if let start = line.range(of: "Test Case '\(prefix)"), let end = line[start.upperBound...].firstIndex(of: "'") {
                let name = String(line[start.upperBound..<end])
                if line.contains("' passed") { outcome.passed.insert(name) }
                if line.contains("' failed") { outcome.failed[name, default: []] += [] }
            } else if let range = line.range(of: ": error: \(prefix)"), let separator = line[range.upperBound...].range(of: " : ") {
                let test = String(line[range.upperBound..<separator.lowerBound])
                outcome.failed[test, default: []].append(String(line[separator.upperBound...]))
            }
        }
        return outcome
    }

    private func assert(_ outcome: Outcome, failing expected: [String: [String]], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(outcome.exitedNormally, "the generated suite crashed instead of failing:\n\(outcome.output)", file: file, line: line)
        XCTAssertEqual(Set(outcome.failed.keys), Set(expected.keys), outcome.output, file: file, line: line)
        XCTAssertEqual(outcome.passed, Self.allTests.subtracting(expected.keys), "every other generated test passes", file: file, line: line)
        for (test, fragments) in expected {
            let messages = outcome.failed[test] ?? []
            XCTAssertEqual(messages.count, 1, "\(test): one clear failure, got \(messages)", file: file, line: line)
            for fragment in fragments {
                XCTAssertTrue(messages.contains { $0.contains(fragment) }, "\(test): message lacks '\(fragment)': \(messages)", file: file, line: line)
            }
        }
    }

    // MARK: Spec locations

    private static let model: AppModel? = Pipeline().run(specs: SpecFolder(path: "Example/MacNotes/Specs", currentDirectory: Fixtures.repository.path)).model

    private func spec(_ screen: String) throws -> String {
        let model = try XCTUnwrap(Self.model)
        return try model.reference(of: XCTUnwrap(model.screens.first { $0.typeName == screen }))
    }

    private func storyboardSpec(_ name: String) throws -> String {
        let model = try XCTUnwrap(Self.model)
        return try model.reference(of: XCTUnwrap(model.storyboards.first { $0.name == name }))
    }

    private static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(file.lastPathComponent) no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }
}
