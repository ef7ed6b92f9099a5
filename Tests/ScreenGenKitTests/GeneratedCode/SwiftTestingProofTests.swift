import Foundation
import ScreenGenKit
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Proves that the generated Swift Testing suite fails when it should, as
/// `GeneratedTestsProofTests` proves the XCTest one: the tvOS example module's generated
/// suite (`TVGuideTests.TVGuideScreenTests`, `tests: swift-testing`) runs with Swift Testing
/// as a child process against broken copies of its storyboard, and exactly the tests of the
/// affected screens must fail, each with one issue naming the storyboard, the identifier and
/// the spec line, recorded at the test's own line, with the run ending normally. The
/// module's declared segues (one plain, one embedded in a navigation controller) have a
/// test each, proven the same way.
final class SwiftTestingProofTests: XCTestCase {
    private static let suite = "TVGuideTests.TVGuideScreenTests"
    private static let allTests: Set<String> = [
        "storyboardGuide()", "screenChannelListViewController()", "screenMenuViewController()",
        "screenProgramDetailViewController()", "screenShelfViewController()",
        "segueMenuViewControllerShowChannels()", "segueMenuViewControllerShowShelf()",
        // The routes of Specs/Links.yml, built in code: no storyboard breaks them.
        "routeChannelViewController()", "routeChannelsViewController()", "routeEpisodeViewController()",
        "routeScreenChannelViewController()", "routeScreenChannelsViewController()", "routeScreenEpisodeViewController()",
        "stackChannelViewController()", "stackChannelsViewController()", "stackEpisodeViewController()",
    ]
    private static let module = Fixtures.repository.appendingPathComponent("Example/TVGuide")

    func testUnchangedStoryboardPassesEveryGeneratedTest() throws {
        let outcome = try runGeneratedSuite { _ in }
        XCTAssertTrue(outcome.exitedNormally, outcome.output)
        XCTAssertEqual(outcome.failed, [:], outcome.output)
        XCTAssertEqual(outcome.passed, Self.allTests, outcome.output)
    }

    func testRenamedStoryboardIDFailsOnlyThatScreenAtItsTest() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try Self.edit(storyboard, replacing: "storyboardIdentifier=\"Shelf\"", with: "storyboardIdentifier=\"Shelves\"")
        }
        try assert(outcome, failing: ["screenShelfViewController()": [
            "storyboard 'Guide' has no scene with Storyboard ID 'Shelf' for ShelfViewController", "its IDs: ChannelListViewController, ProgramDetailViewController, Shelves",
            try spec("ShelfViewController"),
        ]])
        // The issue is recorded at the test function's call, so the IDE marks that test.
        let generated = Self.module.appendingPathComponent("Generated/TVGuideTests/TVGuideScreenTests.swift")
        let lines = try String(contentsOf: generated, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let call = try XCTUnwrap(lines.firstIndex { $0.contains("assertScene(ShelfViewController.self)") }) + 1
        XCTAssertEqual(outcome.locations["screenShelfViewController()"], ["TVGuideScreenTests.swift:\(call)"], outcome.output)
    }

    func testSceneOfAnotherClassFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try Self.edit(storyboard, replacing: "id=\"Chl-tv-004\" customClass=\"ChannelListViewController\"", with: "id=\"Chl-tv-004\" customClass=\"MenuViewController\"")
        }
        try assert(outcome, failing: [
            "screenChannelListViewController()": [
                "storyboard 'Guide' scene 'ChannelListViewController' is MenuViewController; expected ChannelListViewController", try spec("ChannelListViewController"),
            ],
            // The channels are the root of the navigation controller that segue shows.
            "segueMenuViewControllerShowChannels()": [
                "segue 'showChannels'", "leads to MenuViewController; expected a navigation controller whose root is ChannelListViewController",
                try segueSpec("showChannels"),
            ],
        ])
        // The issue is the message alone, as XCTest's failure is (`failed - <message>`): what is
        // wrong, the spec line, the fix; not `Expectation failed: (viewController → …) is Screen`.
        XCTAssertEqual(outcome.failed["screenChannelListViewController()"], [
            "Issue recorded (error): \(try spec("ChannelListViewController")): storyboard 'Guide' scene 'ChannelListViewController' is MenuViewController; "
                + "expected ChannelListViewController (check its Custom Class and Module)",
        ])
    }

    func testMissingStoryboardFailsItsStoryboardAndScreens() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try FileManager.default.removeItem(at: storyboard)
        }
        var expected: [String: [String]] = ["storyboardGuide()": ["storyboard 'Guide' is not in bundle", try storyboardSpec("Guide")]]
        for screen in ["ChannelListViewController", "MenuViewController", "ProgramDetailViewController", "ShelfViewController"] {
            expected["screen\(screen)()"] = ["storyboard 'Guide' is not in bundle", try spec(screen)]
        }
        for segue in ["showChannels", "showShelf"] {
            expected["segueMenuViewController\(segue.prefix(1).uppercased() + segue.dropFirst())()"] = ["storyboard 'Guide' is not in bundle", try segueSpec(segue)]
        }
        try assert(outcome, failing: expected)
    }

    func testNoInitialSceneFailsOnlyTheInitialScreen() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try Self.edit(storyboard, replacing: " initialViewController=\"Mnu-tv-001\"", with: "")
        }
        var expected = ["screenMenuViewController()": [
            "storyboard 'Guide' has no initial view controller; expected MenuViewController", try spec("MenuViewController"),
        ]]
        // The menu's segues start from the initial view controller.
        for segue in ["showChannels", "showShelf"] {
            expected["segueMenuViewController\(segue.prefix(1).uppercased() + segue.dropFirst())()"] = ["segue '\(segue)': storyboard 'Guide' has no initial view controller", try segueSpec(segue)]
        }
        try assert(outcome, failing: expected)
    }

    /// A scene made through `init?(coder:...)` is checked without instantiating it.
    func testRenamedIDOfACreatorSceneFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try Self.edit(storyboard, replacing: "storyboardIdentifier=\"ProgramDetailViewController\"", with: "storyboardIdentifier=\"Program\"")
        }
        try assert(outcome, failing: ["screenProgramDetailViewController()": [
            "'ProgramDetailViewController' for ProgramDetailViewController", "its IDs: ChannelListViewController, Program, Shelf", try spec("ProgramDetailViewController"),
        ]])
    }

    func testRenamedSegueIdentifierFailsOnlyThatSegue() throws {
        let outcome = try runGeneratedSuite { storyboard in
            try Self.edit(storyboard, replacing: "identifier=\"showShelf\"", with: "identifier=\"showShelves\"")
        }
        try assert(outcome, failing: ["segueMenuViewControllerShowShelf()": [
            "storyboard 'Guide' initial view controller has no segue 'showShelf'; its segues: showChannels, showShelves", try segueSpec("showShelf"),
        ]])
        // The issue is recorded at the test function's call, so the IDE marks that test.
        let generated = Self.module.appendingPathComponent("Generated/TVGuideTests/TVGuideScreenTests.swift")
        let lines = try String(contentsOf: generated, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let call = try XCTUnwrap(lines.firstIndex { $0.contains("assertSegue(MenuViewController.self, \"showShelf\"") }) + 1
        XCTAssertEqual(outcome.locations["segueMenuViewControllerShowShelf()"], ["TVGuideScreenTests.swift:\(call)"], outcome.output)
    }

    func testSegueToAnotherClassFailsOnlyThatSegue() throws {
        let outcome = try runGeneratedSuite { storyboard in
            // The segue now shows the channel list instead of the shelf.
            try Self.edit(storyboard, replacing: "<segue destination=\"Shf-tv-002\"", with: "<segue destination=\"Chl-tv-004\"")
        }
        try assert(outcome, failing: ["segueMenuViewControllerShowShelf()": [
            "segue 'showShelf'", "leads to ChannelListViewController; expected ShelfViewController", try segueSpec("showShelf"),
        ]])
    }

    // MARK: Running the generated suite

    struct Outcome {
        var passed: Set<String> = []
        var failed: [String: [String]] = [:]
        /// `File.swift:line` of each issue, by test.
        var locations: [String: [String]] = [:]
        var exitedNormally = false
        var output = ""
    }

    /// Copies the test executable into a fresh folder, compiles a (possibly broken) copy of
    /// the module's storyboard where that copy's `Bundle.module` looks, and runs only the
    /// generated suite there with Swift Testing, which writes its results as xUnit.
    private func runGeneratedSuite(_ breakStoryboard: (URL) throws -> Void) throws -> Outcome {
        let compiler = Bundle.main.bundleURL.appendingPathComponent("storyboardc")
        guard FileManager.default.isExecutableFile(atPath: compiler.path) else {
            throw XCTSkip("storyboardc is not built (swift build --build-tests builds it)")
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let work = Fixtures.temporaryFolder(self)
        let storyboard = work.appendingPathComponent("Guide.storyboard")
        try FileManager.default.copyItem(at: Self.module.appendingPathComponent("Resources/Guide.storyboard"), to: storyboard)
        try breakStoryboard(storyboard)

        let run = work.appendingPathComponent("run")
        // The bundle folder must exist, or Bundle.module would fall back to the build folder.
        let bundle = run.appendingPathComponent("screengen_TVGuide.resources")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: storyboard.path) {
            let compiled = try ScreenGenProcess.run(["--module", "TVGuide", "--output", bundle.path, storyboard.path], executable: compiler)
            XCTAssertEqual(compiled.status, 0, "storyboardc failed: \(compiled.stderr)")
        }
        let copy = run.appendingPathComponent(executable.lastPathComponent)
        try FileManager.default.copyItem(at: executable, to: copy)
        let xunit = work.appendingPathComponent("results.xml")
        let result = try ScreenGenProcess.run(["--testing-library", "swift-testing", "--filter", Self.suite, "--xunit-output", xunit.path],
                                              in: run, executable: copy, environment: ["NO_COLOR": "1"])
        return try Self.parse(xunit: xunit, console: result.stdout + result.stderr, exitedNormally: result.reason == .exit)
    }

    /// Outcomes and messages from the xUnit file; where each issue was recorded from the
    /// console's `Test x() recorded an issue at File.swift:line:column` lines.
    static func parse(xunit: URL, console: String, exitedNormally: Bool) throws -> Outcome {
        var outcome = Outcome(exitedNormally: exitedNormally, output: console)
        guard let document = try? XMLDocument(contentsOf: xunit, options: []) else { return outcome }
        for case let testCase as XMLElement in try document.nodes(forXPath: "//testcase") {
            guard let name = testCase.attribute(forName: "name")?.stringValue else { continue }
            let failures = testCase.elements(forName: "failure").compactMap { $0.attribute(forName: "message")?.stringValue }
            if failures.isEmpty { outcome.passed.insert(name) } else { outcome.failed[name] = failures }
        }
        for line in console.split(separator: "\n") {
            guard let test = line.range(of: "Test "), let recorded = line.range(of: " recorded an issue at ") else { continue }
            let name = String(line[test.upperBound..<recorded.lowerBound])
            let place = line[recorded.upperBound...].split(separator: ":").prefix(2).joined(separator: ":")
            outcome.locations[name, default: []].append(place)
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

    private static let model: AppModel? = Pipeline().run(specs: SpecFolder(path: "Example/TVGuide/Specs", currentDirectory: Fixtures.repository.path)).model

    private func spec(_ screen: String) throws -> String {
        let model = try XCTUnwrap(Self.model)
        return try model.reference(of: XCTUnwrap(model.screens.first { $0.typeName == screen }))
    }

    private func segueSpec(_ identifier: String) throws -> String {
        let model = try XCTUnwrap(Self.model)
        let screen = try XCTUnwrap(model.screens.first { $0.segues.contains { $0.identifier == identifier } })
        return try model.reference(of: XCTUnwrap(screen.segues.first { $0.identifier == identifier }), from: screen)
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
