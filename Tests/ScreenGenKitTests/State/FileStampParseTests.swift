@testable import ScreenGenKit
import XCTest

/// The run state's stamp words are read partly eight bytes at a time (``FileStamp/parse(_:_:_:)``):
/// they must read as the standard library reads decimal words, whatever the digits, signs,
/// lengths and bytes around them, and wherever the text ends.
final class FileStampParseTests: XCTestCase {
    /// Bytes a word may meet: digits, and the bytes next to them that a lane test could
    /// take for one (`/` and `:` beside the digits, and bytes that carry when 6 is added).
    let alphabet: [UInt8] = Array("0123456789".utf8) + [UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "-"),
                                                        UInt8(ascii: "a"), 0x00, 0x3F, 0x40, 0x7F, 0x80, 0xF9, 0xFA, 0xFF]

    func testStampWordsReadAsTheStandardLibraryReadsThem() {
        var random = SplitMix64(seed: 4)
        var texts = ["1 2 3 4 a", "4096 1795759652542342250 1795759652570342253 2647338 x", "-1 -9223372036854775808 0 18446744073709551615 p",
                     "9223372036854775808 1 1 1 p", "1 -9223372036854775809 1 1 p", "1 1 1 18446744073709551616 p", "1 1 1 -0 p",
                     "00000000000000000001 1 1 1 p", "000000000000000000001 1 1 1 p", "1 2 3 4", "1 2 3 4 ", "1  2 3 4 p", "+1 2 3 4 p",
                     "1 2 3 99999999999999999999 p", "1 2 3 4x p", "- 2 3 4 p", ""]
        for _ in 0..<20_000 {
            let words = (0..<Int.random(in: 3...5, using: &random)).map { _ in word(using: &random) }
            var text = words.joined(separator: " ")
            if Bool.random(using: &random) { text += " path" }
            texts.append(text)
        }
        for text in texts {
            let bytes = Array(text.utf8)
            var index = 0
            let stamp = bytes.withUnsafeBufferPointer { FileStamp.parse($0.baseAddress!, &index, bytes.count) }
            let expected = reference(text)
            XCTAssertEqual(stamp, expected?.stamp, text)
            if let expected { XCTAssertEqual(index, expected.end, text) }
        }
    }

    /// A word of digits (up to 22, to pass the 20 a number may have), perhaps signed, perhaps
    /// broken by another byte.
    private func word(using random: inout SplitMix64) -> String {
        var word = Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0 ? "-" : ""
        let length = Int.random(in: 0...22, using: &random)
        let zeros = Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 0...length, using: &random) : 0
        for place in 0..<length { word += place < zeros ? "0" : String(Int.random(in: 0...9, using: &random)) }
        if Int.random(in: 0..<10, using: &random) == 0, !word.isEmpty {
            var bytes = Array(word.utf8)
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = alphabet.randomElement(using: &random)!
            word = String(decoding: bytes, as: UTF8.self)
        }
        return word
    }

    /// The four words' stamp and where the text after them starts, read with the standard
    /// library: an optional `-` and 1 to 20 digits each, each followed by one space.
    private func reference(_ text: String) -> (stamp: FileStamp, end: Int)? {
        let words = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
        guard words.count == 5 else { return nil }
        var numbers: [(negative: Bool, magnitude: UInt64)] = []
        for word in words.prefix(4) {
            let negative = word.hasPrefix("-")
            let digits = negative ? word.dropFirst() : word[...]
            guard (1...20).contains(digits.utf8.count), digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let magnitude = UInt64(digits) else { return nil }
            numbers.append((negative, magnitude))
        }
        func signed(_ number: (negative: Bool, magnitude: UInt64)) -> Int64? {
            if number.negative { return number.magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- number.magnitude) : nil }
            return number.magnitude <= UInt64(Int64.max) ? Int64(number.magnitude) : nil
        }
        guard let size = signed(numbers[0]), let modified = signed(numbers[1]), let changed = signed(numbers[2]), !numbers[3].negative else {
            return nil
        }
        let end = words.prefix(4).reduce(0) { $0 + $1.utf8.count + 1 }
        return (FileStamp(size: size, modified: modified, changed: changed, inode: numbers[3].magnitude), end)
    }
}
