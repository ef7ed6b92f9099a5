@testable import ScreenGenKit
import XCTest

/// When a stamp stands for the bytes read with it (``FileStamp/isSettled(before:)``): its
/// modification time must lie a whole step of the file system's clock before the horizon,
/// since a write at or after the horizon is stamped with its time rounded down to that step.
final class FileStampSettledTests: XCTestCase {
    private func stamp(modified: FileStamp.Time) -> FileStamp {
        FileStamp(size: 10, modified: modified, changed: modified, inode: 7)
    }

    /// A time with nanoseconds: an exact clock, settled before any later horizon.
    func testANanosecondTimeIsSettledBeforeAnyLaterHorizon() {
        let modified: FileStamp.Time = 1_795_767_473_230_807_136
        XCTAssertEqual(FileStamp.granularity(of: modified), 1)
        XCTAssertTrue(stamp(modified: modified).isSettled(before: modified + 1))
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified))
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified - 1))
    }

    /// A whole second: a file system that keeps seconds (or two, FAT) would stamp a write
    /// made up to two seconds later with this time, so it is settled two seconds after it.
    func testAWholeSecondIsSettledTwoSecondsLater() {
        let modified: FileStamp.Time = 1_795_767_473_000_000_000
        XCTAssertEqual(FileStamp.granularity(of: modified), 2_000_000_000)
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified + 1))
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified + 999_999_999))
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified + 1_999_999_999))
        XCTAssertTrue(stamp(modified: modified).isSettled(before: modified + 2_000_000_000))
        // A write at the horizon, on a file system that keeps whole seconds, stamped with its
        // time rounded down: never settled before that horizon.
        for horizon in stride(from: modified, to: modified + 4_000_000_000, by: 333_333_333) {
            let rounded = horizon / 1_000_000_000 * 1_000_000_000
            XCTAssertFalse(stamp(modified: rounded).isSettled(before: horizon), "\(horizon)")
            let fat = horizon / 2_000_000_000 * 2_000_000_000
            XCTAssertFalse(stamp(modified: fat).isSettled(before: horizon), "\(horizon)")
        }
    }

    /// A whole hundredth (exFAT): settled a hundredth later.
    func testAWholeHundredthIsSettledAHundredthLater() {
        let modified: FileStamp.Time = 1_795_767_473_230_000_000
        XCTAssertEqual(FileStamp.granularity(of: modified), 10_000_000)
        XCTAssertFalse(stamp(modified: modified).isSettled(before: modified + 9_999_999))
        XCTAssertTrue(stamp(modified: modified).isSettled(before: modified + 10_000_000))
    }

    /// Times from a record that no clock gives, at the ends of the range: never settled, and
    /// no overflow.
    func testTimesAtTheEndsOfTheRangeAreJudgedWithoutOverflow() {
        let top = FileStamp.Time.max / 1_000_000_000 * 1_000_000_000
        XCTAssertFalse(stamp(modified: top).isSettled(before: .max))
        XCTAssertFalse(stamp(modified: .max).isSettled(before: .max))
        XCTAssertTrue(stamp(modified: .min).isSettled(before: 0))
        XCTAssertFalse(stamp(modified: 0).isSettled(before: .min))
    }
}
