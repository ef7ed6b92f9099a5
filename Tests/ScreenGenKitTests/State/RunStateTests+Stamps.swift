import Foundation
@testable import ScreenGenKit
import XCTest

/// The stamps in the run state (``FileStamp``): a `generate` with nothing to do reads only
/// the spec and generated files whose stamps changed since the record; `check` reads every
/// generated file.
extension RunStateTests {
    /// Sets a file's modification time, as `touch -d` does (which moves its change time).
    private func setModified(_ time: FileStamp.Time, _ url: URL) throws {
        let times = [FileStamp.spec(time), FileStamp.spec(time)]
        XCTAssertEqual(utimensat(AT_FDCWD, url.path, times, 0), 0, url.path)
    }

    /// The same text with one letter changed: same size, other bytes.
    private func sameSizeEdit(_ text: String) -> String {
        text.replacingOccurrences(of: "AViewController", with: "AViewControllex")
    }

    /// Waits until the file system clock is past `time`, so that a change made now cannot
    /// share its tick.
    private func waitForClock(after time: FileStamp.Time) {
        while FileStamp.now() <= time { usleep(500) }
    }

    func testFullRunRecordsTheStampOfEveryFileItReadOrWrote() throws {
        let before = FileStamp.now()
        let folder = try project()
        let record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        XCTAssertGreaterThanOrEqual(horizon, before)
        let specURL = folder.appendingPathComponent("Specs/App.yml")
        XCTAssertEqual(record.specStamps, ["Specs/App.yml": StampedHash(stamp: try XCTUnwrap(FileStamp.of(specURL.path)), hash: XXH64.hash(spec))])
        XCTAssertEqual(record.outputStamps.keys.sorted(), record.files)
        for path in record.files {
            let url = folder.appendingPathComponent("Generated/\(path)")
            let stamp = try XCTUnwrap(FileStamp.of(url.path))
            XCTAssertEqual(record.outputStamps[path], StampedHash(stamp: stamp, hash: XXH64.hash(try read(url))), path)
            XCTAssertEqual(stamp.modified, horizon - 1, "\(path): dated just before the run read its inputs")
            XCTAssertTrue(stamp.isSettled(before: horizon), path)
        }
    }

    /// A settled stamp stands for the recorded bytes: `generate` does not read the file (so
    /// a record that lies about it is believed), `check` does, and an unsettled stamp is read.
    func testGenerateTrustsASettledStampAndCheckReadsEveryFile() throws {
        let folder = try project()
        let url = folder.appendingPathComponent("Generated/\(edited)")
        let original = try read(url)
        let swapped = sameSizeEdit(original)
        XCTAssertNotEqual(swapped, original)
        var record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        try write(swapped, to: url)
        try setModified(horizon - 1, url)
        let stamp = try XCTUnwrap(FileStamp.of(url.path))
        record.outputStamps[edited]?.stamp = stamp
        try saveState(record, folder)

        let trusted = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(trusted.stdout, "wrote 0 files, 3 unchanged\n", trusted.stderr)
        XCTAssertEqual(try read(url), swapped, "the stamp was trusted: the file was not read")

        let check = try ScreenGenProcess.run(["check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue((check.stdout + check.stderr).contains("AViewControllex"), "the diff shows the edit: \(check.stdout) \(check.stderr)")
        XCTAssertEqual(try read(url), swapped, "check writes nothing")

        record.horizon = stamp.modified
        try saveState(record, folder)
        let read = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(read.stdout, "wrote 1 file, 2 unchanged\n", "a stamp from the horizon's tick is read: \(read.stderr)")
        XCTAssertEqual(try self.read(url), original)
    }

    /// An edit that keeps the size and puts the modification time back (`touch -d`, `cp -p`)
    /// still moves the change time, so `generate` reads the file and restores it.
    func testAnEditThatKeepsSizeAndModificationTimeIsStillFound() throws {
        let folder = try project()
        let url = folder.appendingPathComponent("Generated/\(edited)")
        let original = try read(url)
        let before = try XCTUnwrap(FileStamp.of(url.path))
        // Outside the tick of screengen's own write: within it, only `check` would see this.
        waitForClock(after: before.changed)
        try write(sameSizeEdit(original), to: url)
        try setModified(before.modified, url)
        let after = try XCTUnwrap(FileStamp.of(url.path))
        XCTAssertEqual([after.size, after.modified], [before.size, before.modified])
        XCTAssertNotEqual(after, before)
        let run = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(run.stdout, "wrote 1 file, 2 unchanged\n", run.stderr)
        XCTAssertEqual(try read(url), original)
    }

    /// A spec file whose stamp is the recorded one is not read; one whose stamp is not
    /// settled is, and a changed spec then makes the full run.
    func testSpecFilesWithTheirRecordedStampsAreNotRead() throws {
        let folder = try project()
        let forged = try forge(folder)
        let specURL = folder.appendingPathComponent("Specs/App.yml")
        var record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        try write(spec + "screens2: {}\n", to: specURL)
        try setModified(horizon - 1, specURL)
        let stamp = try XCTUnwrap(FileStamp.of(specURL.path))
        record.specStamps["Specs/App.yml"]?.stamp = stamp
        try saveState(record, folder)

        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 0 files, 3 unchanged\n")
        XCTAssertEqual(try read(folder.appendingPathComponent("Generated/\(edited)")), forged, "the spec was not read")

        record.horizon = stamp.modified
        try saveState(record, folder)
        let full = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(full.status, 1, "the spec was read, and its unknown key reported")
        XCTAssertTrue(full.stderr.contains("Specs/App.yml:12:1: error:"), full.stderr)
    }

    /// What the rule rests on: the file system stamps a file written after `FileStamp.now()`
    /// with that time or a later one, so the stamp of a file changed after a run began is
    /// never settled before that run's horizon.
    func testFilesWrittenAfterNowAreStampedNoEarlier() throws {
        let url = Fixtures.temporaryFolder(self).appendingPathComponent("clock.txt")
        for round in 0..<300 {
            let now = FileStamp.now()
            try write("\(round)", to: url)
            let stamp = try XCTUnwrap(FileStamp.of(url.path))
            XCTAssertGreaterThanOrEqual(stamp.modified, now, "round \(round)")
            XCTAssertGreaterThanOrEqual(stamp.changed, now, "round \(round)")
            XCTAssertFalse(stamp.isSettled(before: now), "round \(round)")
        }
    }
}
