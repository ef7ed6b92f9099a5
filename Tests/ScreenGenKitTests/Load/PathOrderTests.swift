@testable import ScreenGenKit
import XCTest

/// ``PathOrder``: the spec walk and the run state's checks sort and search paths with it,
/// so it must agree with the standard library's `sorted()` and `Set` on every kind of name.
final class PathOrderTests: XCTestCase {
    let names = ["b.yml", "a.yml", "A.yml", "a b.yml", "a/b.yml", "a-b.yml", "é.yml", "e\u{301}.yml", "z.yml", "a.yml", "", "Ω.yml",
                 "10.yml", "9.yml", "a.yaml"]

    func testSortsAsTheStandardLibraryDoesKeepingEqualNamesInOrder() {
        XCTAssertEqual(PathOrder.sorted(names), names.sorted())
        for count in 0...names.count {
            let prefix = Array(names.prefix(count))
            XCTAssertEqual(PathOrder.order(prefix).map { prefix[$0] }, prefix.sorted(), "\(count) names")
        }
        // Stable: of two equal names (one precomposed, one not), the first stays first.
        let equal = ["é", "e\u{301}", "a"]
        XCTAssertEqual(PathOrder.order(equal), [2, 0, 1])
    }

    func testAscendingMeansSortedWithoutRepeats() {
        XCTAssertTrue(PathOrder.isAscending([]))
        XCTAssertTrue(PathOrder.isAscending(["a", "b/c", "b c"].sorted()))
        XCTAssertFalse(PathOrder.isAscending(["a", "a"]))
        XCTAssertFalse(PathOrder.isAscending(["é", "e\u{301}"]), "names that String and Set take as one")
        XCTAssertFalse(PathOrder.isAscending(["b", "a"]))
    }

    func testFindsAPathWhateverTheHint() {
        let sorted = Array(Set(names)).sorted()
        for (index, name) in sorted.enumerated() {
            for hint in [-1, 0, index, index + 1, sorted.count, 99] {
                XCTAssertEqual(PathOrder.index(of: name, in: sorted, hint: hint), index, "\(name), hint \(hint)")
            }
        }
        XCTAssertNil(PathOrder.index(of: "missing.yml", in: sorted, hint: 0))
        XCTAssertNil(PathOrder.index(of: "a", in: [], hint: 0))
    }

    func testInsertsOnceAsASetDoes() {
        var list: [String] = []
        var set = Set<String>()
        for name in names + names.reversed() {
            XCTAssertEqual(PathOrder.insert(name, into: &list), set.insert(name).inserted, name)
        }
        XCTAssertEqual(list, set.sorted())
    }

    /// The run state's reader checks the order of its paths on their bytes: it must answer
    /// as `<` on the strings does, for printable ASCII (compared as bytes) and for the rest
    /// (as strings), over every pair of a few hundred paths.
    func testFollowsAsLessThanDoesOnTheBytes() {
        var random = SplitMix64(seed: 27)
        let pieces = ["a", "b", "A", " ", "/", "-", ".", "~", "é", "e\u{301}", "Ω", "\t", "\u{7F}", "0", "9", ""]
        var paths = names + ["a", "ab", "a b", "a/b", "aé", "ae\u{301}", "a\tb", "\u{7F}"]
        for _ in 0..<400 {
            paths.append((0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for next in paths {
            for previous in paths {
                let answer = Array(next.utf8).withUnsafeBufferPointer { nextBytes in
                    Array(previous.utf8).withUnsafeBufferPointer { previousBytes in
                        let asBytes = ASCIIBytes.areAll(nextBytes, plainLiteralContent: false)
                            && ASCIIBytes.areAll(previousBytes, plainLiteralContent: false)
                        return PathOrder.follows(nextBytes, previousBytes, asBytes: asBytes)
                    }
                }
                XCTAssertEqual(answer, previous < next, "\(previous.debugDescription) then \(next.debugDescription)")
            }
        }
    }
}
