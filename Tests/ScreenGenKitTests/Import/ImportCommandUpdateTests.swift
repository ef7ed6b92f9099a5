import Foundation
@testable import ScreenGenKit
import XCTest

/// `screengen import --update` through the real binary, on `Tests/Fixtures/ImportUpdate`:
/// a spec imported from `Before/Main.storyboard` and edited by hand follows the storyboard
/// as it becomes `After/Main.storyboard` (an ID renamed, a scene added, one removed), keeps
/// the hand edits, and a second run changes nothing.
final class ImportCommandUpdateTests: XCTestCase {
    static let folder = Fixtures.root.appendingPathComponent("ImportUpdate")

    private func use(_ version: String, in folder: URL) throws {
        let target = folder.appendingPathComponent("Tree/Main.storyboard")
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("\(version)/Main.storyboard"), to: target)
    }

    private func spec(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Specs/Main.yml"), encoding: .utf8)
    }

    private func writeSpec(_ text: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("Specs/Main.yml"))
    }

    func testUpdateIsARoundTrip() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tree"), withIntermediateDirectories: true)
        try use("Before", in: folder)
        XCTAssertEqual(try ScreenGenProcess.run(["import", "Tree"], in: folder).status, 0)
        let imported = try spec(in: folder)
        XCTAssertTrue(imported.contains("  DetailViewController:\n    storyboard: Main\n    identifier: Detail\n"), imported)
        try writeSpec(imported.replacingOccurrences(of: "  DetailViewController:\n", with: """
              # The detail screen, a sheet on iPad.
              DetailViewController:
                presentation: pageSheet   # never full screen

            """) + "# End of the screens.\n", in: folder)

        try use("After", in: folder)
        let updated = try ScreenGenProcess.run(["import", "Tree", "--update"], in: folder)
        XCTAssertEqual(updated.status, 0, updated.stderr)
        XCTAssertTrue(updated.stdout.contains("updated Specs/Main.yml: added NewViewController; updated DetailViewController; removed OldViewController\n"), updated.stdout)
        Fixtures.assertGolden(try spec(in: folder), at: Self.folder.appendingPathComponent("Specs/Main.yml"))
        let after = try spec(in: folder)
        XCTAssertTrue(after.contains("  # The detail screen, a sheet on iPad.\n  DetailViewController:\n    presentation: pageSheet   # never full screen\n"
            + "    storyboard: Main\n    identifier: DetailScreen\n"), after)
        XCTAssertTrue(after.hasSuffix("# End of the screens.\n"), after)
        XCTAssertFalse(after.contains("OldViewController"))

        let again = try ScreenGenProcess.run(["import", "Tree", "--update"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("updated Specs/Main.yml: unchanged\n"), again.stdout)
        XCTAssertEqual(try spec(in: folder), after, "a second run is byte-identical")
        let lint = try ScreenGenProcess.run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
    }

    /// A screen the storyboard lost that has keys of the team's stays, and the update
    /// refuses to write a spec that would not lint; `--prune` removes it.
    func testRemovedScreenWithHandWrittenKeysNeedsPrune() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tree"), withIntermediateDirectories: true)
        try use("After", in: folder)
        XCTAssertEqual(try ScreenGenProcess.run(["import", "Tree"], in: folder).status, 0)
        let edited = try spec(in: folder).replacingOccurrences(of: "  NewViewController:\n", with: "  NewViewController:\n    presentation: formSheet\n")
        try writeSpec(edited, in: folder)
        try use("Before", in: folder)

        let refused = try ScreenGenProcess.run(["import", "Tree", "--update"], in: folder)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stdout.contains("  - NewViewController: no longer in the storyboard, kept because it has keys the import does not write; remove it, or pass --prune\n"), refused.stdout)
        XCTAssertTrue(refused.stderr.contains("pass --prune; nothing written"), refused.stderr)
        XCTAssertEqual(try spec(in: folder), edited)

        let pruned = try ScreenGenProcess.run(["import", "Tree", "--update", "--prune"], in: folder)
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stdout.contains("updated Specs/Main.yml: added OldViewController; updated DetailViewController; removed NewViewController\n"), pruned.stdout)
        XCTAssertFalse(try spec(in: folder).contains("NewViewController"))
    }

    func testUpdateAndForceExcludeEachOther() throws {
        let folder = Fixtures.temporaryFolder(self)
        let both = try ScreenGenProcess.run(["import", "Tree", "--update", "--force"], in: folder)
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.stderr.contains("--update edits existing spec files and --force replaces them; give one"), both.stderr)
        let prune = try ScreenGenProcess.run(["import", "Tree", "--prune"], in: folder)
        XCTAssertNotEqual(prune.status, 0)
        XCTAssertTrue(prune.stderr.contains("--prune only applies with --update"), prune.stderr)
    }
}
