@testable import ScreenGenKit
import XCTest

/// A pipeline run's heap settings reach glibc: `mallopt` is found by name in the process
/// and takes both (they are checked by `make bench`; this checks that they are applied at all).
final class HeapTuningTests: XCTestCase {
    func testGlibcTakesTheSettings() throws {
        #if canImport(Glibc)
        XCTAssertTrue(HeapTuning.apply())
        // Applied once: a second call changes nothing and says the same.
        XCTAssertTrue(HeapTuning.apply())
        #else
        throw XCTSkip("the heap settings are glibc's")
        #endif
    }
}
