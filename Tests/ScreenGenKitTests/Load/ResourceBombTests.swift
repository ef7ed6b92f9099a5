import Foundation
import ScreenGenKit
import XCTest

/// Inputs built to exhaust time or memory, and encodings that trip up parsers: each either
/// works or is rejected with a located, short error. (How fast and how small: `make bench`
/// runs Benchmarks/bombs.py on a release build against 2 s and 200 MB.)
final class ResourceBombTests: XCTestCase {
    private func run(_ text: String) -> Pipeline.Result {
        run(Array(text.utf8))
    }

    private func run(_ bytes: [UInt8]) -> Pipeline.Result {
        Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: bytes)], specsFolder: "Specs")
    }

    /// The one error `result` must hold, as `line:column: code`, with a short message.
    private func assertRejected(_ result: Pipeline.Result, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.location.line):\($0.location.column): \($0.kind.code)" }, [expected], "\(errors)", file: file, line: line)
        for error in errors {
            XCTAssertLessThan(error.description.utf8.count, 400, "messages never echo a huge value: \(error.description.prefix(500))", file: file, line: line)
        }
        XCTAssertEqual(result.files, [], file: file, line: line)
    }

    func testBillionLaughsStopsAtTheNodeLimit() {
        var text = "x-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = String(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1))))
            let name = String(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level))))
            text += "x-\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let result = run("module: App\n" + text)
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["document-too-large"])
        // x-a to x-e expand to 123,455 nodes; the eighth *e of x-f (line 7) crosses 1,000,000.
        XCTAssertEqual(result.diagnostics.first?.location.line, 7, "located at the alias that crosses the limit")
    }

    func testDeepNestingStopsAtTheDepthLimit() {
        // The 64th '[' (column 73) is one too deep.
        assertRejected(run("module: App\nscreens: " + String(repeating: "[", count: 200)), "2:\(10 + YAMLLoader.depthLimit - 1): nesting-too-deep")
        // Far deeper, libyaml's own guard stops its scanner first, near the start.
        let deep = run("module: App\nscreens: " + String(repeating: "[", count: 100_000))
        XCTAssertEqual(deep.diagnostics.map { "\($0.location.line): \($0.kind.code)" }, ["2: nesting-too-deep"])
        XCTAssertEqual(deep.diagnostics.first?.kind.message, "collections nested deeper than \(YAMLLoader.depthLimit) levels; a spec needs at most 4")
        var block = "module: App\n"
        for level in 0..<200 { block += String(repeating: " ", count: level) + "k\(level):\n" }
        // The mapping at depth d starts at line d + 2, column d + 1.
        assertRejected(run(block), "\(YAMLLoader.depthLimit + 2):\(YAMLLoader.depthLimit + 1): nesting-too-deep")
    }

    func testHugeScalarsAreNeitherLoadedWholeNorEchoed() throws {
        let huge = [UInt8]("module: App\nscreens:\n  A:\n    storyboard: ".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 100 * 1024 * 1024)
        assertRejected(run(huge), "1:1: spec-file-too-large")
        // Just under the limit, the value loads and the message shows only its start.
        let large = String(repeating: "x", count: YAMLLoader.byteLimit - 100)
        assertRejected(run("module: App\nscreens:\n  A:\n    storyboard: \(large)\n"), "4:17: undeclared-storyboard")
        assertRejected(run("module: \(large)\n"), "1:9: invalid-module-name")
        // On disk, the size is checked before reading (a sparse file costs no disk space).
        let folder = Fixtures.temporaryFolder(self)
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let path = specs.appendingPathComponent("Huge.yml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("module: App\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        let (files, diagnostics) = SpecFolder(path: "Specs", currentDirectory: folder.path).read()
        XCTAssertEqual(files.count, 0)
        XCTAssertEqual(diagnostics.map(\.description), [
            "Specs/Huge.yml:1:1: error: spec file is 104857600 bytes, more than the limit of \(YAMLLoader.byteLimit) bytes; a spec declares screens, so split a file this large or check that it is the right file",
        ])
    }

    func testTooManyScreensAreRejectedAtTheFirstOneOverTheLimit() {
        var text = "module: App\nscreens:\n"
        for index in 0..<100_000 { text += "  S\(index)ViewController: {}\n" }
        let limit = 20_000
        assertRejected(run(text), "\(3 + limit):3: too-many-screens")
        XCTAssertEqual(run(text).diagnostics.first?.kind.message,
                       "the specs declare 100000 screens, more than the \(limit) one module can have; split the screens into modules with their own specs")
        // Spread over files, each under the limit: the sum is checked, at the first screen over it.
        let half = (0..<15_000).map { "  A\($0)ViewController: {}\n" }.joined()
        let result = Pipeline().run(files: [
            SpecFolder.File(displayPath: "Specs/A.yml", bytes: Array(("module: App\nscreens:\n" + half).utf8)),
            SpecFolder.File(displayPath: "Specs/B.yml", bytes: Array(("screens:\n" + half.replacingOccurrences(of: "  A", with: "  B")).utf8)),
        ], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "Specs/B.yml:\(2 + limit - 15_000):3: error: the specs declare 30000 screens, more than the \(limit) one module can have; split the screens into modules with their own specs",
        ])
    }

    /// Found by fuzzing: SwiftParser takes exponential time on nested '[' (a 40-byte default
    /// value took hours), so such text is refused before it is parsed.
    func testDeeplyNestedBracketsInSwiftTextAreRefusedBeforeParsing() {
        let deep = String(repeating: "[", count: 40)
        let spec = "module: App\nscreens:\n  AViewController:\n    initialize:\n      a: \"\(deep)Int\"\n      b: \"Int = \(deep)1\"\n"
        let errors = run(spec).diagnostics
        XCTAssertEqual(errors.map(\.description), [
            "Specs/App.yml:5:11: error: parameter type '\(deep)Int' is not one valid Swift type: its '[' brackets nest deeper than 12 levels",
            "Specs/App.yml:6:17: error: default value '\(deep)1' is not one valid Swift expression: its '[' brackets nest deeper than 12 levels",
        ])
        let long = "Int = " + Array(repeating: "1", count: 600).joined(separator: " + ")
        XCTAssertEqual(run("module: App\nscreens:\n  AViewController:\n    initialize:\n      a: \(long)\n").diagnostics.map(\.kind.code), ["invalid-default-value"])
        let twelve = String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
        XCTAssertEqual(run("module: App\nscreens:\n  AViewController:\n    initialize:\n      a: \"\(twelve)\"\n").diagnostics, [], "12 levels are fine")
    }

    func testInvalidUTF8IsLocatedAtTheFirstBadByte() {
        assertRejected(run(Array("module: App\nscreens:\n  Caf".utf8) + [0xE9] + Array("ViewController: {}\n".utf8)), "3:6: invalid-utf8")
        // A UTF-16 byte order mark is not a bad byte: the file is UTF-16, and is named so.
        assertRejected(run([0xFF, 0xFE] + Array("m\0o\0".utf8)), "1:1: unsupported-encoding")
        // Valid UTF-8 that YAML refuses (a control character) is located the same way.
        assertRejected(run("module: App\nscreens:\n  A\u{1}BViewController: {}\n"), "3:4: yaml-syntax")
    }

    func testByteOrderMarkCRLFAndTabsWorkOrAreExplained() {
        let spec = "module: App\nstoryboards: {Main: {}}\nscreens:\n  AViewController: {}\n  B:\n    storybaord: Main\n"
        for (name, bytes) in [
            ("BOM", [0xEF, 0xBB, 0xBF] + Array(spec.utf8)),
            ("CRLF", Array(spec.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("BOM and CRLF", [0xEF, 0xBB, 0xBF] + Array(spec.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("tab after a colon", Array(spec.replacingOccurrences(of: "module: ", with: "module:\t").utf8)),
        ] {
            let result = run(bytes)
            XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.kind.code)" }, ["6:5: unknown-key"], name)
        }
        let fixed = spec.replacingOccurrences(of: "storybaord", with: "storyboard")
        XCTAssertEqual(run([0xEF, 0xBB, 0xBF] + Array(fixed.replacingOccurrences(of: "\n", with: "\r\n").utf8)).diagnostics, [])
        let tabs = run(spec.replacingOccurrences(of: "\n  AViewController", with: "\n\tAViewController"))
        assertRejected(tabs, "4:1: yaml-syntax")
        XCTAssertEqual(tabs.diagnostics.first?.kind.message, "this line is indented with a tab; YAML indents with spaces only")
        XCTAssertEqual(tabs.diagnostics.first?.kind.notes.first?.message, "replace the tab with spaces")
    }
}
