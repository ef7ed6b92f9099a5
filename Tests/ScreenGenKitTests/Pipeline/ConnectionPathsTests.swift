import Foundation
@testable import ScreenGenKit
import XCTest

/// Generated connection tests name each storyboard and XIB relative to the project root, as
/// they name spec files, so the same specs give the same bytes from whichever folder
/// screengen runs in.
final class ConnectionPathsTests: XCTestCase {
    private static let fixture = Fixtures.root.appendingPathComponent("Generate/connections")

    func testConnectionFilesAreNamedFromTheProjectRootWhereverScreengenRuns() throws {
        let fromFixture = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: Self.fixture.path))
        let fromSpecs = Pipeline().run(specs: SpecFolder(path: ".", currentDirectory: Self.fixture.appendingPathComponent("Specs").path))
        let fromRepository = Pipeline().run(specs: SpecFolder(path: "Tests/Fixtures/Generate/connections/Specs",
                                                              currentDirectory: Fixtures.repository.path))
        XCTAssertEqual(fromFixture.diagnostics, [])
        XCTAssertEqual(fromSpecs.model?.screens.first { $0.name == "ComposerViewController" }?.connections.first?.location.file,
                       "Storyboards/Composer.xib", "the screen model keeps the path generated files use")
        XCTAssertFalse(fromFixture.files.isEmpty)
        XCTAssertEqual(fromSpecs.files, fromFixture.files)
        XCTAssertEqual(fromRepository.files, fromFixture.files)
        let tests = try XCTUnwrap(fromFixture.files.first { $0.path.hasSuffix("ScreenTests.swift") })
        XCTAssertTrue(tests.contents.contains("at: \"Storyboards/Main.storyboard:41:25\""), tests.contents)
    }

    /// A storyboard folder outside the specs' project root is named with `..`, never by its
    /// absolute path (which messages use for a file outside the current folder).
    func testStoryboardsOutsideTheRootAreNamedRelativeToIt() throws {
        let fixture = Fixtures.root.appendingPathComponent("Generate/connections-swift-testing")
        let fromFixture = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: fixture.path))
        let fromSpecs = Pipeline().run(specs: SpecFolder(path: ".", currentDirectory: fixture.appendingPathComponent("Specs").path))
        XCTAssertEqual(fromFixture.diagnostics, [])
        XCTAssertEqual(fromSpecs.files, fromFixture.files)
        let tests = try XCTUnwrap(fromFixture.files.first { $0.path.hasSuffix("ScreenTests.swift") })
        XCTAssertTrue(tests.contents.contains("at: \"../connections/Storyboards/Composer.xib:10:17\""), tests.contents)
        XCTAssertFalse(tests.contents.contains(Fixtures.repository.path), "no absolute path")
    }

    func testWithoutTheCheckThereAreNoConnectionTests() throws {
        let spec = try String(contentsOf: Self.fixture.appendingPathComponent("Specs/Connections.yml"), encoding: .utf8)
            .replacingOccurrences(of: "storyboardPaths: [../Storyboards]\n", with: "")
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Connections.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        let tests = try XCTUnwrap(result.files.first { $0.path.hasSuffix("ScreenTests.swift") })
        XCTAssertFalse(tests.contents.contains("assertConnection"), "no storyboards read, so no connections known")
    }
}
