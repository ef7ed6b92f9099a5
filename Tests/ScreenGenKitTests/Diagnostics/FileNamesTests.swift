@testable import ScreenGenKit
import XCTest

/// Locations name their file by a number (``FileNames``); nothing of that may show: a
/// location reads, compares, orders and hashes as its path, line and column do.
final class FileNamesTests: XCTestCase {
    func testALocationReadsAndComparesAsItsPathLineAndColumn() {
        let first = SourceLocation(file: "Specs/App.yml", line: 3, column: 5)
        XCTAssertEqual(first.file, "Specs/App.yml")
        XCTAssertEqual(first, SourceLocation(file: "Specs/" + "App.yml", line: 3, column: 5))
        XCTAssertEqual(Set([first, SourceLocation(file: "Specs/App.yml", line: 3, column: 5)]).count, 1)
        XCTAssertNotEqual(first, SourceLocation(file: "Specs/Other.yml", line: 3, column: 5))
        XCTAssertEqual(first.advanced(by: 2), SourceLocation(file: "Specs/App.yml", line: 3, column: 7))
        XCTAssertEqual(first.description, "Specs/App.yml:3:5")

        var moved = first
        moved.file = "Specs/Moved.yml"
        XCTAssertEqual(moved.file, "Specs/Moved.yml")
        XCTAssertEqual(first.file, "Specs/App.yml")
        XCTAssertEqual(SourceLocation.file("Specs/Moved.yml"), SourceLocation(file: "Specs/Moved.yml", line: 1, column: 1))
    }

    func testLocationsOrderByPathThenLineThenColumnWhateverOrderTheFilesWereNamedIn() {
        // Named first, sorted last: the order is the paths', not the numbers'.
        let later = SourceLocation(file: "Specs/Z-named-first.yml", line: 1, column: 1)
        let earlier = SourceLocation(file: "Specs/A-named-second.yml", line: 9, column: 9)
        let locations = [later, earlier, SourceLocation(file: "Specs/A-named-second.yml", line: 2, column: 4),
                         SourceLocation(file: "Specs/A-named-second.yml", line: 2, column: 1)]
        XCTAssertEqual(locations.sorted().map(\.description),
                       ["Specs/A-named-second.yml:2:1", "Specs/A-named-second.yml:2:4", "Specs/A-named-second.yml:9:9", "Specs/Z-named-first.yml:1:1"])
        XCTAssertFalse(later < later)
        XCTAssertTrue(earlier < later)
    }

    func testNamesGivenOnManyThreadsAtOnceAreEachGivenOneNumber() {
        // Every thread names the same files, in a different order: each name gets one number,
        // and every number reads back as its name.
        let names = (0..<5_000).map { "Specs/Concurrent/\($0 % 1_250)/File\($0).yml" }
        let results = Array(0..<8).concurrentMap { thread -> [FileNames.ID] in
            let order = thread.isMultiple(of: 2) ? Array(names.indices) : names.indices.reversed()
            var ids = [FileNames.ID](repeating: 0, count: names.count)
            for index in order { ids[index] = FileNames.shared.id(for: names[index]) }
            return ids
        }
        for thread in 1..<8 { XCTAssertEqual(results[thread], results[0]) }
        XCTAssertEqual(Set(results[0]).count, names.count)
        for (index, id) in results[0].enumerated() { XCTAssertEqual(FileNames.shared.name(id), names[index]) }
    }

    /// Names are told apart by their bytes, as the file system tells files apart: the two
    /// spellings of "é" (one code point, or "e" and a combining accent) are two files on
    /// Linux, so they get two numbers and each reads back as it was spelled.
    func testNamesThatDifferOnlyInTheirUnicodeSpellingAreTwoNames() {
        let composed = "Specs/Caf\u{E9}.yml", decomposed = "Specs/Cafe\u{301}.yml"
        XCTAssertEqual(composed, decomposed, "Swift's == takes them for one string")
        let first = FileNames.shared.id(for: composed), second = FileNames.shared.id(for: decomposed)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(Array(FileNames.shared.name(first).utf8), Array(composed.utf8))
        XCTAssertEqual(Array(FileNames.shared.name(second).utf8), Array(decomposed.utf8))
        XCTAssertEqual(FileNames.shared.id(for: "Specs/Caf\u{E9}.yml"), first)
    }
}
