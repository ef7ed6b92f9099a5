import Foundation
@testable import ScreenGenKit
import XCTest

/// The stamps in the run state (``FileStamp``): a `generate` with nothing to do reads only
/// the spec and generated files whose stamps changed since the record; `check` reads every
/// generated file.
extension RunStateTests {
    /// The same text with one letter changed: same size, other bytes.
    private func sameSizeEdit(_ text: String) -> String {
        text.replacingOccurrences(of: "AViewController", with: "AViewControllex")
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
        setModified(horizon - 1, url)
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
        setModified(before.modified, url)
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
        setModified(horizon - 1, specURL)
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

    /// A spec stamped with a whole second, less than two seconds before the record's horizon,
    /// as a file system that keeps seconds stamps a file written after the horizon: its stamp
    /// is not trusted, so an edit that kept it is still read.
    func testASpecStampedWithAWholeSecondJustBeforeTheHorizonIsRead() throws {
        let folder = try project()
        let specURL = folder.appendingPathComponent("Specs/App.yml")
        var record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        // The last whole second before the horizon: at most one second before it.
        let second = (horizon - 1) / 1_000_000_000 * 1_000_000_000
        try write(spec + "screens2: {}\n", to: specURL)
        setModified(second, specURL)
        // The record made to agree with the edited file's stamp, but not with its bytes.
        record.specStamps["Specs/App.yml"]?.stamp = try XCTUnwrap(FileStamp.of(specURL.path))
        try saveState(record, folder)
        let run = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(run.status, 1, "the spec was read, and its unknown key reported: \(run.stdout)")
        XCTAssertTrue(run.stderr.contains("Specs/App.yml:12:1: error:"), run.stderr)
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

    /// The record lists each file's stamp once, by path in ascending order, as a run writes
    /// it; any other list is not a record this version wrote, so the run does its full work.
    func testStampLinesOutOfOrderOrRepeatedAreNoRecord() throws {
        var record = RunState(version: "1", build: "2", inputs: 3, outputs: 4, storyboardRoots: [], files: ["A.swift"], horizon: 5)
        let one = StampedHash(stamp: FileStamp(size: 1, modified: 2, changed: 3, inode: 4), hash: 5)
        let two = StampedHash(stamp: FileStamp(size: 6, modified: 7, changed: 8, inode: 9), hash: 10)
        record.specStamps = ["Specs/b.yml": two, "Specs/a b.yml": one, "Specs/a/c.yml": one]
        record.outputStamps = ["B.swift": two, "A.swift": one]
        let text = record.text
        XCTAssertEqual(RunState(text: text), record)
        XCTAssertEqual(RunState(text: text)?.specStamps, ["Specs/b.yml": two, "Specs/a b.yml": one, "Specs/a/c.yml": one])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let specs = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("spec ") })
        XCTAssertTrue(lines[specs].hasSuffix(" Specs/a b.yml"), "sorted as paths: a space before a slash")
        var swapped = lines
        swapped.swapAt(specs, specs + 1)
        XCTAssertNil(RunState(text: swapped.joined(separator: "\n")))
        var repeated = lines
        repeated.insert(lines[specs], at: specs)
        XCTAssertNil(RunState(text: repeated.joined(separator: "\n")))
        let outputs = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("output ") })
        var outputsSwapped = lines
        outputsSwapped.swapAt(outputs, outputs + 1)
        XCTAssertNil(RunState(text: outputsSwapped.joined(separator: "\n")))
    }

    /// A stamp set on a record replaces the one for its path and keeps the others.
    func testStampsSetOnARecordReplaceTheirPathsOnly() {
        let one = StampedHash(stamp: FileStamp(size: 1, modified: 2, changed: 3, inode: 4), hash: 5)
        let two = StampedHash(stamp: FileStamp(size: 6, modified: 7, changed: 8, inode: 9), hash: 10)
        XCTAssertEqual(StampTable([("b", one), ("a", one), ("b", two)]).dictionary, ["a": one, "b": two])
        var record = RunState(version: "1", build: "2", inputs: 3, outputs: 4, storyboardRoots: [], files: [])
        record.outputStamps["B.swift"] = one
        record.outputStamps["A.swift"] = one
        record.outputStamps["B.swift"]?.hash = 9
        XCTAssertEqual(record.outputStamps, ["A.swift": one, "B.swift": StampedHash(stamp: one.stamp, hash: 9)])
        let writer = OutputWriter(path: Fixtures.temporaryFolder(self).path)
        let recorded = writer.recording([(path: "C.swift", hash: 1)], in: record)
        XCTAssertEqual(recorded.outputStamps.keys.sorted(), ["A.swift", "B.swift"], "C.swift has no file to stamp")
        XCTAssertEqual(recorded.files, ["C.swift"])
    }
}
