import Foundation
@testable import ScreenGenKit
import XCTest

/// Warnings in the run state: a `generate` whose inputs are unchanged prints the warnings of
/// the run it recorded, exactly, without loading a spec and without writing anything (the
/// record included); a changed spec makes the full run validate again.
extension RunStateTests {
    private var warnedSpec: String { "module: App\nstoryboards:\n  Legacy: {}\nscreens:\n  AViewController: {}\n  BViewController:\n    initialize:\n      name: String\n" }

    private func warnedProject() throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        try write(warnedSpec, to: folder.appendingPathComponent("Specs/App.yml"))
        try waitUntilSettled([folder.appendingPathComponent("Specs/App.yml")])
        let first = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("warning: storyboard 'Legacy' is declared but no screen uses it"), first.stderr)
        return folder
    }

    /// The forged file (``forge(_:)``) stays only when no run loaded and validated the specs;
    /// the snapshot (size, time, inode of every file, the record included) stays only when
    /// nothing was written.
    func testWarningsAreReplayedWithoutValidatingOrWriting() throws {
        let commands = [
            ["generate"], ["generate", "--verbose"], ["generate", "--diagnostics-format", "json"],
            ["generate", "--diagnostics-format=github", "--quiet"],
        ]
        for arguments in commands {
            let folder = try warnedProject()
            let record = try state(folder)
            XCTAssertNotNil(record.inputs, "\(arguments): a run that warned is recorded")
            XCTAssertEqual(record.diagnostics.map(\.code), ["unused-storyboard"], "\(arguments)")
            // The full run's output with nothing to write: the record removed first.
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated/.screengen"))
            let full = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertEqual(full.status, 0, "\(arguments): \(full.stderr)")
            let text = try forge(folder)
            let before = try snapshot(folder)
            for round in 0..<2 {
                let skipped = try ScreenGenProcess.run(arguments, in: folder)
                XCTAssertEqual(skipped.status, full.status, "\(arguments) \(round)")
                XCTAssertEqual(skipped.stdout, full.stdout, "\(arguments) \(round)")
                XCTAssertEqual(skipped.stderr, full.stderr, "\(arguments) \(round)")
                XCTAssertTrue((skipped.stdout + skipped.stderr).contains("Legacy"), "\(arguments) \(round): the warning is printed")
                XCTAssertEqual(try read(folder.appendingPathComponent("Generated/\(edited)")), text, "\(arguments) \(round): no spec was validated")
                XCTAssertEqual(try snapshot(folder), before, "\(arguments) \(round): nothing written, the record included")
            }
        }
    }

    /// An edited spec is loaded and validated again: the full run restores the forged file
    /// and reports (and records) the warnings of the specs as they are now.
    func testChangedSpecValidatesAgainAndRecordsItsOwnWarnings() throws {
        let folder = try warnedProject()
        _ = try forge(folder)
        let spec = folder.appendingPathComponent("Specs/App.yml")
        try write(warnedSpec.replacingOccurrences(of: "  Legacy: {}\n", with: "  Legacy: {}\n  Old: {}\n"), to: spec)
        let more = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(more.status, 0, more.stderr)
        XCTAssertTrue(more.stderr.contains("'Legacy'") && more.stderr.contains("'Old'"), more.stderr)
        XCTAssertFalse(try read(folder.appendingPathComponent("Generated/\(edited)")).contains("edited by hand"), "the full run restores the file")
        XCTAssertEqual(try state(folder).diagnostics.count, 2)
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stderr, more.stderr, "replayed as reported")

        try write(warnedSpec.replacingOccurrences(of: "  Legacy: {}\n", with: ""), to: spec)
        let clean = try ScreenGenProcess.run(["generate"], in: folder)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stderr, "")
        XCTAssertEqual(try state(folder).diagnostics, [])
        XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).stderr, "", "no warning replayed")
    }

    /// `--strict` makes the recorded warning an error: the record does not hold for it, and
    /// the full run stops as always.
    func testStrictRunDoesNotReplayWarnings() throws {
        let folder = try warnedProject()
        let strict = try ScreenGenProcess.run(["generate", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("error: storyboard 'Legacy'"), strict.stderr)
    }

    /// Several modules: the warnings of every module, between modules included, are
    /// replayed as the one list the full run printed, and nothing is written.
    func testModulesReplayTheirWarningsAsOneList() throws {
        let folder = Fixtures.temporaryFolder(self)
        try write("modules:\n  - specs: M1/Specs\n    output: M1/Generated\n  - specs: M2/Specs\n    output: M2/Generated\n",
                  to: folder.appendingPathComponent("screengen.yml"))
        try write("module: M1\nstoryboards:\n  Legacy: {}\nscreens:\n  AViewController: {}\n", to: folder.appendingPathComponent("M1/Specs/M1.yml"))
        try write("module: M2\nstoryboards:\n  Older: {}\nscreens:\n  BViewController: {}\n", to: folder.appendingPathComponent("M2/Specs/M2.yml"))
        for arguments in [["generate"], ["generate", "--diagnostics-format", "json"]] {
            XCTAssertEqual(try ScreenGenProcess.run(arguments, in: folder).status, 0, "\(arguments)")
            for module in ["M1", "M2"] {
                try FileManager.default.removeItem(at: folder.appendingPathComponent("\(module)/Generated/.screengen"))
            }
            let full = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertTrue((full.stdout + full.stderr).contains("Legacy") && (full.stdout + full.stderr).contains("Older"), "\(arguments): \(full.stderr)")
            let before = stamps(folder)
            XCTAssertEqual(before.keys.filter { $0.hasSuffix("/.screengen") }.count, 2, "\(arguments): each module keeps a record")
            let skipped = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertEqual(skipped.status, full.status, "\(arguments)")
            XCTAssertEqual(skipped.stdout, full.stdout, "\(arguments)")
            XCTAssertEqual(skipped.stderr, full.stderr, "\(arguments)")
            XCTAssertEqual(stamps(folder), before, "\(arguments): nothing written, the records included")
        }
    }

    /// Every regular file below `folder` with its stamp (size, times, inode).
    private func stamps(_ folder: URL) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [] {
            if let stamp = FileStamp.of(folder.appendingPathComponent(path).path) { result[path] = stamp }
        }
        return result
    }

    func testRecordedDiagnosticsRoundTrip() throws {
        var record = RunState(version: "1", build: "2", inputs: 3, outputs: 4, storyboardRoots: [], files: ["A.swift"])
        let notes = [DiagnosticNote("declared here", at: SourceLocation(file: "Specs/My App.yml", line: 2, column: 3)), DiagnosticNote("100% sure: tab\there")]
        record.diagnostics = [
            DiagnosticText(location: SourceLocation(file: "Specs/My App.yml", line: 4, column: 5), severity: .warning,
                           code: "unused-storyboard", message: "storyboard 'A b' is declared, %20 stays", notes: notes),
            DiagnosticText(location: SourceLocation(file: "", line: 1, column: 1), severity: .warning, code: "x", message: "", notes: []),
        ]
        XCTAssertEqual(RunState(text: record.text), record)
        XCTAssertTrue(record.text.contains("\ndiagnostic warning unused-storyboard 4 5 Specs/My%20App.yml storyboard%20'A%20b'%20is%20declared,%20%2520%20stays\n"), record.text)
        XCTAssertNil(RunState(text: record.text.replacingOccurrences(of: "diagnostic warning x 1 1 % %", with: "diagnostic warning x 1 1 %")))
        XCTAssertNil(RunState(text: record.text.replacingOccurrences(of: "%20stays", with: "%2stays")))
        XCTAssertNil(RunState(text: "screengen-state 3\nversion 1\nbuild 2\ninputs none\noutputs 0000000000000000\nnote 0 0 % orphan\n"), "a note belongs to a diagnostic")
    }

    /// Every text comes back from its escaped word, and a word escaping does not make is
    /// refused, also when the bytes after the word would complete an escape.
    func testEscapedWordsComeBackAndOthersAreRefused() {
        var random = SplitMix64(seed: 116)
        let pieces = ["a", "%", " ", "\t", "\n", "\u{7F}", "\u{0}", "é", "e\u{301}", "😀", "%20", "100%", "~", "\u{1B}[0m"]
        var texts = ["", "%", " ", "%%", "a b"]
        for _ in 0..<2_000 {
            texts.append((0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            let word = RunState.escaped(text)
            XCTAssertFalse(word.utf8.contains(UInt8(ascii: " ")), text.debugDescription)
            XCTAssertEqual(Array(word.utf8).withUnsafeBufferPointer { RunState.unescaped($0[...]) }, text, text.debugDescription)
        }
        for word in ["", "%2", "%G0", "a%", "%2g", "%a0", "ab%4", "%%", "%20%"] {
            XCTAssertNil(Array(word.utf8).withUnsafeBufferPointer { RunState.unescaped($0[...]) }, word)
        }
        // A word cut short inside the record: the bytes after it are not its own.
        XCTAssertNil(Array("%2F %41".utf8).withUnsafeBufferPointer { RunState.unescaped($0[0..<2]) })
        XCTAssertNil(Array("%2F %41".utf8).withUnsafeBufferPointer { RunState.unescaped($0[4..<6]) })
        XCTAssertEqual(Array("%2F %41".utf8).withUnsafeBufferPointer { RunState.unescaped($0[4..<7]) }, "A")
    }
}
