import XCTest
@testable import ScreenGenKit

/// The checks that work over bytes, or look a name up only when they must, give what the
/// plain rules give: parameter lines, printable text, small name sets, first-index tables.
final class ByteFastPathTests: XCTestCase {
    private static func node(_ text: String, _ style: YAMLNode.ScalarStyle = .plain, line: Int = 3) -> YAMLNode {
        YAMLNode(content: .scalar(text, style), location: SourceLocation(file: "Specs/App.yml", line: line, column: 5))
    }

    /// Every key and value below, in every pairing: where the byte reader makes a parameter,
    /// it is the one the long way makes, with nothing reported; where it makes none, the
    /// long way has something to report or text the byte reader leaves to it.
    func testPlainParameterLinesAreReadAsTheLongWayReadsThem() {
        let keys = ["name", "label name", "_ name", "  name ", "label\tname", "a b c", "`class`", "class", "café", "_", "2x",
                    "name2", "_private", "in query", "label _", "", " ", "na-me", "label  name"]
        let values = ["Int", " Int ", "Int = 5", "Int=5", "[String: Int] = [:]", "= 5", "", "Int =", "@escaping () -> Void",
                      "é", "Int = \"a\"", "inout Int", "Int?  =  nil ", "Result<[Order], Error>?", "String = \"é\"",
                      "(Int) -> Void", "Int = 1 +", "\tInt\t=\t2\t", "Int = a == b", "~", "null"]
        var fastCount = 0
        for key in keys {
            for value in values {
                for style in [YAMLNode.ScalarStyle.plain, .doubleQuoted] {
                    let keyNode = Self.node(key), valueNode = Self.node(value, style, line: 4)
                    var longWay = ParameterParser(file: "Specs/App.yml")
                    let expected = longWay.parseTheLongWay(key: keyNode, value: valueNode)
                    let context = "\(key.debugDescription): \(value.debugDescription) (\(style))"
                    guard let fast = ParameterParser.plainParameter(key: keyNode, value: valueNode) else {
                        // Left to the long way while fine: only non-ASCII text and backticked names.
                        if expected != nil, longWay.diagnostics.isEmpty {
                            XCTAssertTrue(!(key + value).allSatisfy(\.isASCII) || key.contains("`"), context)
                        }
                        continue
                    }
                    fastCount += 1
                    XCTAssertEqual(fast, expected, context)
                    XCTAssertEqual(longWay.diagnostics, [], context)
                    XCTAssertEqual(fast.line, 3, context)
                }
            }
        }
        // The usual lines do take the byte reader.
        XCTAssertGreaterThan(fastCount, 60)
        XCTAssertEqual(ParameterParser.plainParameter(key: Self.node("in query"), value: Self.node("Int = 20")),
                       Parameter(label: "in", name: "query", type: "Int", defaultValue: "20", line: 3))
        XCTAssertEqual(ParameterParser.plainParameter(key: Self.node("_ query"), value: Self.node(" [Int] ")),
                       Parameter(label: nil, name: "query", type: "[Int]", defaultValue: nil, line: 3))
    }

    /// Eight bytes at a time, against the byte-by-byte rule: each byte value at each place
    /// of texts long enough to fill words and leave a tail.
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
        for keyword in SwiftIdentifier.keywords.names {
            XCTAssertTrue(SwiftIdentifier.keywords.contains(keyword), keyword)
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
