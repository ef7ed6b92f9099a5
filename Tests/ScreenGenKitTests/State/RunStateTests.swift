import Foundation
@testable import ScreenGenKit
import XCTest

/// The run state (`.screengen`): a `generate` or `check` whose inputs and output files are
/// what the record says skips its work and writes nothing; any change to an input or an
/// output makes it do the full run. Through the real binary.
///
/// To see which path a run took, some tests first "forge" the folder: they hand-edit a
/// generated file and make the record agree with the edit. A run that trusts the record
/// leaves the edit; a full run restores the file.
final class RunStateTests: XCTestCase {
    let spec = "module: App\nstoryboardPaths: [../UI]\nstoryboards:\n  Main: {}\nscreens:\n  AViewController:\n    storyboard: Main\n    initial: true\n  BViewController:\n    initialize:\n      name: String\n"
    let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a" customClass="AViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    let edited = "App/App+Screens.swift"

    func project(config: String? = nil) throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        var files = ["Specs/App.yml": spec, "UI/Base.lproj/Main.storyboard": storyboard]
        if let config { files["screengen.yml"] = config }
        for (path, text) in files {
            try write(text, to: folder.appendingPathComponent(path))
        }
        try waitUntilSettled(files.keys.map { folder.appendingPathComponent($0) })
        let first = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "wrote 3 files, 0 unchanged\n")
        return folder
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func state(_ folder: URL) throws -> RunState {
        try XCTUnwrap(RunState(text: read(folder.appendingPathComponent("Generated/.screengen"))))
    }

    func saveState(_ state: RunState, _ folder: URL) throws {
        try write(state.text, to: folder.appendingPathComponent("Generated/.screengen"))
    }

    /// Hand-edits one generated file and rewrites the record's output digest to match it,
    /// and the file's recorded stamp: dated before the record's horizon, as a run dates the
    /// files it writes, so that a run trusting the record does not read it either.
    func forge(_ folder: URL) throws -> String {
        let url = folder.appendingPathComponent("Generated").appendingPathComponent(edited)
        let text = try read(url) + "// edited by hand\n"
        try write(text, to: url)
        var record = try state(folder)
        setModified(try XCTUnwrap(record.horizon) - 1, url)
        let stamp = try XCTUnwrap(FileStamp.of(url.path))
        record.outputStamps[edited] = StampedHash(stamp: stamp, hash: XXH64.hash(Array(text.utf8)))
        let files = try record.files.map { GeneratedFile(path: $0, contents: try read(folder.appendingPathComponent("Generated/\($0)"))) }
        record.outputs = GeneratedFile.digest(of: files)
        try saveState(record, folder)
        return text
    }

    /// Path -> (size, modification time, inode) of every file below the output folder.
    func snapshot(_ folder: URL) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        let root = folder.appendingPathComponent("Generated")
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
            var info = stat()
            guard lstat(root.appendingPathComponent(path).path, &info) == 0, UInt32(info.st_mode) & UInt32(S_IFMT) == UInt32(S_IFREG) else { continue }
            result[path] = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
        }
        return result
    }

    func testGenerateRecordsItsInputsAndOutputs() throws {
        let folder = try project()
        let record = try state(folder)
        XCTAssertEqual(record.files, ["App/App+Screens.swift", "App/ScreenGen.swift", "AppTests/AppScreenTests.swift"])
        XCTAssertEqual(record.storyboardRoots, [.folder("UI")])
        XCTAssertNotNil(record.inputs)
        XCTAssertEqual(record.version, try ScreenGenProcess.run(["--version"], in: folder).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let files = try record.files.map { GeneratedFile(path: $0, contents: try read(folder.appendingPathComponent("Generated/\($0)"))) }
        XCTAssertEqual(record.outputs, GeneratedFile.digest(of: files))
    }

    func testUnchangedInputsSkipTheWorkAndWriteNothing() throws {
        let folder = try project()
        let text = try forge(folder)
        let before = try snapshot(folder)
        let run = try ScreenGenProcess.run(["generate", "--verbose"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            unchanged Generated/App/App+Screens.swift
            unchanged Generated/App/ScreenGen.swift
            unchanged Generated/AppTests/AppScreenTests.swift
            wrote 0 files, 3 unchanged

            """)
        XCTAssertEqual(try read(folder.appendingPathComponent("Generated/\(edited)")), text, "the record was trusted: no spec was loaded")
        XCTAssertEqual(try snapshot(folder), before, "nothing written, the record included")
        // `check` trusts no record: it reads the specs and compares every file's bytes, so
        // the forged record cannot make it pass.
        let check = try ScreenGenProcess.run(["check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stdout.contains("-// edited by hand"), check.stdout)
        XCTAssertTrue(check.stderr.contains("Generated is stale (1 file would change)"), check.stderr)
    }

    /// Each change to an input or to the record's tool makes `generate` do the full run,
    /// which restores the hand-edited file.
    func testEveryInputDefeatsTheRecord() throws {
        let changes: [(String, (URL) throws -> Void)] = [
            ("edited spec", { try self.write(self.spec + "# a comment changes no output\n", to: $0.appendingPathComponent("Specs/App.yml")) }),
            ("new spec file", { try self.write("screens:\n  CViewController: {}\n", to: $0.appendingPathComponent("Specs/More.yml")) }),
            ("edited storyboard", { try self.write(self.storyboard.replacingOccurrences(of: "sceneID=\"s1\"", with: "sceneID=\"s2\""), to: $0.appendingPathComponent("UI/Base.lproj/Main.storyboard")) }),
            ("new storyboard", { try self.write(self.storyboard, to: $0.appendingPathComponent("UI/Extra.storyboard")) }),
            ("new config file", { try self.write("strict: false\n", to: $0.appendingPathComponent("screengen.yml")) }),
            ("other version", { folder in
                var record = try self.state(folder)
                record.version = "0.0.1"
                try self.saveState(record, folder)
            }),
            ("other build", { folder in
                var record = try self.state(folder)
                record.build += "0"
                try self.saveState(record, folder)
            }),
        ]
        for (name, change) in changes {
            let folder = try project()
            _ = try forge(folder)
            try change(folder)
            let run = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertTrue(run.stdout.hasPrefix("wrote "), "\(name): \(run.stdout) \(run.stderr)")
            XCTAssertFalse(try read(folder.appendingPathComponent("Generated/\(edited)")).contains("edited by hand"), "\(name): the full run restores the file")
        }
    }

    func testStrictFlagAndStoryboardFolderDefeatTheRecord() throws {
        for arguments in [["--strict"], ["--storyboards", "UI"]] {
            let folder = try project()
            _ = try forge(folder)
            let run = try ScreenGenProcess.run(["generate"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertFalse(try read(folder.appendingPathComponent("Generated/\(edited)")).contains("edited by hand"), "\(arguments)")
        }
    }

    func testEditedConfigDefeatsTheRecord() throws {
        let folder = try project(config: "strict: false\n")
        _ = try forge(folder)
        try write("strict: false\n# edited\n", to: folder.appendingPathComponent("screengen.yml"))
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 1 file, 2 unchanged\n")
    }

    func testEditedDeletedOrAddedOutputDefeatsTheRecord() throws {
        let edits: [(String, (URL) throws -> Void)] = [
            ("edited output", { try self.write("// Generated by screengen from Specs/App.yml. Do not edit.\n", to: $0.appendingPathComponent("Generated/App/ScreenGen.swift")) }),
            ("deleted output", { try FileManager.default.removeItem(at: $0.appendingPathComponent("Generated/App/ScreenGen.swift")) }),
            ("stale generated file", { try self.write("// Generated by screengen from Specs/Gone.yml. Do not edit.\n", to: $0.appendingPathComponent("Generated/App/Gone+Screens.swift")) }),
            ("killed run's staged file", { try self.write("// Generated by screengen from Specs/App.yml. Do not edit.\n", to: $0.appendingPathComponent("Generated/.screengen-1-ab-3-ScreenGen.swift")) }),
        ]
        for (name, edit) in edits {
            let folder = try project()
            let expected = try snapshot(folder).keys.sorted()
            let original = try read(folder.appendingPathComponent("Generated/App/ScreenGen.swift"))
            try edit(folder)
            let check = try ScreenGenProcess.run(["check"], in: folder)
            XCTAssertEqual(check.status, 1, "\(name): check detects it: \(check.stdout)")
            let run = try ScreenGenProcess.run(["generate"], in: folder)
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            XCTAssertEqual(try read(folder.appendingPathComponent("Generated/App/ScreenGen.swift")), original, name)
            XCTAssertEqual(try snapshot(folder).keys.sorted(), expected, "\(name): the full run leaves exactly the generated files")
        }
    }

    func testUnreadableOrForeignRecordMeansAFullRun() throws {
        for text in ["", "garbage\n", "screengen-state 9\nversion x\nbuild y\ninputs none\noutputs 0000000000000000\n"] {
            let folder = try project()
            _ = try forge(folder)
            try write(text, to: folder.appendingPathComponent("Generated/.screengen"))
            XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stdout, "wrote 1 file, 2 unchanged\n", text)
            XCTAssertNotNil(try state(folder).inputs, "the full run writes a new record")
        }
    }

    /// A run that skips its work prints what the full run prints, in every format and
    /// with every flag; the full run is forced by deleting the record.
    func testSkippedRunPrintsWhatTheFullRunPrints() throws {
        let commands = [
            ["generate"], ["generate", "--verbose"], ["generate", "--quiet"], ["generate", "--diagnostics-format", "json"],
            ["generate", "--diagnostics-format=github", "--verbose"], ["generate", "--specs", "Specs", "--output=Generated", "--no-strict"],
        ]
        for arguments in commands {
            let folder = try project()
            XCTAssertEqual(try ScreenGenProcess.run(arguments, in: folder).status, 0, "\(arguments): records")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated/.screengen"))
            let full = try ScreenGenProcess.run(arguments, in: folder)
            let text = try forge(folder)
            let skipped = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertEqual(try read(folder.appendingPathComponent("Generated/\(edited)")), text, "\(arguments): the run was skipped")
            XCTAssertEqual(skipped.status, full.status, "\(arguments)")
            XCTAssertEqual(skipped.stdout, full.stdout, "\(arguments)")
            XCTAssertEqual(skipped.stderr, full.stderr, "\(arguments)")
        }
    }

    /// Command lines the quick path does not take still get ArgumentParser's answers.
    func testUnusualCommandLinesStillGetTheirUsualAnswers() throws {
        let folder = try project()
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet=yes"], in: folder).status, 2)
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--specs"], in: folder).status, 2)
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet", "--quiet"], in: folder).stdout, "")
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--nope"], in: folder).status, 2)
        XCTAssertEqual(try ScreenGenProcess.run(["check", "--verbose"], in: folder).status, 2)
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--storyboards", "Missing"], in: folder).status, 2)
        XCTAssertTrue(try ScreenGenProcess.run(["generate", "--help"], in: folder).stdout.contains("USAGE"))
        let version = try ScreenGenProcess.run(["--version"], in: folder)
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(try ScreenGenProcess.run(["--version", "--help"], in: folder).status, 0)
        XCTAssertTrue(version.stdout.hasSuffix("\n") && !version.stdout.dropLast().contains("\n"), version.stdout)
    }

    // MARK: The record and its digest

    func testXXH64MatchesTheReferenceVectors() {
        // From the reference implementation (xxhash 0.8, XXH64).
        XCTAssertEqual(XXH64.hash([UInt8]()), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(XXH64.hash([UInt8]()), XXH64.hash(""))
        XCTAssertEqual(XXH64.hash(Array("a".utf8)), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(XXH64.hash(Array("abc".utf8)), 0x44BC_2CF5_AD77_0999)
        XCTAssertEqual(XXH64.hash("screengen"), 0x4EF6_B4CD_67B4_7C9F)
        XCTAssertEqual(XXH64.hash(Array(repeating: Array(0...255), count: 3).flatMap { $0 }), 0x8E03_C838_C596_036F)
        XCTAssertEqual(XXH64.hash(Array(String(repeating: "0123456789abcdef", count: 5).utf8) + Array("xyz".utf8)), 0x2CF0_AB3F_2D7C_78C7)
        XCTAssertEqual(XXH64.hash([UInt8](), seed: 1), 0xD5AF_BA13_36A3_BE4B)
        XCTAssertEqual(XXH64.hash(Array(repeating: Array(0...255), count: 3).flatMap { $0 }, seed: 1), 0xA802_5737_4B99_ADE3)
    }

    func testRecordTextRoundTrips() throws {
        let record = RunState(version: "1.2.3", build: "10-20.30", inputs: 0x0123_4567_89AB_CDEF, outputs: 42,
                              storyboardRoots: [.folder("UI"), .file("/abs/Main.storyboard")], files: ["App/A.swift", "App Tests/B.swift"])
        XCTAssertEqual(RunState(text: record.text), record)
        var stamped = record
        stamped.horizon = 1_764_000_000_123_456_789
        stamped.specStamps = ["Specs/My App.yml": StampedHash(stamp: FileStamp(size: 10, modified: -5, changed: 1_764_000_000_000_000_001, inode: .max), hash: 7)]
        stamped.outputStamps = ["App Tests/B.swift": StampedHash(stamp: FileStamp(size: 0, modified: 2, changed: 3, inode: 4), hash: .max)]
        XCTAssertEqual(RunState(text: stamped.text), stamped)
        XCTAssertTrue(stamped.text.hasSuffix("""
            horizon 1764000000123456789
            spec 0000000000000007 10 -5 1764000000000000001 18446744073709551615 Specs/My App.yml
            output ffffffffffffffff 0 2 3 4 App Tests/B.swift

            """), stamped.text)
        XCTAssertNil(RunState(text: stamped.text.replacingOccurrences(of: "horizon 1764", with: "horizon x1764")))
        XCTAssertNil(RunState(text: stamped.text.replacingOccurrences(of: "output ffffffffffffffff 0 2 3", with: "output ffffffffffffffff 0 2")))
        XCTAssertTrue(record.text.contains("\ninputs 0123456789abcdef\noutputs 000000000000002a\n"), record.text)
        var unskippable = record
        unskippable.inputs = nil
        XCTAssertEqual(RunState(text: unskippable.text), unskippable)
        XCTAssertNil(RunState(text: record.text.replacingOccurrences(of: "file App/A.swift", with: "fiel App/A.swift")))
    }

    /// The record's one comment line says what to do with it in version control, as the
    /// README's "The run state" does; a generated folder's record starts with it.
    func testTheRecordSaysInOneLineToKeepItOutOfVersionControl() throws {
        let folder = try project()
        let text = try read(folder.appendingPathComponent("Generated/\(RunState.fileName)"))
        let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }
        XCTAssertEqual(comments, [Substring(RunState.header)])
        XCTAssertTrue(text.hasPrefix(RunState.header + "\n"), text)
        XCTAssertTrue(RunState.header.contains("keep it out of version control"), RunState.header)
        XCTAssertTrue(RunState.header.contains("safe to delete"), RunState.header)
    }

    func testRecordWithAPathThatIsNotOneLineKeepsNoInputs() throws {
        let record = RunState(version: "1", build: "2", inputs: 3, outputs: 4, storyboardRoots: [.folder("a\nb")], files: ["A.swift"])
        let parsed = try XCTUnwrap(RunState(text: record.text))
        XCTAssertNil(parsed.inputs)
        XCTAssertEqual(parsed.files, [])
    }
}
