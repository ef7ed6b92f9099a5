import Foundation
import XCTest

/// What the documentation shows screengen printing is what it prints: each block marked
/// `<!-- doc-test: transcript in FOLDER -->` is run again, command by command, in a copy of
/// FOLDER, and compared with the page. `make record` (`SCREENGEN_RECORD=1`) rewrites the
/// blocks from the run, as it rewrites golden files.
final class GoldenDocsTranscriptTests: XCTestCase {
    func testEveryTranscriptInTheDocsIsWhatScreengenPrints() throws {
        var transcripts = 0
        for page in try DocsCodeBlockTests.pages() {
            var text = page.text
            let blocks = DocsCodeBlock.extract(from: page.text, page: page.path)
            // From the bottom up, so that a recorded block does not move the ones above it.
            for block in blocks.reversed() {
                guard let marker = block.marker, case let .success(.transcript(fixture)) = DocTestRole.parse(marker) else { continue }
                transcripts += 1
                let documented = DocsTranscript(parsing: block.text)
                let folder = Fixtures.repository.appendingPathComponent(fixture)
                guard FileManager.default.fileExists(atPath: folder.path), !documented.steps.isEmpty else {
                    XCTFail("\(page.path):\(marker.line): a transcript needs `$ screengen …` lines and an existing folder; \(fixture) is not one")
                    continue
                }
                let actual = try documented.rerun(in: folder, scratch: Fixtures.temporaryFolder(self))
                if Fixtures.isRecording {
                    text = DocsTranscript.replacing(block, with: actual.text, in: text)
                } else if actual.text != block.text {
                    XCTFail("\(page.path):\(block.line): the transcript differs from what screengen prints in \(fixture) "
                        + "(run `make record` if the change is intended):\n--- documented\n\(block.text)--- printed\n\(actual.text)")
                }
            }
            if Fixtures.isRecording, text != page.text {
                try Data(text.utf8).write(to: Fixtures.repository.appendingPathComponent(page.path))
            }
        }
        // As for every golden file, a recording run fails, so that it cannot pass by accident.
        if Fixtures.isRecording {
            XCTFail("recorded \(transcripts) transcripts; run the tests again without SCREENGEN_RECORD")
        }
        XCTAssertGreaterThanOrEqual(transcripts, 2, "the README and the command line page show screengen's output")
    }

    func testATranscriptIsParsedAndReplacedLineForLine() {
        let page = "# P\n\n<!-- doc-test: transcript in F -->\n```text\n$ screengen lint\nold line\n$ screengen check\n```\nafter\n"
        let block = DocsCodeBlock.extract(from: page, page: "P.md")[0]
        let transcript = DocsTranscript(parsing: block.text)
        XCTAssertEqual(transcript.steps, [.init(command: "screengen lint", output: "old line\n"), .init(command: "screengen check", output: "")])
        XCTAssertEqual(transcript.text, block.text)
        let new = DocsTranscript(steps: [.init(command: "screengen lint", output: "a\nb")])
        XCTAssertEqual(DocsTranscript.replacing(block, with: new.text, in: page),
                       "# P\n\n<!-- doc-test: transcript in F -->\n```text\n$ screengen lint\na\nb\n```\nafter\n")
    }

    /// A command that is not one screengen command is not run; the mismatch names why.
    func testOnlyScreengenCommandsRun() throws {
        let fixture = Fixtures.temporaryFolder(self).appendingPathComponent("F")
        try FileManager.default.createDirectory(at: fixture, withIntermediateDirectories: true)
        let transcript = DocsTranscript(steps: [.init(command: "rm -rf /tmp/x", output: ""), .init(command: "screengen --version", output: "")])
        let rerun = try transcript.rerun(in: fixture, scratch: Fixtures.temporaryFolder(self))
        XCTAssertEqual(rerun.steps[0].output, "(a transcript runs one screengen command per `$ ` line)\n")
        XCTAssertEqual(rerun.steps[1].output, try ScreenGenProcess.run(["--version"]).stdout)
    }
}
