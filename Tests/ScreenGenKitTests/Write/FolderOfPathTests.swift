@testable import ScreenGenKit
import XCTest

/// The folder of a staged or committed file is found in its path's UTF-8; it must be what
/// cutting the path at its last `/` character gives, whatever the path holds.
final class FolderOfPathTests: XCTestCase {
    func testTheFolderIsThePathBeforeItsLastSlash() {
        for path in ["/out/App/Area001/Feed+Screens.swift", "/out/Caf\u{E9}/Cafe\u{301}.swift", "relative/file", "/top", "/", "a//b", "no-slash"] {
            let expected = path.lastIndex(of: "/").map { String(path[..<$0]) }
            XCTAssertEqual(OutputWriter.beforeLastSlash(path), expected, path)
        }
    }
}
