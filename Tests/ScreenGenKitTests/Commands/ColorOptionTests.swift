import Foundation
import XCTest

/// `--color auto|always|never` and `NO_COLOR`: the severity words of the xcode format are
/// coloured (error red, warning yellow), and nothing else ever is.
final class ColorOptionTests: XCTestCase {
    static let red = "\u{1B}[1;31merror\u{1B}[0m"
    static let yellow = "\u{1B}[1;33mwarning\u{1B}[0m"

    /// A folder whose spec has one error (a mistyped key) and one warning (an unused storyboard).
    private func project() throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try """
            module: App
            storyboards:
              Legacy: {}
            screens:
              A:
                storybaord: Main

            """.write(to: folder.appendingPathComponent("Specs/App.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func environment(noColor: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor
        return environment
    }

    func testAlwaysColoursEachSeverityWordEvenWithNoColor() throws {
        let folder = try project()
        for noColor in [nil, "1"] {
            let result = try ScreenGenProcess.run(["lint", "--color", "always"], in: folder, environment: environment(noColor: noColor))
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("Specs/App.yml:6:5: \(Self.red): unknown key 'storybaord'"), result.stderr)
            XCTAssertTrue(result.stderr.contains(": \(Self.yellow): "), result.stderr)
        }
    }

    func testNeverAndAutoWithoutATerminalColourNothing() throws {
        let folder = try project()
        for mode in ["never", "auto"] {
            let result = try ScreenGenProcess.run(["lint", "--color", mode], in: folder, environment: environment(noColor: nil))
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("Specs/App.yml:6:5: error: unknown key 'storybaord'"), result.stderr)
            XCTAssertFalse(result.stderr.contains("\u{1B}"), "\(mode): \(result.stderr)")
        }
        let unset = try ScreenGenProcess.run(["lint"], in: folder, environment: environment(noColor: nil))
        XCTAssertFalse(unset.stderr.contains("\u{1B}"), "auto is the default")
    }

    func testMachineFormatsStayPlainWhateverColorSays() throws {
        let folder = try project()
        for format in ["json", "github"] {
            let result = try ScreenGenProcess.run(["lint", "--color", "always", "--diagnostics-format", format], in: folder)
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stdout.contains("storybaord"), result.stdout)
            XCTAssertFalse((result.stdout + result.stderr).contains("\u{1B}"), format)
        }
    }

    func testTheQuickPathAndArgumentParserTakeTheSameValues() throws {
        let folder = try project()
        // `--color=always` and a repeated option go through ArgumentParser; the plain form does not.
        for arguments in [["lint", "--color", "always"], ["lint", "--color=always"], ["lint", "--color", "always", "--strict", "--strict"]] {
            let result = try ScreenGenProcess.run(arguments, in: folder)
            XCTAssertTrue(result.stderr.contains(Self.red), "\(arguments): \(result.stderr)")
        }
        let bad = try ScreenGenProcess.run(["lint", "--color", "sometimes"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'sometimes'"), bad.stderr)
    }

    /// On a terminal (made by `script`), auto colours unless NO_COLOR has a value.
    func testAutoOnATerminalFollowsNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("no /usr/bin/script to give screengen a terminal")
        }
        let folder = try project()
        let quoted = "'" + ScreenGenProcess.binary.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        func onTerminal(noColor: String?) throws -> String {
            let result = try ScreenGenProcess.run(["-qec", "\(quoted) lint --color auto", "/dev/null"], in: folder,
                                                  executable: URL(fileURLWithPath: "/usr/bin/script"), environment: environment(noColor: noColor))
            XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
            return result.stdout
        }
        XCTAssertTrue(try onTerminal(noColor: nil).contains(Self.red))
        XCTAssertTrue(try onTerminal(noColor: "").contains(Self.red), "an empty NO_COLOR does not count")
        let off = try onTerminal(noColor: "1")
        XCTAssertTrue(off.contains("error: unknown key"), off)
        XCTAssertFalse(off.contains("\u{1B}["), off)
    }
}
