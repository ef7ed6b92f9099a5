import XCTest
@testable import ScreenGenKit

/// The checks that work over bytes, or look a name up only when they must, give what the
/// plain rules give: printable text, small name sets, first-index tables.
final class ByteFastPathTests: XCTestCase {
    private static func node(_ text: String, _ style: YAMLNode.ScalarStyle = .plain, line: Int = 3) -> YAMLNode {
        YAMLNode(content: .scalar(text, style), location: SourceLocation(file: "Specs/App.yml", line: line, column: 5))
    }

    func testPrintableAndPlainLiteralTextAgreeWithTheByteRule() {
        for length in [1, 7, 8, 9, 15, 16, 17, 24, 31] {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = UInt8(value)
                    bytes.withUnsafeBufferPointer { buffer in
                        XCTAssertEqual(ASCIIBytes.areAll(buffer, plainLiteralContent: false), bytes.allSatisfy(ASCIIBytes.isPrintable), "\(value) at \(position) of \(length)")
                        XCTAssertEqual(ASCIIBytes.areAll(buffer, plainLiteralContent: true), bytes.allSatisfy(ASCIIBytes.isPlainLiteralContent), "\(value) at \(position) of \(length)")
                        XCTAssertEqual(ASCIIBytes.printablePrefixLength(buffer), bytes.prefix(while: ASCIIBytes.isPrintable).count, "\(value) at \(position) of \(length)")
                    }
                }
            }
        }
        XCTAssertTrue("ScreenGen: 20 screens, ~all~ printable!".isPrintableASCII)
        XCTAssertFalse("a quote \" inside".isPlainLiteralContent)
        XCTAssertFalse("a backslash \\ inside".isPlainLiteralContent)
        XCTAssertFalse("twelve bytes\u{7F}".isPrintableASCII)
        XCTAssertFalse("café au lait, s'il vous plaît".isPrintableASCII)
        XCTAssertTrue("".isPrintableASCII)
    }

    func testANameSetAnswersAsItsSetDoes() {
        let set: NameSet = ["init", "self", "navigationController", "Type"]
        for name in ["init", "self", "Type", "navigationController", "", "in", "inits", "type", "navigationControllers", "selfish",
                     String(repeating: "x", count: 70), "navigationControlleR"] {
            XCTAssertEqual(set.contains(name), set.names.contains(name), name)
        }
        let long = String(repeating: "y", count: 80)
        XCTAssertTrue(NameSet([long]).contains(long))
        XCTAssertFalse(NameSet([long]).contains(String(repeating: "y", count: 81)))
    }

    func testFirstIndexStoresANewKeyAndKeepsTheFirst() {
        var table: [String: Int] = [:]
        XCTAssertNil(table.firstIndex(orStoring: 0, for: "Home"))
        XCTAssertNil(table.firstIndex(orStoring: 1, for: "Settings"))
        XCTAssertEqual(table.firstIndex(orStoring: 2, for: "Home"), 0)
        XCTAssertEqual(table, ["Home": 0, "Settings": 1])
    }
}
