import Foundation
@testable import ScreenGenKit
import XCTest

/// The folder stamps in the run state (``FolderStamps``): a `generate` with nothing to do
/// stats the folders a full run listed instead of listing them again, and takes the file
/// lists from the record while every folder's stamp is the recorded, settled one.
extension RunStateTests {
    /// Waits until the file system clock is past `time`, so that a change made now cannot
    /// share its tick.
    private func waitForClock(passing time: FileStamp.Time) {
        while FileStamp.now() <= time { usleep(500) }
    }

    /// A second spec file of the same module: one more screen, built in code.
    private var moreSpec: String { "module: App\nscreens:\n  CViewController:\n    initialize:\n      count: Int\n" }

    /// Whether any generated file mentions `text`.
    private func generatedFilesMention(_ text: String, in folder: URL) throws -> Bool {
        let root = folder.appendingPathComponent("Generated")
        return try FileManager.default.subpathsOfDirectory(atPath: root.path).contains { path in
            (try? read(root.appendingPathComponent(path)))?.contains(text) == true
        }
    }

    func testFullRunRecordsEveryFolderItListedAndDatesTheOutputFolders() throws {
        let folder = try project()
        try write(moreSpec, to: folder.appendingPathComponent("Specs/More/Other.yml"))
        let run = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        XCTAssertEqual(record.specFolders.paths, [".", "More"])
        for (path, stamp) in zip(record.specFolders.paths, record.specFolders.stamps) {
            let url = folder.appendingPathComponent("Specs/\(path)")
            XCTAssertEqual(FileStamp.ofFolder(url.path), stamp, path)
            XCTAssertTrue(stamp.isSettled(before: horizon), "\(path): listed before the run began")
        }
        let outputFolders = Set(record.files.compactMap { $0.contains("/") ? String($0[..<$0.lastIndex(of: "/")!]) : nil })
        XCTAssertEqual(record.outputFolders.paths, outputFolders.sorted())
        for (path, stamp) in zip(record.outputFolders.paths, record.outputFolders.stamps) {
            let url = folder.appendingPathComponent("Generated/\(path)")
            XCTAssertEqual(FileStamp.ofFolder(url.path), stamp, path)
            XCTAssertTrue(stamp.isSettled(before: horizon), path)
        }
        let app = try XCTUnwrap(record.outputFolders.paths.firstIndex(of: "App"))
        XCTAssertEqual(record.outputFolders.stamps[app].modified, horizon - 1, "a file was added to it during the run, so it is dated before the run")
        XCTAssertFalse(try read(folder.appendingPathComponent("Generated/.screengen")).contains("\nfile "),
                       "every file has an output line, so no file line repeats it")
    }

    /// While the specs folder's recorded stamp holds, the record's spec files are the ones
    /// read: a file added then is not seen (which is what makes the stamp worth trusting;
    /// adding a file moves the stamp, so this takes a forged record). With the real stamp
    /// the folder is listed again and the new file read.
    func testSpecFoldersWithTheirRecordedStampsAreNotListed() throws {
        let folder = try project()
        let specs = folder.appendingPathComponent("Specs")
        try write(moreSpec, to: specs.appendingPathComponent("Added.yml"))
        let moved = try XCTUnwrap(FileStamp.ofFolder(specs.path))
        var record = try state(folder)
        let honest = record
        XCTAssertNotEqual(record.specFolders.stamps, [moved], "adding a file moved the folder's stamp")
        record.specFolders = FolderStamps([(".", moved)])
        waitForClock(passing: moved.modified)
        record.horizon = FileStamp.now()
        try saveState(record, folder)
        let trusted = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(trusted.stdout, "wrote 0 files, 3 unchanged\n", "the folder was not listed: \(trusted.stderr)")
        XCTAssertFalse(try generatedFilesMention("CViewController", in: folder))

        try saveState(honest, folder)
        let listed = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(try generatedFilesMention("CViewController", in: folder), "the folder was listed and the new spec read: \(listed.stdout)")
    }

    /// The same for the folders below the output folder: a stale generated file put in one
    /// is removed by the next run, unless a forged record says the folder did not change.
    /// A stale generated file put in `Generated/App` after the full run, the folder's stamp
    /// now, and the record with that stamp in place of the recorded one.
    private func staleFileInAppFolder(_ folder: URL) throws -> (stale: URL, moved: FileStamp, forged: RunState) {
        let stale = folder.appendingPathComponent("Generated/App/Gone+Screens.swift")
        try write("// Generated by screengen from Specs/Gone.yml. Do not edit.\n", to: stale)
        let moved = try XCTUnwrap(FileStamp.ofFolder(folder.appendingPathComponent("Generated/App").path))
        var record = try state(folder)
        let index = try XCTUnwrap(record.outputFolders.paths.firstIndex(of: "App"))
        XCTAssertNotEqual(record.outputFolders.stamps[index], moved, "adding a file moved the folder's stamp")
        record.outputFolders = FolderStamps(zip(record.outputFolders.paths, record.outputFolders.stamps).map { path, stamp in
            (path, path == "App" ? moved : stamp)
        })
        return (stale, moved, record)
    }

    func testOutputFoldersWithTheirRecordedStampsAreNotListed() throws {
        let folder = try project()
        let honest = try state(folder)
        var (stale, moved, record) = try staleFileInAppFolder(folder)
        waitForClock(passing: moved.modified)
        record.horizon = FileStamp.now()
        try saveState(record, folder)
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 0 files, 3 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale.path), "the folder was not listed, so the stale file stayed")

        try saveState(honest, folder)
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 0 files, 3 unchanged, removed 1\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    }

    /// A folder stamp from the horizon's tick or later is not trusted, as a file's is not:
    /// the folder is listed.
    func testAnUnsettledFolderStampIsListed() throws {
        let folder = try project()
        var (stale, moved, record) = try staleFileInAppFolder(folder)
        record.horizon = moved.modified
        try saveState(record, folder)
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 0 files, 3 unchanged, removed 1\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    }

    /// Under Xcode's sandbox a run writes its declared outputs only, so it re-dates no
    /// folder: a folder it changed keeps a stamp that is not settled, and the next run lists
    /// it, still with nothing to do.
    func testASandboxedRunRedatesNoFolder() throws {
        let folder = try project()
        var environment = ProcessInfo.processInfo.environment
        environment["ENABLE_USER_SCRIPT_SANDBOXING"] = "YES"
        environment["DERIVED_FILE_DIR"] = nil
        environment["TMPDIR"] = nil
        try write(moreSpec, to: folder.appendingPathComponent("Specs/Added.yml"))
        let full = try ScreenGenProcess.run(["generate"], in: folder, environment: environment)
        XCTAssertEqual(full.status, 0, full.stderr)
        let record = try state(folder)
        let horizon = try XCTUnwrap(record.horizon)
        let app = try XCTUnwrap(record.outputFolders.paths.firstIndex(of: "App"))
        XCTAssertFalse(record.outputFolders.stamps[app].isSettled(before: horizon), "a file was added to it, and it was not re-dated")
        let again = try ScreenGenProcess.run(["generate"], in: folder, environment: environment)
        XCTAssertEqual(again.stdout, "wrote 0 files, 4 unchanged\n", again.stderr)
    }

    /// An output folder the record does not know (a new one at the top) has the whole
    /// output folder listed: a stale generated file in it is removed.
    func testANewOutputFolderIsListed() throws {
        let folder = try project()
        let stale = folder.appendingPathComponent("Generated/New/Gone+Screens.swift")
        try write("// Generated by screengen from Specs/Gone.yml. Do not edit.\n", to: stale)
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 0 files, 3 unchanged, removed 1\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
    }

    func testFolderLinesRoundTripAndKeepTheirOrder() throws {
        var record = RunState(version: "1", build: "2", inputs: 3, outputs: 4, storyboardRoots: [], files: ["A/B.swift"], horizon: 5)
        let one = FileStamp(size: 1, modified: 2, changed: 3, inode: 4)
        let two = FileStamp(size: 4096, modified: -7, changed: 8, inode: .max)
        record.specFolders = FolderStamps([("More Specs", two), (".", one)])
        record.outputFolders = FolderStamps([("A", one)])
        record.outputStamps = ["A/B.swift": StampedHash(stamp: one, hash: 9)]
        let text = record.text
        XCTAssertEqual(RunState(text: text), record)
        XCTAssertTrue(text.hasSuffix("""
            output 0000000000000009 1 2 3 4 A/B.swift
            spec-folder 1 2 3 4 .
            spec-folder 4096 -7 8 18446744073709551615 More Specs
            output-folder 1 2 3 4 A

            """), text)
        XCTAssertFalse(text.contains("\nfile "), "the file is listed by its output line")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("spec-folder ") })
        var swapped = lines
        swapped.swapAt(first, first + 1)
        XCTAssertNil(RunState(text: swapped.joined(separator: "\n")), "folders out of order are no record")
        XCTAssertNil(RunState(text: text.replacingOccurrences(of: "output-folder 1 2 3 4 A", with: "output-folder 1 2 3 A")))
    }

    /// The eight-digit step of the stamp parser agrees with reading one digit at a time.
    func testEightDigitsAtATime() {
        for value in [0, 1, 12_345_678, 99_999_999, 10_000_000, 90_000_009] + (0..<2000).map({ _ in Int.random(in: 0..<100_000_000) }) {
            let text = Array(String(format: "%08d", value).utf8)
            XCTAssertEqual(text.withUnsafeBufferPointer { FileStamp.eightDigits($0.baseAddress!) }, UInt64(value), "\(value)")
        }
        for text in ["1234567 ", "/2345678", "1234567:", "12a45678", "1234 678", "-1234567", "\u{10}2345678"] {
            XCTAssertNil(Array(text.utf8).withUnsafeBufferPointer { FileStamp.eightDigits($0.baseAddress!) }, text)
        }
    }
}
