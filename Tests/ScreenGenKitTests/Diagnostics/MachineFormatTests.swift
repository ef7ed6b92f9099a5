import Foundation
import XCTest

/// With `--diagnostics-format json` or `github`, standard output is for a program: every
/// command, whether it succeeds, finds spec errors or finds stale output, prints that
/// format and nothing else there.
final class MachineFormatTests: XCTestCase {
    private enum Situation: CaseIterable {
        case valid, warning, invalid, stale
    }

    private func folder(for situation: Situation) throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let yaml: String
        switch situation {
        case .valid, .stale: yaml = "module: App\nscreens:\n  AViewController: {}\n"
        case .warning: yaml = "module: App\nstoryboards:\n  Unused: {}\nscreens:\n  AViewController: {}\n"
        case .invalid: yaml = "module: App\nscreens:\n  AViewController:\n    storybaord: Main\n"
        }
        try Data(yaml.utf8).write(to: specs.appendingPathComponent("App.yml"))
        if situation == .stale {
            XCTAssertEqual(try ScreenGenProcess.run(["generate"], in: folder).status, 0)
            try Data("module: App\nscreens:\n  BViewController: {}\n".utf8).write(to: specs.appendingPathComponent("App.yml"))
        }
        return folder
    }

    func testStandardOutputHoldsOnlyTheMachineFormat() throws {
        for command in ["generate", "lint", "check", "xcfilelist"] {
            for situation in Situation.allCases {
                for format in ["json", "github"] {
                    let work = try folder(for: situation)
                    let result = try ScreenGenProcess.run([command, "--diagnostics-format", format], in: work)
                    let what = "\(command) --diagnostics-format \(format) (\(situation)), exit \(result.status)"
                    XCTAssertNotEqual(result.reason, .uncaughtSignal, what)
                    switch format {
                    case "json":
                        let parsed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                        XCTAssertNotNil(parsed as? [Any], "\(what): standard output is not one JSON array:\n\(result.stdout)")
                    default:
                        for line in result.stdout.split(separator: "\n") {
                            XCTAssertTrue(line.hasPrefix("::"), "\(what): not a workflow command: \(line)")
                        }
                    }
                    if situation == .valid, command != "check" {
                        XCTAssertEqual(result.status, 0, "\(what): \(result.stderr)")
                    }
                }
            }
        }
    }

    /// What used to follow the JSON on standard output is still there, for people.
    func testSummaryGoesToStandardError() throws {
        let work = try folder(for: .valid)
        let result = try ScreenGenProcess.run(["lint", "--diagnostics-format", "json"], in: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "[]\n")
        XCTAssertEqual(result.stderr, "specs OK: 1 screen\n")
        let stale = try ScreenGenProcess.run(["check", "--diagnostics-format", "json"], in: try folder(for: .stale))
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.stdout.hasPrefix("[\n  {\n    \"severity\": \"error\",\n    \"code\": \"stale-output\","), stale.stdout)
        XCTAssertTrue(stale.stderr.contains("+++ b/Generated/App/App+Screens.swift"), stale.stderr)
    }
}
