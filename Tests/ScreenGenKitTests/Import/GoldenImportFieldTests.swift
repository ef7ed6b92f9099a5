import Foundation
import XCTest

/// The smallest reproduction of each kind of app that import once failed on
/// (`Tests/Fixtures/ImportField/<case>/Tree`): names with spaces and punctuation, a folder of
/// XIBs only, AppKit XIBs, a tree of several platforms, one class behind segues in two
/// storyboards, a class named after its storyboard, plain and unnamed scenes. Through the
/// binary, as a user runs it: what import prints and writes is the golden
/// (`Expected/import.txt`, `Expected/Specs/`), `lint --strict` against the tree is clean,
/// `generate` succeeds, and no two generated test methods share a name.
final class GoldenImportFieldTests: XCTestCase {
    static let root = Fixtures.root.appendingPathComponent("ImportField")

    func testEveryFieldCaseImportsLintsAndGenerates() throws {
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 7)
        for name in cases {
            let golden = Self.root.appendingPathComponent(name)
            let work = Fixtures.temporaryFolder(self).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: golden.appendingPathComponent("Tree"), to: work.appendingPathComponent("Tree"))

            let imported = try ScreenGenProcess.run(["import", "Tree"], in: work)
            let transcript = "exit \(imported.status)\n--- stdout\n\(imported.stdout)--- stderr\n\(imported.stderr)"
            Fixtures.assertGolden(transcript, at: golden.appendingPathComponent("Expected/import.txt"))
            let written = Fixtures.files(in: work.appendingPathComponent("Specs"))
            for (path, text) in written {
                Fixtures.assertGolden(text, at: golden.appendingPathComponent("Expected/Specs/\(path)"))
            }
            if !Fixtures.isRecording {
                XCTAssertEqual(Set(written.keys), Set(Fixtures.files(in: golden.appendingPathComponent("Expected/Specs")).keys), "\(name): the files written")
            }
            guard imported.status == 0 else { continue }
            let config = FileManager.default.fileExists(atPath: work.appendingPathComponent("screengen.yml").path)
            let lint = try ScreenGenProcess.run(["lint", "--strict", "--storyboards", "Tree"] + (config ? ["--config", "screengen.yml"] : []), in: work)
            XCTAssertEqual(lint.status, 0, "\(name): \(lint.stderr)")
            let generate = try ScreenGenProcess.run(["generate"], in: work)
            XCTAssertEqual(generate.status, 0, "\(name): \(generate.stderr)")
            let tests = Fixtures.files(in: work.appendingPathComponent("Generated")).filter { $0.key.hasSuffix("Tests.swift") }
            for (path, text) in tests {
                let names = text.split(separator: "\n").compactMap { line -> Substring? in
                    guard let range = line.range(of: "func test") else { return nil }
                    return line[range.lowerBound...].prefix { $0 != "(" }
                }
                XCTAssertEqual(names.count, Set(names).count, "\(name): \(path) has test methods of one name: \(names)")
            }
        }
    }
}
