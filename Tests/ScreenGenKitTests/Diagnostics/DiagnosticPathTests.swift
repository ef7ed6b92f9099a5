@testable import ScreenGenKit
import XCTest

/// Paths in messages are never shortened: editors, CI annotations and people find the
/// file by them, and a clone may sit in a folder of any depth. Only quoted values are cut.
final class DiagnosticPathTests: XCTestCase {
    private let longPath = "/" + Array(repeating: "a-deliberately-long-folder-name", count: 8).joined(separator: "/") + "/Main.storyboard"

    func testEveryPathInAMessageIsWhole() {
        let scene = StoryboardScene(elementKind: "viewController", id: "abc-12-xyz", storyboardIdentifier: "Login",
                                    customClass: "Other", location: SourceLocation(file: longPath, line: 3, column: 5))
        let kinds: [DiagnosticKind] = [
            .specsFolderMissing(path: longPath),
            .noSpecFiles(folder: longPath),
            .outputPathCollision(path: longPath, otherFile: longPath),
            .storyboardFolderMissing(path: longPath),
            .unsupportedStoryboardPlatform(file: longPath, platform: .macOS, targetRuntime: "MacOSX.Cocoa"),
            .storyboardFileNotFound(storyboard: "Main", searched: [longPath], suggestion: nil),
            .storyboardPathNotFound(path: longPath, suggestion: longPath),
            .storyboardPathNameMismatch(storyboard: "Main", path: longPath),
            .ambiguousStoryboardFile(storyboard: "Main", files: [longPath, longPath]),
            .storyboardIdentifierNotFound(identifier: "Login", file: longPath, suggestion: nil, classScene: nil),
            .sceneClassMismatch(screen: "LoginViewController", scene: scene),
            .initialSceneMismatch(screen: "LoginViewController", file: longPath, initialViewController: nil, scene: nil, classScene: nil),
        ]
        XCTAssertGreaterThan(longPath.count, 250)
        for kind in kinds {
            XCTAssertTrue(kind.message.contains(longPath), "\(kind.code): \(kind.message)")
            XCTAssertFalse(kind.message.contains("…"), "\(kind.code) shortened something: \(kind.message)")
        }
    }

    func testQuotedValuesAreStillShortened() {
        let value = String(repeating: "x", count: 200)
        let message = DiagnosticKind.duplicateKey(key: value, first: .file("Specs/A.yml")).message
        XCTAssertTrue(message.contains(String(repeating: "x", count: 80) + "…"), message)
    }
}
