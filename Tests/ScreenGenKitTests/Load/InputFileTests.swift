import Foundation
@testable import ScreenGenKit
import XCTest

/// An input file is re-checked after it is read: bytes of a file that changed meanwhile
/// (an editor saving in place, a checkout) are read again, and reported when the file
/// keeps changing, never used half old, half new.
final class InputFileTests: XCTestCase {
    func testAFileReadWholeAndUnchangedIsTaken() throws {
        let file = Fixtures.temporaryFolder(self).appendingPathComponent("App.yml")
        try Data("module: App\n".utf8).write(to: file)
        XCTAssertEqual(try InputFile.read(file.path, limit: 1_000).get(), Array("module: App\n".utf8))
    }

    /// A file whose size differs from what a read returns is one that changed while it was
    /// read. Linux's /proc files behave so on every read (their size says 0), which makes the
    /// case repeatable: after its re-reads the file is reported, not used.
    func testAFileThatKeepsChangingWhileItIsReadIsReported() throws {
        let status = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: status) else { throw XCTSkip("no /proc here (Linux only)") }
        switch InputFile.read(status, limit: 1_000_000) {
        case .success: XCTFail("a file whose size changed while it was read was used")
        case let .failure(failure): XCTAssertEqual(failure, .unreadable("it kept changing while it was read (an editor or a checkout still writing it); run again once it is saved"))
        }
    }

    /// Through the whole pipeline, the problem is located at the spec file.
    func testASpecThatKeepsChangingIsAnErrorAtItsPath() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { throw XCTSkip("no /proc here (Linux only)") }
        let folder = Fixtures.temporaryFolder(self)
        try ModuleProject.save("module: App\nscreens:\n  AViewController: {}\n", to: folder.appendingPathComponent("Specs/App.yml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Specs/Live.yml").path, withDestinationPath: "/proc/self/status")
        let run = try ScreenGenProcess.run(["lint"], in: folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("Specs/Live.yml:1:1: error: cannot read file: it kept changing while it was read"), run.stderr)
    }
}
