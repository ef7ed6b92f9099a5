@testable import screengen
import XCTest

/// Only a command that ends the process keeps its run until the exit; a long-lived one
/// (`generate --watch`, whose runs go through ArgumentParser) keeps nothing.
final class ExitKeeperTests: XCTestCase {
    func testValuesAreKeptOnlyWhileTurnedOn() {
        let before = ExitKeeper.count
        XCTAssertFalse(ExitKeeper.keepsUntilExit, "off unless QuickRun turns it on")
        ExitKeeper.keep([1, 2, 3])
        XCTAssertEqual(ExitKeeper.count, before)
        ExitKeeper.keepsUntilExit = true
        defer { ExitKeeper.keepsUntilExit = false }
        DispatchQueue.concurrentPerform(iterations: 100) { ExitKeeper.keep($0) }
        XCTAssertEqual(ExitKeeper.count, before + 100)
    }
}
