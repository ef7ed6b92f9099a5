import Foundation
@testable import ScreenGenKit
import XCTest

/// The file system clock in the run state tests: dating files, and waiting for the clock
/// so that a file is settled (``FileStamp/isSettled(before:)``) when a run begins.
extension RunStateTests {
    /// Waits until the file system clock is past `time`, so that a change made now cannot
    /// share its tick.
    func waitForClock(after time: FileStamp.Time) {
        while FileStamp.now() <= time { usleep(500) }
    }

    /// Waits until the file system clock is past the modification time of every file at
    /// `urls` (and of their folders), so that a run starting now records them settled: a file
    /// written in the tick a run begins is read by every later run until a full run records
    /// it again (``SpecFolder/TrustedDigest/recordIsStale``), which would make a test's
    /// second run a full one.
    func waitUntilSettled(_ urls: [URL]) throws {
        var latest: FileStamp.Time = 0
        for url in urls {
            let file = try XCTUnwrap(FileStamp.of(url.path)).modified
            let folder = try XCTUnwrap(FileStamp.ofFolder(url.deletingLastPathComponent().path)).modified
            // The last instant of each time's step (a whole second is a two-second step).
            for time in [file, folder] { latest = max(latest, time + FileStamp.granularity(of: time) - 1) }
        }
        waitForClock(after: latest)
    }

    /// Sets a file's access and modification times (which moves its change time).
    func setModified(_ time: FileStamp.Time, _ url: URL) {
        let times = [FileStamp.spec(time), FileStamp.spec(time)]
        XCTAssertEqual(utimensat(AT_FDCWD, url.path, times, 0), 0, url.path)
    }
}
