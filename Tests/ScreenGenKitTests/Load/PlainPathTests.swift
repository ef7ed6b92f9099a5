import Foundation
@testable import ScreenGenKit
import XCTest

/// ``PlainPath`` stands in for `URL` on the paths a run with nothing to do works out, so
/// whatever it answers must be what `URL` answers; anything else it leaves to `URL`.
final class PlainPathTests: XCTestCase {
    let paths = ["Specs", "Generated", "My App/Specs", "a/b/c", "/abs/Specs", "/", "", ".", "..", "./Specs", "Specs/", "Specs//x",
                 "a/../b", "a/./b", "~/Specs", "~", "Spe%20cs", "a?b", "a#b", "a;b", "a\\b", "Spécs", "...", "a/...", ".hidden",
                 "/private/var/x", "/private", "/var/automount/x", "/tmp/x/../y", "//double", "tab\there"]

    func testAgreesWithURLWhereverItAnswers() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "a/b")
        let currentFolders = [folder.path, folder.appendingPathComponent("link").path, "/", "/tmp", folder.path + "/", folder.path + "/a/..", "/private/tmp"]
        var answered = 0
        for current in currentFolders {
            for path in paths + ["link/../x", "link/x"] {
                let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current, isDirectory: true)).standardizedFileURL.path
                guard let plain = PlainPath.resolve(path, in: current) else { continue }
                answered += 1
                XCTAssertEqual(plain, url, "\(path) in \(current)")
            }
        }
        XCTAssertGreaterThan(answered, 20)
        XCTAssertEqual(PlainPath.resolve("Specs", in: folder.path), folder.path + "/Specs")
        XCTAssertNil(PlainPath.resolve("a/../b", in: folder.path), "a `..` may cross a link: left to URL")
        XCTAssertNil(PlainPath.resolve("Specs", in: "/private/tmp"), "an automount prefix: left to URL")
    }

    /// The folders the settings and the writer name agree with `URL` too: display paths,
    /// project paths and the root, with and without a plain current folder.
    func testFoldersAreNamedAsWithURL() throws {
        let folder = Fixtures.temporaryFolder(self)
        for current in [folder.path, folder.path + "/", "/"] {
            for path in ["Specs", "a/b/Specs", "/abs/Specs", "../x", "./Specs"] {
                let specs = SpecFolder(path: path, currentDirectory: current)
                let base = URL(fileURLWithPath: current, isDirectory: true).standardizedFileURL
                let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
                XCTAssertEqual(specs.fullPath, url.path, "\(path) in \(current)")
                XCTAssertEqual(specs.baseDirectoryPath, base.path, "\(path) in \(current)")
                XCTAssertEqual(specs.projectPath, ProjectRoot(enclosing: [url]).path(of: url), "\(path) in \(current)")
                XCTAssertEqual(ProjectRoot(enclosingFolderAt: specs.fullPath), ProjectRoot(enclosing: [url]), "\(path) in \(current)")
                XCTAssertEqual(OutputWriter(path: path, currentDirectory: current).folderPath, url.path, "\(path) in \(current)")
            }
        }
        XCTAssertEqual(SpecFolder(path: "Specs", currentDirectory: folder.path).displayPath, "Specs")
        XCTAssertEqual(SpecFolder(path: folder.path, currentDirectory: folder.path).displayPath, ".")
        XCTAssertEqual(PlainPath.currentDirectory(), FileManager.default.currentDirectoryPath)
        XCTAssertEqual(PlainPath.parent(of: "/a/b"), "/a")
        XCTAssertEqual(PlainPath.parent(of: "/a"), "/")
    }
}
