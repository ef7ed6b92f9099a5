@testable import ScreenGenKit
import XCTest

/// ``RunDigest/of(_:)`` writes its bytes through a pointer; the recorded digests must stay
/// those of the pieces added one by one.
final class RunDigestTests: XCTestCase {
    func testFilesDigestIsThePiecesAddedInOrder() {
        var random = SplitMix64(seed: 46)
        let paths = ["", "a", "Specs/a.yml", "fifteen bytes!!", "sixteen bytes!!!", "Sp\u{E9}cs/\u{1F600}.yml",
                     String(repeating: "Area/", count: 40) + "Feature.yml"]
        var lists: [[(path: String, hash: UInt64)]] = [[]]
        for count in 1...12 {
            lists.append((0..<count).map { _ in (paths.randomElement(using: &random)!, random.next()) })
        }
        // A path that is a slice of a longer string, and one built from a substring.
        let long = "Generated/Feature+Screens.swift and more"
        lists.append([(String(long.prefix(31)), 1), (String(Substring(long).dropFirst(10)), .max)])
        for files in lists {
            var digest = RunDigest()
            digest.add(UInt64(files.count))
            for file in files {
                digest.add(file.path)
                digest.add(file.hash)
            }
            XCTAssertEqual(RunDigest.of(files), digest.value, "\(files)")
        }
    }
}
