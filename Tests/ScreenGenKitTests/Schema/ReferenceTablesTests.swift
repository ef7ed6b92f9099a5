import Foundation
@testable import ScreenGenKit
import XCTest

/// README.md's reference says what the code does: its generated tables are what
/// ScreenCapabilities renders, and its hand-written key tables name every spec key.
final class ReferenceTablesTests: XCTestCase {
    private let readmeURL = Fixtures.repository.appendingPathComponent("README.md")

    /// `make docs` (SCREENGEN_RECORD=1) rewrites the tables; otherwise a stale table fails.
    func testReadmeTablesAreWhatTheCapabilityTableRenders() throws {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let updated = try XCTUnwrap(ReferenceTables.updating(readme), "README.md lacks \(ReferenceTables.begin) … \(ReferenceTables.end)")
        Fixtures.assertGolden(updated, at: readmeURL)
    }

    func testTablesMarkWhatThePlatformsRefuse() {
        let text = ReferenceTables.markdown()
        // macOS refuses `nib` as a key, visionOS refuses the XIB kind it makes; tvOS refuses
        // pageSheet, iOS does not.
        XCTAssertTrue(text.contains("| `nib` | ✓ | ✓ | ✗ (2) | ✗ (3) |"), text)
        XCTAssertTrue(text.contains("| `storyboard` | ✓ | ✓ | ✓ | ✗ (1) |"), text)
        XCTAssertTrue(text.contains("| `pageSheet` | ✓ | ✗ (3) | ✗ (4) | ✓ |"), text)
        XCTAssertTrue(text.contains("| storyboard scene | `storyboard: Main` | ✓ | ✓ | ✓ | ✗ (1) |"), text)
        XCTAssertTrue(text.contains("| code | none of `storyboard`, `nib`, `swiftUI` | ✓ | ✓ | ✓ | ✓ |"), text)
        XCTAssertTrue(text.contains(ScreenCapabilities.reason(key: .windowController, on: .iOS) ?? "missing"), text)
    }

    func testUpdatingNeedsBothMarkers() {
        XCTAssertNil(ReferenceTables.updating("no markers"))
        XCTAssertNil(ReferenceTables.updating("\(ReferenceTables.end)\n\(ReferenceTables.begin)"))
        XCTAssertEqual(ReferenceTables.updating("a\n\(ReferenceTables.begin)\nold\n\(ReferenceTables.end)\nb"),
                       "a\n\(ReferenceTables.begin)\n\(ReferenceTables.markdown())\(ReferenceTables.end)\nb")
    }

    /// Every spec key has a row in the key tables (`| \`key\` |`) of the README or of the
    /// task page under Docs/ that documents it.
    func testReadmeKeyTablesNameEverySpecKey() throws {
        let docs = readmeURL.deletingLastPathComponent().appendingPathComponent("Docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        let readme = try ([readmeURL] + pages.map { docs.appendingPathComponent($0) }).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        let keys = SpecKey.spellings(SpecKey.TopLevel.self) + SpecKey.spellings(SpecKey.StoryboardEntry.self) + SpecKey.spellings(SpecKey.Screen.self)
        for key in keys {
            XCTAssertTrue(readme.contains("| `\(key)` |"), "README.md has no row for '\(key)'")
        }
        for key in SpecKey.spellings(SpecKey.Segue.self) {
            XCTAssertTrue(readme.contains("`\(key)"), "README.md does not mention the segue key '\(key)'")
        }
        // screengen.yml is documented by an annotated example.
        let configKeys = SpecKey.spellings(SpecKey.Config.self) + SpecKey.spellings(SpecKey.ConfigModule.self) + SpecKey.spellings(SpecKey.ConfigSupport.self)
        for key in configKeys {
            XCTAssertTrue(readme.contains("\n\(key):") || readme.contains(" \(key):"), "README.md's screengen.yml example has no '\(key):'")
        }
    }
}
