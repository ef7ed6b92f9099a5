import Foundation
import XCTest

/// `Docs/Architecture.md` names the files a contributor touches; a file that moves or
/// goes must take the page with it.
final class ArchitectureDocTests: XCTestCase {
    /// Every `Name.swift` or `Folder/Name.swift` the page names in backticks, and every
    /// `Folder/` it names as a stage, exists in the repository.
    func testEveryFileAndFolderThePageNamesExists() throws {
        let page = try String(contentsOf: Fixtures.repository.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let sources = Fixtures.repository.appendingPathComponent("Sources")
        let swiftFiles = Self.files(below: sources).filter { $0.hasSuffix(".swift") }
        let folders = Set(swiftFiles.flatMap { path -> [String] in
            let parts = path.split(separator: "/").dropLast()
            return parts.indices.map { parts[$0...].joined(separator: "/") + "/" }
        })
        var named = 0
        for match in page.matches(of: /`([A-Za-z+\/]+(?:\.swift|\/))`/) {
            let name = String(match.1)
            named += 1
            if name.hasSuffix(".swift") {
                XCTAssertTrue(swiftFiles.contains { $0 == name || $0.hasSuffix("/" + name) }, "Docs/Architecture.md names \(name), which is not in Sources/")
            } else if !name.hasPrefix("Tests/"), !name.hasPrefix("Sources/") {
                XCTAssertTrue(folders.contains { $0 == name || $0.hasSuffix("/" + name) } || Self.testFolders.contains(name),
                              "Docs/Architecture.md names the folder \(name), which is not in Sources/ or Tests/ScreenGenKitTests/")
            }
        }
        XCTAssertGreaterThan(named, 40, "the page names the files it describes")
    }

    private static let testFolders: Set<String> = {
        let tests = Fixtures.repository.appendingPathComponent("Tests/ScreenGenKitTests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        return Set(names.map { $0 + "/" })
    }()

    /// Paths below `folder`, relative to it.
    private static func files(below folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }
    }
}
