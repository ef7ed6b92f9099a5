import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated tests fail when they should: the generated example suite
/// (`ExampleAppTests.ExampleAppScreenTests`) runs as a child process against broken copies
/// of the example storyboards, and exactly the tests of the affected screens must fail,
/// each naming the storyboard, the identifier and the spec line, with the run not crashed.
final class GeneratedTestsProofTests: XCTestCase {
    private static let suite = "ExampleAppTests.ExampleAppScreenTests"
    private static let allTests: Set<String> = [
        "testStoryboardMain", "testStoryboardNews", "testStoryboardSettings",
        "testScreenArticleViewController", "testScreenNewsFeedViewController", "testScreenNoteListViewController",
        "testScreenQuotesViewController", "testScreenSettingsViewController",
        "testScreenProfileViewController", "testScreenComposerViewController", "testScreenCommentsViewController",
        "testScreenHelpWebViewController", "testScreenLicensesWebViewController",
        "testSegueNewsFeedViewControllerShowArticle", "testSegueNoteListViewControllerShowQuotes", "testSegueArticleViewControllerShowComments",
        "testRouteTopicSummaryView", "testRouteTopicViewController", "testRouteTopicsViewController",
        "testRouteScreenTopicSummaryView", "testRouteScreenTopicViewController", "testRouteScreenTopicsViewController",
        "testRouteCodableTopicSummaryView", "testRouteCodableTopicViewController", "testRouteCodableTopicsViewController",
        "testRouteStackDropsRoutesThatNoLongerDecode",
        "testStackTopicSummaryView", "testStackTopicViewController", "testStackTopicsViewController",
        "testConnectionsComposerViewController",
    ]

    func testUnchangedStoryboardsPassEveryGeneratedTest() throws {
        let outcome = try runGeneratedSuite { _ in }
        XCTAssertEqual(outcome.failed, [:], outcome.output)
        XCTAssertEqual(outcome.passed, Self.allTests, outcome.output)
    }

    func testRenamedStoryboardIDFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Settings.storyboard"),
                          replacing: "storyboardIdentifier=\"SettingsScene\"", with: "storyboardIdentifier=\"SettingsScreen\"")
        }
        try assert(outcome, failing: ["testScreenSettingsViewController": ["storyboard 'Settings'", "'SettingsScene'", try spec("SettingsViewController")]])
    }

    /// The IDs listed are the ones someone set, not Interface Builder's
    /// `UIViewController-<object ID>` keys, and the failure marks the test method.
    func testFailureListsOnlyUserIDsAndMarksTheTestMethod() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Settings.storyboard"),
                          replacing: "storyboardIdentifier=\"SettingsScene\"", with: "storyboardIdentifier=\"SettingsScreen\"")
        }
        let message = try XCTUnwrap(outcome.failed["testScreenSettingsViewController"]?.first, outcome.output)
        XCTAssertTrue(message.hasSuffix("its IDs: LicensesWeb, SettingsScreen"), message)
        let generated = Fixtures.repository.appendingPathComponent("Generated/ExampleAppTests/ExampleAppScreenTests.swift")
        let lines = try String(contentsOf: generated, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let call = try XCTUnwrap(lines.firstIndex { $0.contains("assertScene(SettingsViewController.self)") }) + 1
        XCTAssertEqual(outcome.locations["testScreenSettingsViewController"], ["ExampleAppScreenTests.swift:\(call)"], outcome.output)
    }

    /// A hand-written test that calls `create` before the generated tests run meets the
    /// drift first: it stops with the spec line, the storyboard, the identifier and the
    /// type, from `instantiate()`, before UIKit's exception (which names none of them).
    func testHandWrittenTestCallingCreateFirstStopsWithTheSpecLine() throws {
        let outcome = try runGeneratedSuite(filter: "ExampleAppTests.ScreenFactoryTests/testSettingsComesFromItsStoryboardID") { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Settings.storyboard"),
                          replacing: "storyboardIdentifier=\"SettingsScene\"", with: "storyboardIdentifier=\"SettingsScreen\"")
        }
        XCTAssertFalse(outcome.exitedNormally, "a screen that cannot be made stops the program, as UIKit would")
        let expected = "\(try spec("SettingsViewController")): storyboard 'Settings' has no scene with Storyboard ID 'SettingsScene' for SettingsViewController; its IDs: LicensesWeb, SettingsScreen"
        XCTAssertTrue(outcome.output.contains(expected), outcome.output)
        XCTAssertFalse(outcome.output.contains("doesn't contain a view controller"), "stopped before UIKit:\n\(outcome.output)")
    }

    /// The compiled storyboard's layout is Xcode's, not public API: when its `Info.plist`
    /// cannot be read, a debug build's `instantiate()` does not stop on its own but goes on
    /// to `UIStoryboard(name:bundle:)`, whose failure is UIKit's (here the stand-in's).
    func testUnreadableCompiledStoryboardFallsThroughToUIKit() throws {
        let outcome = try runGeneratedSuite(filter: "ExampleAppTests.ScreenFactoryTests/testSettingsComesFromItsStoryboardID", { _ in }) { bundle in
            try FileManager.default.removeItem(at: bundle.appendingPathComponent("Settings.storyboardc/Info.plist"))
        }
        XCTAssertFalse(outcome.exitedNormally, outcome.output)
        XCTAssertTrue(outcome.output.contains("Could not read ") && outcome.output.contains("of storyboard 'Settings'"),
                      "UIStoryboard(name:bundle:) met the missing file:\n\(outcome.output)")
        XCTAssertFalse(outcome.output.contains("has no readable"), "instantiate() did not stop first:\n\(outcome.output)")
    }

    /// The same for a compiled storyboard that is not in the bundle at all.
    func testMissingCompiledStoryboardFallsThroughToUIKit() throws {
        let outcome = try runGeneratedSuite(filter: "ExampleAppTests.ScreenFactoryTests/testSettingsComesFromItsStoryboardID", { _ in }) { bundle in
            try FileManager.default.removeItem(at: bundle.appendingPathComponent("Settings.storyboardc"))
        }
        XCTAssertFalse(outcome.exitedNormally, outcome.output)
        XCTAssertTrue(outcome.output.contains("Could not find a storyboard named 'Settings'"), outcome.output)
        XCTAssertFalse(outcome.output.contains("is not in bundle"), "instantiate() did not stop first:\n\(outcome.output)")
    }

    func testSceneOfAnotherClassFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Main.storyboard"),
                          replacing: "storyboardIdentifier=\"QuotesViewController\" title=\"Quotes\" id=\"Q7s-bN-4Ut\" customClass=\"QuotesViewController\"",
                          with: "storyboardIdentifier=\"QuotesViewController\" title=\"Quotes\" id=\"Q7s-bN-4Ut\" customClass=\"ArticleViewController\"")
        }
        try assert(outcome, failing: [
            "testScreenQuotesViewController": [
                "storyboard 'Main'", "scene 'QuotesViewController' is ArticleViewController; expected QuotesViewController", try spec("QuotesViewController"),
            ],
            // The segue that shows the quotes now leads to an article screen.
            "testSegueNoteListViewControllerShowQuotes": [
                "segue 'showQuotes'", "leads to ArticleViewController; expected a navigation controller whose root is QuotesViewController",
                try segueSpec("showQuotes"),
            ],
        ])
        XCTAssertEqual(outcome.failed["testScreenQuotesViewController"], [
            "failed - \(try spec("QuotesViewController")): storyboard 'Main' scene 'QuotesViewController' is ArticleViewController; "
                + "expected QuotesViewController (check its Custom Class and Module)",
        ], "the message alone, as the Swift Testing issue has it")
    }

    /// Two screens share `WebViewController`: each test checks its own scene, so a wrong class
    /// on one scene fails that screen's test alone, naming its storyboard, ID and spec line.
    func testSceneOfAnotherClassFailsOnlyThatScreenOfASharedClass() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Settings.storyboard"),
                          replacing: "storyboardIdentifier=\"LicensesWeb\" title=\"Licenses\" id=\"Lw2-Vc-4Qb\" customClass=\"WebViewController\"",
                          with: "storyboardIdentifier=\"LicensesWeb\" title=\"Licenses\" id=\"Lw2-Vc-4Qb\" customClass=\"SettingsViewController\"")
        }
        try assert(outcome, failing: [
            "testScreenLicensesWebViewController": [
                "storyboard 'Settings'", "scene 'LicensesWeb' is SettingsViewController; expected WebViewController", try spec("LicensesWebViewController"),
            ],
        ])
    }

    /// A renamed Storyboard ID of one scene of a shared class fails that screen's test alone.
    func testRenamedIDOfASharedClassSceneFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Main.storyboard"),
                          replacing: "storyboardIdentifier=\"HelpWeb\"", with: "storyboardIdentifier=\"Help\"")
        }
        try assert(outcome, failing: ["testScreenHelpWebViewController": [
            "storyboard 'Main' has no scene with Storyboard ID 'HelpWeb' for WebViewController", try spec("HelpWebViewController"),
        ]])
    }

    /// `create` of a screen whose class other screens share passes its scene explicitly
    /// (`ScreenGenScene`), and stops with that screen's spec line before UIKit would raise.
    func testCreateOfASharedClassSceneStopsWithItsSpecLine() throws {
        let outcome = try runGeneratedSuite(filter: "ExampleAppTests.ScreenFactoryTests/testScreensOfASharedClassComeFromTheirOwnScenes") { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Main.storyboard"),
                          replacing: "storyboardIdentifier=\"HelpWeb\"", with: "storyboardIdentifier=\"Help\"")
        }
        XCTAssertFalse(outcome.exitedNormally, "a screen that cannot be made stops the program, as UIKit would")
        let expected = "\(try spec("HelpWebViewController")): storyboard 'Main' has no scene with Storyboard ID 'HelpWeb' for WebViewController; "
            + "its IDs: Help, ProfileViewController, QuotesViewController"
        XCTAssertTrue(outcome.output.contains(expected), outcome.output)
    }

    func testMissingStoryboardFailsItsStoryboardAndScreens() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try FileManager.default.removeItem(at: storyboards.appendingPathComponent("Storyboards/News.storyboard"))
        }
        try assert(outcome, failing: [
            "testStoryboardNews": ["storyboard 'News' is not in bundle", try storyboardSpec("News")],
            "testScreenNewsFeedViewController": ["storyboard 'News' is not in bundle", try spec("NewsFeedViewController")],
            "testScreenArticleViewController": ["storyboard 'News' is not in bundle", try spec("ArticleViewController")],
            "testSegueNewsFeedViewControllerShowArticle": ["storyboard 'News' is not in bundle", try segueSpec("ShowArticle")],
            "testScreenCommentsViewController": ["storyboard 'News' is not in bundle", try spec("CommentsViewController")],
            "testSegueArticleViewControllerShowComments": ["storyboard 'News' is not in bundle", try segueSpec("ShowComments")],
        ])
    }

    /// A segue-only scene (no Storyboard ID) is found among the storyboard's scenes without an
    /// ID by instantiating them: when none has its class, its test fails cleanly, and so does the
    /// segue that shows it.
    func testSegueOnlySceneOfAnotherClassFailsOnlyThatScreenAndItsSegue() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Storyboards/News.storyboard"),
                          replacing: "id=\"Cm7-tQ-4Vx\" customClass=\"CommentsViewController\"", with: "id=\"Cm7-tQ-4Vx\" customClass=\"ArticleViewController\"")
        }
        try assert(outcome, failing: [
            "testScreenCommentsViewController": [
                "storyboard 'News' has no scene of class CommentsViewController without a Storyboard ID among its 1 such scenes", try spec("CommentsViewController"),
            ],
            "testSegueArticleViewControllerShowComments": [
                "segue 'ShowComments'", "leads to ArticleViewController; expected CommentsViewController", try segueSpec("ShowComments"),
            ],
        ])
    }

    /// A scene made through `init?(coder:...)` is checked without instantiating it, so its
    /// trapping `required init?(coder:)` never runs, and a renamed ID still fails cleanly.
    func testRenamedIDOfACreatorSceneFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Main.storyboard"),
                          replacing: "storyboardIdentifier=\"ProfileViewController\"", with: "storyboardIdentifier=\"Profile\"")
        }
        try assert(outcome, failing: ["testScreenProfileViewController": [
            "storyboard 'Main'", "'ProfileViewController' for ProfileViewController", "its IDs: HelpWeb, Profile,", try spec("ProfileViewController"),
        ]])
    }

    func testRenamedNibFailsOnlyThatScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try FileManager.default.moveItem(at: storyboards.appendingPathComponent("Resources/Composer.xib"),
                                             to: storyboards.appendingPathComponent("Resources/ComposerView.xib"))
        }
        try assert(outcome, failing: ["testScreenComposerViewController": [
            "nib 'Composer' is not in bundle", "expected Composer.nib there for ComposerViewController", try spec("ComposerViewController"),
        ]])
    }

    func testNoInitialSceneFailsOnlyTheInitialScreen() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Resources/Main.storyboard"),
                          replacing: " initialViewController=\"Nt4-Lq-2aE\"", with: "")
        }
        try assert(outcome, failing: [
            "testScreenNoteListViewController": [
                "storyboard 'Main' has no initial view controller; expected NoteListViewController", try spec("NoteListViewController"),
            ],
            "testSegueNoteListViewControllerShowQuotes": [
                "segue 'showQuotes': storyboard 'Main' has no initial view controller", try segueSpec("showQuotes"),
            ],
        ])
    }

    func testRenamedSegueIdentifierFailsOnlyThatSegue() throws {
        let outcome = try runGeneratedSuite { storyboards in
            try Self.edit(storyboards.appendingPathComponent("Storyboards/News.storyboard"),
                          replacing: "identifier=\"ShowArticle\"", with: "identifier=\"ShowStory\"")
        }
        try assert(outcome, failing: ["testSegueNewsFeedViewControllerShowArticle": [
            "storyboard 'News' initial view controller has no segue 'ShowArticle'; its segues: ShowStory", try segueSpec("ShowArticle"),
        ]])
    }

    func testSegueToAnotherClassFailsOnlyThatSegue() throws {
        let outcome = try runGeneratedSuite { storyboards in
            // The segue now leads back to the feed itself.
            try Self.edit(storyboards.appendingPathComponent("Storyboards/News.storyboard"),
                          replacing: "<segue destination=\"Ar5-iH-0Mq\"", with: "<segue destination=\"Fd3-nW-8Lp\"")
        }
        try assert(outcome, failing: ["testSegueNewsFeedViewControllerShowArticle": [
            "segue 'ShowArticle'", "leads to NewsFeedViewController; expected ArticleViewController", try segueSpec("ShowArticle"),
        ]])
    }

    // MARK: Running the generated suite

    struct Outcome {
        var passed: Set<String> = []
        var failed: [String: [String]] = [:]
        /// `File.swift:line` of each failure, by test.
        var locations: [String: [String]] = [:]
        var exitedNormally = false
        var output = ""
    }

    /// Copies the test executable into a fresh folder, compiles (possibly broken) copies of
    /// the example storyboards where that copy's `Bundle.module` and `Bundle(for:)` look,
    /// and runs only the generated suite there.
    /// `breakCompiled` then changes the compiled module bundle.
    private func runGeneratedSuite(filter: String = suite, _ breakStoryboards: (URL) throws -> Void,
                                   breakCompiled: (URL) throws -> Void = { _ in }) throws -> Outcome {
        let bin = Bundle.main.bundleURL
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let compiler = bin.appendingPathComponent("storyboardc")
        guard FileManager.default.isExecutableFile(atPath: compiler.path) else {
            throw XCTSkip("storyboardc is not built (swift build --build-tests builds it)")
        }
        let work = Fixtures.temporaryFolder(self)
        let sources = work.appendingPathComponent("storyboard-sources")
        let example = Fixtures.repository.appendingPathComponent("Example/ExampleApp")
        for folder in ["Resources", "Storyboards"] {
            try FileManager.default.copyItem(at: example.appendingPathComponent(folder), to: sources.appendingPathComponent(folder))
        }
        try breakStoryboards(sources)

        let runDirectory = work.appendingPathComponent("run")
        let moduleBundle = runDirectory.appendingPathComponent("screengen_ExampleApp.resources")
        // The bundle folder must exist, or Bundle.module would fall back to the build folder.
        try FileManager.default.createDirectory(at: moduleBundle, withIntermediateDirectories: true)
        try compile(storyboardsIn: sources.appendingPathComponent("Resources"), into: moduleBundle, with: compiler)
        try compile(storyboardsIn: sources.appendingPathComponent("Storyboards"), into: runDirectory, with: compiler)
        try breakCompiled(moduleBundle)
        let copy = runDirectory.appendingPathComponent(executable.lastPathComponent)
        try FileManager.default.copyItem(at: executable, to: copy)

        let result = try ScreenGenProcess.run([filter], in: runDirectory, executable: copy)
        return Self.parse(result.stdout + result.stderr, exitedNormally: result.reason == .exit)
    }

    private func compile(storyboardsIn folder: URL, into output: URL, with compiler: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        guard !files.isEmpty else { return }
        let result = try ScreenGenProcess.run(["--module", "ExampleApp", "--output", output.path] + files.map { folder.appendingPathComponent($0).path },
                                              executable: compiler)
        XCTAssertEqual(result.status, 0, "storyboardc failed: \(result.stderr)")
    }

    /// Reads XCTest's Linux output: `Test Case 'Suite.test' passed|failed` lines and
    /// `path:line: error: Suite.test : message` lines.
    static func parse(_ output: String, exitedNormally: Bool) -> Outcome {
        var outcome = Outcome(exitedNormally: exitedNormally, output: output)
        let prefix = suite.split(separator: ".").last.map(String.init) ?? suite
        for line in output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("Test Case '\(prefix)."), let end = line.dropFirst("Test Case '\(prefix).".count).firstIndex(of: "'") {
                let name = String(line[line.index(line.startIndex, offsetBy: "Test Case '\(prefix).".count)..<end])
                if line.contains("' passed") { outcome.passed.insert(name) }
                if line.contains("' failed") { outcome.failed[name, default: []] += [] }
            } else if let range = line.range(of: ": error: \(prefix).") {
                let rest = line[range.upperBound...]
                guard let separator = rest.range(of: " : ") else { continue }
                let test = String(rest[..<separator.lowerBound])
                outcome.failed[test, default: []].append(String(rest[separator.upperBound...]))
                let place = line[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? ""
                outcome.locations[test, default: []].append(place)
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

    private static let model: AppModel? = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: Fixtures.repository.path)).model

    private func spec(_ screen: String) throws -> String {
        let model = try XCTUnwrap(Self.model)
        return try model.reference(of: XCTUnwrap(model.screens.first { $0.name == screen }))
    }

    /// The spec line of the segue with this storyboard identifier.
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
