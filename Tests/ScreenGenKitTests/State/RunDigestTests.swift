@testable import ScreenGenKit
import XCTest

/// ``RunDigest/of(_:)`` and the pieces added one by one give the digest of the layout the
/// run state's digests have always had, whatever the paths.
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
            // The layout spelled out: the count, then each path's length, bytes and hash,
            // the numbers as eight little-endian bytes.
            func word(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            var bytes = word(UInt64(files.count))
            for file in files { bytes += word(UInt64(file.path.utf8.count)) + Array(file.path.utf8) + word(file.hash) }
            XCTAssertEqual(RunDigest.of(files), XXH64.hash(bytes), "\(files)")
            var digest = RunDigest()
            digest.add(UInt64(files.count))
            for file in files {
                digest.add(file.path)
                digest.add(file.hash)
            }
            XCTAssertEqual(digest.value, XXH64.hash(bytes), "\(files)")
        }
    }
}
