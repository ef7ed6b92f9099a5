@testable import ScreenGenKit
import XCTest

/// The line and file buffers the writer builds Swift in: the same bytes whether a line
/// stays inline or outgrows it, and copies that never share what they change.
final class LineBytesTests: XCTestCase {
    /// Lines of every length around the inline capacity, built from pieces of every size:
    /// the bytes are the pieces joined, as a `String` would hold them.
    func testALineHoldsItsPiecesAtEveryLengthAroundTheInlineCapacity() {
        let capacity = LineBytes.inlineCapacity
        XCTAssertEqual(capacity, 128)
        for pieceLength in [1, 7, 31, capacity - 1, capacity, capacity + 1] {
            for pieceCount in 1...(2 * capacity / pieceLength + 2) {
                var line = LineBytes()
                var expected = ""
                for index in 0..<pieceCount {
                    let piece = String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: pieceLength)
                    line.append(piece)
                    expected += piece
                }
                XCTAssertEqual(line.count, expected.utf8.count)
                XCTAssertEqual(line.array, Array(expected.utf8), "\(pieceCount) pieces of \(pieceLength)")
            }
        }
    }

    func testNonASCIIAndEmptyPiecesAreCopiedAsUTF8() {
        var line: SwiftWriter.Line = "é \("") ü\(String(repeating: "ß", count: 100))"
        line.append("")
        line.append(" 😀")
        XCTAssertEqual(String(decoding: line.bytes, as: UTF8.self), "é  ü" + String(repeating: "ß", count: 100) + " 😀")
        XCTAssertFalse(line.isEmpty)
        XCTAssertTrue(SwiftWriter.Line("").isEmpty)
    }

    /// A copy taken before either is changed keeps its own bytes, inline or spilled.
    func testACopiedLineKeepsItsOwnBytes() {
        for length in [10, 200] {
            var original: SwiftWriter.Line = "\(String(repeating: "x", count: length))"
            let copy = original
            original.append("y")
            XCTAssertEqual(copy.bytes, Array(String(repeating: "x", count: length).utf8))
            XCTAssertEqual(original.bytes.last, UInt8(ascii: "y"))
        }
    }

    /// The file buffer grows past its first capacity without losing a byte, and a copy of
    /// a writer is a snapshot.
    func testAFileBufferGrowsAndCopiesByValue() {
        var bytes = FileBytes(capacity: 4)
        var expected: [UInt8] = []
        for index in 0..<1_000 {
            let piece = Array("line \(index)\n".utf8)
            piece.withUnsafeBytes { bytes.append($0) }
            expected += piece
            bytes.append(UInt8(ascii: " "), times: index % 5)
            expected += Array(repeating: UInt8(ascii: " "), count: index % 5)
        }
        // Pieces larger than the chunk the buffer gathers small pieces in.
        let large = Array(String(repeating: "z", count: 10_000).utf8)
        large.withUnsafeBytes { bytes.append($0) }
        bytes.append(UInt8(ascii: "-"), times: 9_000)
        expected += large + Array(repeating: UInt8(ascii: "-"), count: 9_000)
        XCTAssertEqual(bytes.count, expected.count)
        XCTAssertEqual(bytes.array, expected)
        let snapshot = bytes
        bytes.append(UInt8(ascii: "!"))
        XCTAssertEqual(snapshot.array, expected)
        XCTAssertEqual(bytes.array, expected + [UInt8(ascii: "!")])
        XCTAssertEqual(FileBytes(capacity: 0).array, [])
    }

    func testTheWriterIndentsAndClosesBlocks() {
        var out = SwiftWriter()
        out.block("enum A") { out in
            out.block("enum B") { out in
                out.line("case \(String(repeating: "c", count: 150))")
                out.line()
            }
        }
        let copy = out
        out.line("// after")
        XCTAssertEqual(copy.text, "enum A {\n    enum B {\n        case \(String(repeating: "c", count: 150))\n\n    }\n}\n")
        XCTAssertEqual(out.text, copy.text + "// after\n")
    }
}
