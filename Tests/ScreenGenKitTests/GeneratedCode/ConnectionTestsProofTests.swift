import Foundation
import ScreenGenKit
import XCTest

/// Proves that the generated connection tests fail when they should: the connections fixture
/// (`Tests/Fixtures/Generate/connections`) is generated again from a copy of its storyboard
/// and XIB, built with its classes into a test runner on the UIKit stand-in, and run. With
/// everything as committed both screens' connection tests pass; a class that lacks an outlet,
/// an action that was renamed in the class, or a File's Owner connected while it was another
/// class fails exactly that screen's test, naming the storyboard or XIB line, the connection
/// and the spec, with the run not crashed.
final class ConnectionTestsProofTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/connections")
    private static let tests = ["testConnectionsComposerViewController", "testConnectionsProfileViewController"]

    func testUnchangedClassesPassEveryConnectionTest() throws {
        let output = try runConnectionTests()
        for test in Self.tests {
            XCTAssertTrue(output.contains("Test Case 'ConnectionsScreenTests.\(test)' passed"), "\(test):\n\(output)")
        }
        XCTAssertTrue(output.contains("Executed 2 tests, with 0 failures"), output)
    }

    /// The classes as they would be after a refactoring: `nameLabel` gone from the profile,
    /// `send:` renamed `submit:` in the composer. Each fails its own screen's test.
    func testMissingOutletAndRenamedActionFailTheirScreens() throws {
        let storyboard = try String(contentsOf: Self.fixture.appendingPathComponent("Storyboards/Main.storyboard"), encoding: .utf8)
        let xib = try String(contentsOf: Self.fixture.appendingPathComponent("Storyboards/Composer.xib"), encoding: .utf8)
        let output = try runConnectionTests(app: { app in
            var edited = try Self.replace("    @IBOutlet var nameLabel: UIView!\n", with: "", in: app)
            edited = try Self.replace("    var nameLabel: UIView!\n", with: "", in: edited)
            edited = try Self.replace("\"nameLabel\", ", with: "", in: edited)
            edited = try Self.replace("[\"send:\"]", with: "[\"submit:\"]", in: edited)
            return try Self.replace("func send(", with: "func submit(", in: edited)
        })
        XCTAssertTrue(output.contains("Test Case 'ConnectionsScreenTests.testConnectionsProfileViewController' failed"), output)
        XCTAssertTrue(output.contains("Test Case 'ConnectionsScreenTests.testConnectionsComposerViewController' failed"), output)
        let outlet = "Storyboards/Main.storyboard:\(try Self.line(of: "property=\"nameLabel\"", in: storyboard)):"
        XCTAssertTrue(output.contains("Specs/Connections.yml, screen ProfileViewController: \(outlet)"), output)
        XCTAssertTrue(output.contains("outlet 'nameLabel' is connected on ProfileViewController, which does not respond to setNameLabel:; "
            + "declare it in the class with @IBOutlet or @IBAction, or remove the connection in Interface Builder"), output)
        let action = "Storyboards/Composer.xib:\(try Self.line(of: "selector=\"send:\"", in: xib)):"
        XCTAssertTrue(output.contains("Specs/Connections.yml, screen ComposerViewController: \(action)"), output)
        XCTAssertTrue(output.contains("action 'send:' is connected on ComposerViewController, which does not respond to send:"), output)
        XCTAssertTrue(output.contains("Executed 2 tests, with 2 failures"), "one failure per broken connection, the run not crashed:\n\(output)")
    }

    /// A File's Owner whose outlets were connected while it was another class (the profile):
    /// the composer's test fails on the XIB's line; the profile's passes.
    func testFileOwnerConnectedAsAnotherClassFailsItsScreen() throws {
        let output = try runConnectionTests(edits: ["Storyboards/Composer.xib": { xib in
            try Self.replace("property=\"textView\"", with: "property=\"nameLabel\"", in: xib)
        }])
        XCTAssertTrue(output.contains("Test Case 'ConnectionsScreenTests.testConnectionsComposerViewController' failed"), output)
        XCTAssertTrue(output.contains("Test Case 'ConnectionsScreenTests.testConnectionsProfileViewController' passed"), output)
        let xib = try String(contentsOf: Self.fixture.appendingPathComponent("Storyboards/Composer.xib"), encoding: .utf8)
        let outlet = "Storyboards/Composer.xib:\(try Self.line(of: "property=\"textView\"", in: xib)):17"
        XCTAssertTrue(output.contains("Specs/Connections.yml, screen ComposerViewController: \(outlet): "
            + "outlet 'nameLabel' is connected on ComposerViewController, which does not respond to setNameLabel:"), output)
        XCTAssertTrue(output.contains("Executed 2 tests, with 1 failure"), output)
    }

    /// A File's Owner of another class is refused before any test exists: `generate` reports
    /// it on the screen's `nib:` line, naming the XIB.
    func testFileOwnerOfAnotherClassIsRefusedByGenerate() throws {
        let work = try copyOfFixture(edits: ["Storyboards/Composer.xib": { xib in
            try Self.replace("customClass=\"ComposerViewController\"", with: "customClass=\"ProfileViewController\"", in: xib)
        }])
        let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: work.path))
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.kind.diagnosticCode), [.nibOwnerMismatch], "\(result.diagnostics)")
        XCTAssertEqual(result.diagnostics.first?.location.description, "Specs/Connections.yml:15:10")
    }

    // MARK: Building and running

    /// A copy of the fixture's specs, storyboard, XIB and classes with the files of `edits` edited.
    private func copyOfFixture(edits: [String: (String) throws -> String] = [:]) throws -> URL {
        let work = Fixtures.temporaryFolder(self).appendingPathComponent("connections")
        for folder in ["Specs", "Storyboards", "App"] {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(folder), to: work.appendingPathComponent(folder))
        }
        for (path, edit) in edits {
            let url = work.appendingPathComponent(path)
            try Data(try edit(String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        }
        return work
    }

    /// Generates the fixture again from its copy with `edits` applied, builds the module with
    /// its classes (edited by `app`) and the generated tests into a runner of the connection
    /// tests alone (the others need compiled storyboards in a bundle), runs it and returns
    /// what it printed.
    private func runConnectionTests(edits: [String: (String) throws -> String] = [:],
                                    app: (String) throws -> String = { $0 }) throws -> String {
        let debug = Bundle.main.bundleURL
        let modules = debug.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in is not built (swift build --build-tests builds it)")
        }
        let work = try copyOfFixture(edits: edits)
        let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: work.path))
        XCTAssertEqual(result.diagnostics, [], "the edited fixture generates")
        let generated = work.appendingPathComponent("Generated")
        try Fixtures.write(result.files, under: generated)
        let screens = work.appendingPathComponent("App/Screens.swift")
        try Data(try app(String(contentsOf: screens, encoding: .utf8)).utf8).write(to: screens)
        let cache = work.appendingPathComponent("cache").path
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "Connections", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("Connections.swiftmodule").path, "-I", modules.path, "-swift-version", "6",
                    "-module-cache-path", cache, "-o", work.appendingPathComponent("Connections.o").path]
                   + files(in: work.appendingPathComponent("App")) + files(in: generated.appendingPathComponent("Connections")))
        try swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", "ConnectionsTests", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("ConnectionsTests.swiftmodule").path, "-I", work.path, "-I", modules.path,
                    "-swift-version", "6", "-module-cache-path", cache, "-o", work.appendingPathComponent("ConnectionsTests.o").path]
                   + files(in: generated.appendingPathComponent("ConnectionsTests")))
        // XCTMain lists the tests itself on Linux, as SwiftPM's own test-discovery file does.
        let entries = Self.tests.map { "(\"\($0)\", ConnectionsScreenTests.\($0))" }.joined(separator: ", ")
        let main = work.appendingPathComponent("main.swift")
        try Data("import XCTest\n@testable import ConnectionsTests\n\nXCTMain([testCase([\(entries)])])\n".utf8).write(to: main)
        let standIn = try FileManager.default.contentsOfDirectory(atPath: debug.appendingPathComponent("UIKit.build").path)
            .filter { $0.hasSuffix(".o") }.sorted().map { debug.appendingPathComponent("UIKit.build/\($0)").path }
        let runner = work.appendingPathComponent("runner")
        try swiftc(["-swift-version", "5", "-I", work.path, "-I", modules.path, "-module-cache-path", cache, main.path,
                    work.appendingPathComponent("Connections.o").path, work.appendingPathComponent("ConnectionsTests.o").path]
                   + standIn + ["-o", runner.path])
        let run = try ScreenGenProcess.run([], executable: runner)
        XCTAssertEqual(run.reason, .exit, "the runner crashed:\n\(run.stdout)\(run.stderr)")
        return run.stdout + run.stderr
    }

    private static func replace(_ text: String, with replacement: String, in source: String) throws -> String {
        guard source.contains(text) else { throw FixtureMoved(text: text) }
        return source.replacingOccurrences(of: text, with: replacement)
    }

    /// The 1-based line of the first line containing `text`.
    private static func line(of text: String, in source: String) throws -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(text) }) else { throw FixtureMoved(text: text) }
        return index + 1
    }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    private func swiftc(_ arguments: [String]) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        XCTAssertEqual(result.status, 0, "swiftc failed:\n\(result.stdout)\(result.stderr)")
        if result.status != 0 { throw BuildFailed() }
    }

    private struct BuildFailed: Error {}

    /// The fixture no longer has the text an edit expects.
    private struct FixtureMoved: Error {
        var text: String
    }
}
