import Foundation
@testable import ScreenGenKit
import XCTest

/// A record that could not vouch for a file or folder that has not changed since (not yet
/// settled when recorded, or its stamp moved without its bytes changing) is made again by
/// the next `generate`, once, so that the runs after it trust it rather than read the file
/// or list the folder every time (``SpecFolder/TrustedDigest/recordIsStale``). A run that
/// would leave the record just as unsettled does not make it again.
///
/// Every full run records a new horizon, so the record's bytes tell the two paths apart:
/// changed by a full run, left as they were by a run that skipped its work.
extension RunStateTests {
    private func recordURL(_ folder: URL) -> URL {
        folder.appendingPathComponent("Generated/.screengen")
    }

    /// A file no run writes (Finder's `.DS_Store`) in the folder of the generated screens,
    /// settled before the next run begins.
    private func addStrayFile(to folder: URL) throws {
        let stray = folder.appendingPathComponent("Generated/App/.DS_Store")
        try write("finder\n", to: stray)
        try waitUntilSettled([stray])
    }

    /// Runs `generate` twice: the first must make the record again (a full run that writes no
    /// generated file), the second must skip its work and leave the record as it is.
    private func assertRecordedAgainOnce(_ folder: URL, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try read(recordURL(folder))
        let first = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(first.stdout, "wrote 0 files, 3 unchanged\n", "\(what): \(first.stderr)", file: file, line: line)
        let after = try read(recordURL(folder))
        XCTAssertNotEqual(after, before, "\(what): the first run records it again", file: file, line: line)
        let second = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(second.stdout, "wrote 0 files, 3 unchanged\n", "\(what): \(second.stderr)", file: file, line: line)
        XCTAssertEqual(try read(recordURL(folder)), after, "\(what): the second run trusts the new record", file: file, line: line)
    }

    /// Runs `generate` twice, each skipping its work: the record stays as it is.
    private func assertNeverRecordedAgain(_ folder: URL, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try read(recordURL(folder))
        for round in 0..<2 {
            let run = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(run.stdout, "wrote 0 files, 3 unchanged\n", "\(what) \(round): \(run.stderr)", file: file, line: line)
            XCTAssertEqual(try read(recordURL(folder)), before, "\(what) \(round): no full run", file: file, line: line)
        }
    }

    /// A spec file written in the tick the recording run began (as when a script writes the
    /// specs and generates at once): its stamp, unsettled then, is settled now.
    func testASpecFileUnsettledWhenRecordedIsRecordedAgainOnce() throws {
        let folder = try project()
        let specURL = folder.appendingPathComponent("Specs/App.yml")
        var record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        setModified(horizon, specURL)
        record.specStamps["Specs/App.yml"]?.stamp = try XCTUnwrap(FileStamp.of(specURL.path))
        try saveState(record, folder)
        try assertRecordedAgainOnce(folder, "unsettled spec")
        let settled = try state(folder)
        XCTAssertGreaterThan(try XCTUnwrap(settled.horizon), horizon)
        let stamp = try XCTUnwrap(settled.specStamps["Specs/App.yml"])
        XCTAssertEqual(stamp.stamp, FileStamp.of(specURL.path))
        XCTAssertTrue(stamp.stamp.isSettled(before: try XCTUnwrap(settled.horizon)))
    }

    /// `touch` on a spec or a generated file, or a folder that gains a file that is no spec
    /// (a README, Finder's `.DS_Store`): nothing a run reads has changed.
    func testStampsMovedWithoutAChangeAreRecordedAgainOnce() throws {
        let folder = try project()
        let horizon = try XCTUnwrap(state(folder).horizon)
        setModified(horizon - 1, folder.appendingPathComponent("Specs/App.yml"))
        try assertRecordedAgainOnce(folder, "touched spec")

        let output = folder.appendingPathComponent("Generated/\(edited)")
        setModified(horizon - 1, output)
        try assertRecordedAgainOnce(folder, "touched generated file")

        let readme = folder.appendingPathComponent("Specs/README.md")
        try write("Screens of the app.\n", to: readme)
        try waitUntilSettled([readme])
        try assertRecordedAgainOnce(folder, "spec folder with a README")

        try addStrayFile(to: folder)
        try assertRecordedAgainOnce(folder, "output folder with a stray file")
    }

    /// A spec file dated after now (an archive from a machine whose clock is ahead): a full
    /// run could not record it settled, so it is read in every run and nothing is recorded.
    func testAFileDatedInTheFutureIsReadEveryRunButNotRecordedAgain() throws {
        let folder = try project()
        let specURL = folder.appendingPathComponent("Specs/App.yml")
        setModified(FileStamp.now() + 3_600_000_000_000, specURL)
        try assertNeverRecordedAgain(folder, "spec from the future")
    }

    /// An output folder whose stamp was not settled when recorded (a sandboxed run cannot
    /// re-date the folders it changes) is listed in every run: a full run would leave it
    /// unsettled again, so a later change below it does not make one.
    func testAnOutputFolderUnsettledWhenRecordedDoesNotMakeAFullRun() throws {
        let folder = try project()
        var record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        let app = try XCTUnwrap(record.outputFolders.paths.firstIndex(of: "App"))
        var pairs = Array(zip(record.outputFolders.paths, record.outputFolders.stamps))
        pairs[app].1.modified = horizon
        record.outputFolders = FolderStamps(pairs.map { (path: $0.0, stamp: $0.1) })
        try saveState(record, folder)
        try addStrayFile(to: folder)
        try assertNeverRecordedAgain(folder, "unsettled output folder")
    }

    /// Run from another folder, the spec files are shown by other paths, which the inputs
    /// cover: the first run there is a full one, and the runs after it trust its record.
    func testARunFromAnotherFolderIsRecordedThereOnce() throws {
        let folder = try project()
        let before = try read(recordURL(folder))
        let elsewhere = folder.appendingPathComponent("Tools")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let arguments = ["generate", "--specs", "../Specs", "--output", "../Generated"]
        let first = try ScreenGenProcess.run(arguments, in: elsewhere)
        XCTAssertEqual(first.stdout, "wrote 0 files, 3 unchanged\n", first.stderr)
        let recorded = try read(recordURL(folder))
        XCTAssertNotEqual(recorded, before)
        for round in 0..<2 {
            let run = try ScreenGenProcess.run(arguments, in: elsewhere)
            XCTAssertEqual(run.stdout, "wrote 0 files, 3 unchanged\n", "\(round): \(run.stderr)")
            XCTAssertEqual(try read(recordURL(folder)), recorded, "\(round): no full run")
        }
    }
}
