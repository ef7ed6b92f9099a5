@testable import ScreenGenKit
import XCTest

/// The screens file leaves out a Storyboard ID that is the class's own name; the check
/// compares ASCII names as bytes and others as strings, and must agree with
/// ``SwiftIdentifier/unqualified(_:)`` either way.
final class ScreenRendererNameTests: XCTestCase {
    func testAnIdentifierIsTheTypeNameWithoutItsQualification() {
        XCTAssertTrue(ScreenRenderer.isUnqualifiedName("Feed", of: "Feed"))
        XCTAssertTrue(ScreenRenderer.isUnqualifiedName("Feed", of: "Shop.Feed"))
        XCTAssertTrue(ScreenRenderer.isUnqualifiedName("Feed", of: "App.Shop.Feed"))
        XCTAssertFalse(ScreenRenderer.isUnqualifiedName("Shop.Feed", of: "Shop.Feed"))
        XCTAssertFalse(ScreenRenderer.isUnqualifiedName("Fee", of: "Shop.Feed"))
        XCTAssertFalse(ScreenRenderer.isUnqualifiedName("FeedView", of: "Feed"))
        XCTAssertFalse(ScreenRenderer.isUnqualifiedName("", of: "Feed"))
    }

    /// A name outside ASCII is compared as a string: a Storyboard ID written decomposed is
    /// the class name written precomposed.
    func testNamesOutsideASCIIAreComparedAsStrings() {
        let precomposed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        XCTAssertTrue(ScreenRenderer.isUnqualifiedName(decomposed, of: "Shop.\(precomposed)"))
        XCTAssertTrue(ScreenRenderer.isUnqualifiedName(precomposed, of: precomposed))
        XCTAssertFalse(ScreenRenderer.isUnqualifiedName("Cafe", of: "Shop.\(precomposed)"))
        for (identifier, type) in [(decomposed, "Shop.\(precomposed)"), ("Cafe", precomposed), ("Feed", "Shop.Feed"), ("Shop", "Shop.Feed")] {
            XCTAssertEqual(ScreenRenderer.isUnqualifiedName(identifier, of: type), identifier == SwiftIdentifier.unqualified(type), "\(identifier) of \(type)")
        }
    }
}
