import Foundation
@testable import ScreenGenKit
import XCTest

/// The spec reference (Docs/SpecReference.md) says what the code does: its generated tables
/// are what ScreenCapabilities renders, and its hand-written key tables name every spec key.
final class ReferenceTablesTests: XCTestCase {
    private let pageURL = Fixtures.repository.appendingPathComponent(ReferenceTables.page)

    /// `make docs` (SCREENGEN_RECORD=1) rewrites the tables; otherwise a stale table fails.
    func testReferenceTablesAreWhatTheCapabilityTableRenders() throws {
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        let updated = try XCTUnwrap(ReferenceTables.updating(page), "\(ReferenceTables.page) lacks \(ReferenceTables.begin) … \(ReferenceTables.end)")
        Fixtures.assertGolden(updated, at: pageURL)
    }

    /// The tables are in one page only, so `make docs` leaves no stale copy behind.
    func testOnlyTheSpecReferenceHoldsTheTables() throws {
        let pages = try DocsCodeBlockTests.pages().filter { $0.text.contains(ReferenceTables.begin) }.map(\.path)
        XCTAssertEqual(pages, [ReferenceTables.page])
    }

    func testTablesMarkWhatThePlatformsRefuse() {
        let text = ReferenceTables.markdown()
        // Every platform but visionOS, which refuses the XIB kind it makes, has `nib`; tvOS
        // refuses pageSheet, iOS does not.
        XCTAssertTrue(text.contains("| `nib` | ✓ | ✓ | ✓ | ✗ (3) |"), text)
        // A segue-only scene: UIKit's typed segues only, and a storyboard.
        XCTAssertTrue(text.contains("| `segueOnly` | ✓ | ✓ | ✗ (2) | ✗ (1) |"), text)
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

    /// Every spec key has a row in the spec reference's key tables (`| \`key\` |`).
    func testKeyTablesNameEverySpecKey() throws {
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        let keys = SpecKey.spellings(SpecKey.TopLevel.self) + SpecKey.spellings(SpecKey.StoryboardEntry.self) + SpecKey.spellings(SpecKey.Screen.self)
        for key in keys {
            XCTAssertTrue(page.contains("| `\(key)` |"), "\(ReferenceTables.page) has no row for '\(key)'")
        }
        for key in SpecKey.spellings(SpecKey.Segue.self) {
            XCTAssertTrue(page.contains("`\(key)"), "\(ReferenceTables.page) does not mention the segue key '\(key)'")
        }
        // screengen.yml is documented by annotated examples.
        let configKeys = SpecKey.spellings(SpecKey.Config.self) + SpecKey.spellings(SpecKey.ConfigModule.self) + SpecKey.spellings(SpecKey.ConfigSupport.self)
        for key in configKeys {
            XCTAssertTrue(page.contains("\n\(key):") || page.contains(" \(key):"), "\(ReferenceTables.page)'s screengen.yml examples have no '\(key):'")
        }
    }
}
