@testable import ScreenGenKit
import XCTest

/// The screens' order by name, worked out over bytes when every name is ASCII, is the order
/// `<` gives.
final class NameOrderTests: XCTestCase {
    private func assertSameOrder(_ names: [String], file: StaticString = #filePath, line: UInt = #line) {
        let expected = names.indices.sorted { names[$0] < names[$1] }.map { names[$0] }
        XCTAssertEqual(NameOrder.sortedIndices(of: names).map { names[$0] }, expected, file: file, line: line)
    }

    func testASCIINamesSortAsStringsDo() {
        assertSameOrder([])
        assertSameOrder(["Only"])
        // Prefixes, case, digits, underscores and lengths either side of the small-string size.
        assertSameOrder(["Account", "AccountList", "account", "Account_", "Account0", "AccountListViewController",
                         "AccountListViewControllerX", "B", "_Private", "Z9", "AccountDetail00001x1ViewController",
                         "AccountDetail00000x1ViewController", "AccountDetail0000x1ViewController"])
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("AaBbZz_09".utf8)
        for _ in 0..<50 {
            let names = (0..<40).map { _ in
                String(decoding: (0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            }
            assertSameOrder(Array(Set(names)))
        }
    }

    func testNamesBeyondASCIISortAsStringsDo() {
        // Not all ASCII: the strings' own comparison, which orders by Unicode's canonical
        // form (a precomposed "é" and "e" with a combining accent are the same name to it).
        assertSameOrder(["Zebra", "Écran", "Ecran", "E\u{301}tude", "étude", "Apple"])
    }
}
