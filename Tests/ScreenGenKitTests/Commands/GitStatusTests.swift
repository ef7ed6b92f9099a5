import Foundation
import XCTest

/// A project's working tree stays clean through ordinary runs: after `init`, `generate` and
/// `xcfilelist` are committed, running the commands again leaves `git status` empty,
/// untracked and ignored files included (no cache, record or lock file appears).
final class GitStatusTests: XCTestCase {
    private func git(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        // No user's or system's git configuration: the test sees git's defaults only.
        try ScreenGenProcess.run(["git", "-c", "user.name=screengen", "-c", "user.email=screengen@example.com",
                                  "-c", "init.defaultBranch=main", "-c", "core.hooksPath=/dev/null"] + arguments,
                                 in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"),
                                 environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                                               "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path])
    }

    private func screengen(_ arguments: [String], in folder: URL) throws {
        let result = try ScreenGenProcess.run(arguments, in: folder)
        XCTAssertEqual(result.status, 0, "screengen \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    func testOrdinaryRunsLeaveTheWorkingTreeClean() throws {
        let folder = Fixtures.temporaryFolder(self)
        guard try git(["init", "-q"], in: folder).status == 0 else { throw XCTSkip("git is not installed") }
        try screengen(["init"], in: folder)
        try screengen(["generate"], in: folder)
        try screengen(["xcfilelist"], in: folder)
        XCTAssertEqual(try git(["add", "-A"], in: folder).status, 0)
        let commit = try git(["commit", "-q", "-m", "Start"], in: folder)
        XCTAssertEqual(commit.status, 0, commit.stderr)

        for arguments in [["generate"], ["generate"], ["lint"], ["check"], ["xcfilelist"], ["graph"]] {
            try screengen(arguments, in: folder)
        }
        // A spec touched but not changed: its mtime moves, nothing else does.
        let spec = folder.appendingPathComponent("Specs/App.yml")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: spec.path)
        try screengen(["generate"], in: folder)
        try screengen(["check"], in: folder)
        // A watch started and stopped.
        let watch = try ScreenGenProcess(["generate", "--watch"], in: folder)
        Thread.sleep(forTimeInterval: 1)
        watch.process.interrupt()
        XCTAssertEqual(watch.wait().status, 0)

        let status = try git(["status", "--porcelain", "--untracked-files=all", "--ignored"], in: folder)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertEqual(status.stdout, "", "runs left files behind")
    }
}
