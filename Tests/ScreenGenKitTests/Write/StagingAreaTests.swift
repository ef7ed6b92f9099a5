import Foundation
@testable import ScreenGenKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Where a run stages its files, by the environment Xcode gives a build phase, and the names
/// it gives them.
final class StagingAreaTests: XCTestCase {
    /// Outside the sandbox a run stages in the output folder, whatever the scratch folders
    /// (one can be a bind mount of the same device); under it, in `DERIVED_FILE_DIR`, then
    /// `TMPDIR`, on the output folder's file system.
    func testPlacementFollowsDerivedFileDirThenTmpdirUnderTheSandbox() throws {
        let folder = Fixtures.temporaryFolder(self)
        let writer = OutputWriter(path: folder.appendingPathComponent("Generated").path)
        let derived = folder.appendingPathComponent("Derived").path
        let temporary = folder.appendingPathComponent("Tmp").path
        for path in [derived, temporary] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let cases: [([String: String], String)] = [
            (["DERIVED_FILE_DIR": derived, "TMPDIR": temporary, "ENABLE_USER_SCRIPT_SANDBOXING": "YES"], derived),
            (["TMPDIR": temporary + "/", "ENABLE_USER_SCRIPT_SANDBOXING": "YES"], temporary),
            (["DERIVED_FILE_DIR": "", "TMPDIR": temporary, "ENABLE_USER_SCRIPT_SANDBOXING": "YES"], temporary),
            (["DERIVED_FILE_DIR": derived, "TMPDIR": temporary], writer.url.path),
            ([:], writer.url.path),
        ]
        for (environment, expected) in cases {
            let staging = StagingArea(environment: environment)
            XCTAssertEqual(try staging.placement(for: writer), .rename(folder: expected), "\(environment)")
            let path = staging.path(in: expected, for: "App+Screens.swift")
            XCTAssertEqual(path, "\(expected)/.screengen-\(getpid())-\(staging.token.split(separator: "-")[1])-1-App+Screens.swift", "named by this run's pid and nonce")
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
            staging.removeAll()
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(environment): removed")
        }
        XCTAssertNotEqual(StagingArea().token, StagingArea().token, "a nonce per run")
    }

    /// With the sandbox on and the scratch folder on another file system, nothing can be
    /// staged where a rename reaches the output: files are written in place.
    func testSandboxAcrossFileSystemsWritesInPlace() throws {
        let folder = Fixtures.temporaryFolder(self)
        let derived = folder.appendingPathComponent("Derived")
        try FileManager.default.createDirectory(at: derived, withIntermediateDirectories: true)
        try mountSmallDisk(at: derived, size: "64k")
        let writer = OutputWriter(path: folder.appendingPathComponent("Generated").path)
        XCTAssertEqual(try StagingArea(environment: ["DERIVED_FILE_DIR": derived.path, "ENABLE_USER_SCRIPT_SANDBOXING": "YES"]).placement(for: writer), .inPlace)
        let unsandboxed = StagingArea(environment: ["DERIVED_FILE_DIR": derived.path])
        XCTAssertEqual(try unsandboxed.placement(for: writer), .rename(folder: writer.url.path))
    }

    /// A staged file never replaces a file.
    func testANewFileNeverReplacesOne() throws {
        let folder = Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("New.swift").path
        XCTAssertNil(OutputWriter.writeNewFile("bytes\n", to: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "bytes\n")
        XCTAssertEqual(OutputWriter.writeNewFile("other\n", to: path), EEXIST)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "bytes\n")
    }
}
