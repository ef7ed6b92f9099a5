import Foundation
import XCTest

/// What a release build of the generated code runs: `instantiate()` reads the compiled
/// storyboard (`<Name>.storyboardc/Info.plist`, Xcode's layout rather than public API) only
/// under `#if DEBUG`, so a release build calls UIKit's or AppKit's public API alone. Checked
/// on every committed `ScreenGen.swift` (golden fixtures, the examples, the module
/// fixtures), UIKit and AppKit; `GeneratedTestsProofTests` runs the debug path.
final class ReleaseBuildTests: XCTestCase {
    private static let load = "ScreenGenCompiledStoryboard.load("

    func testOnlyDebugBuildsReadTheCompiledStoryboard() throws {
        let files = supportFiles()
        XCTAssertGreaterThanOrEqual(files.count, 8, "ScreenGen.swift files with instantiate()")
        for (name, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // The read is in checkedStoryboard(), between `#if DEBUG` and its `#endif`.
            let reads = lines.indices.filter { lines[$0].contains(Self.load) }
            // One in StoryboardInstantiable's, and one in ScreenGenScene's when classes are shared.
            XCTAssertTrue((1...2).contains(reads.count), "\(name): \(reads.count) reads of the compiled storyboard")
            for read in reads {
                let opening = try XCTUnwrap(lines[..<read].lastIndex { $0.hasPrefix("#if") || $0 == "#endif" }, name)
                XCTAssertEqual(lines[opening], "#if DEBUG", "\(name):\(read + 1)")
                XCTAssertTrue(lines[opening...].contains("#endif"), name)
                let function = try XCTUnwrap(lines[..<opening].last { $0.contains("func ") }, name)
                XCTAssertTrue(function.contains("func checkedStoryboard()"), "\(name): \(function)")
            }
            // Without DEBUG, nothing but the type's own declaration mentions it.
            let release = Self.removingDebugBlocks(lines)
            XCTAssertFalse(release.contains { $0.contains(Self.load) }, "\(name): a release build reads Info.plist")
            let checked = release.indices.filter { release[$0].contains("func checkedStoryboard()") }
            XCTAssertEqual(checked.count, reads.count, name)
            for index in checked {
                XCTAssertTrue(release[index + 1].hasPrefix("return UIStoryboard(name:") || release[index + 1].hasPrefix("return NSStoryboard(name:"),
                              "\(name): a release build goes straight to the framework: \(release[index + 1])")
            }
        }
    }

    /// The text a compiler sees without `-D DEBUG` (the generated code nests no `#if DEBUG`).
    static func removingDebugBlocks(_ lines: [String]) -> [String] {
        var kept: [String] = []
        var inDebug = false
        for line in lines {
            if line == "#if DEBUG" { inDebug = true; continue }
            if inDebug, line == "#endif" { inDebug = false; continue }
            if !inDebug { kept.append(line) }
        }
        return kept
    }

    /// Every committed `ScreenGen.swift` that declares `instantiate()`, by repository path.
    private func supportFiles() -> [(String, String)] {
        var found: [(String, String)] = []
        for folder in ["Generated", "Example", "Tests/Fixtures/Generate", "Tests/Fixtures/Modules", "Tests/Fixtures/ModulesMac"] {
            let root = Fixtures.repository.appendingPathComponent(folder)
            for (path, text) in Fixtures.files(in: root) where path.hasSuffix("ScreenGen.swift") && text.contains("func instantiate()") {
                found.append(("\(folder)/\(path)", text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
