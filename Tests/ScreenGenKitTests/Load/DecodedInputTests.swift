import CYaml
import Foundation
@testable import ScreenGenKit
import XCTest

/// The loader hands libyaml a file already decoded (`DecodedInput`) instead of letting its
/// reader decode it. These tests hold the two ways to the same events, marks and errors,
/// and the character check to the rules of libyaml's reader.
final class DecodedInputTests: XCTestCase {
    // MARK: Same events either way

    func testSpecFixturesParseTheSameEitherWay() throws {
        let inputs = try Self.repositoryYAML()
        XCTAssertGreaterThan(inputs.count, 100, "the fixtures hold hundreds of spec files")
        for (name, bytes) in inputs {
            // Every fixture is text YAML allows, so none may fall back to the reader.
            XCTAssertEqual(assertSameEvents(bytes, name), true, "\(name) was left to the reader")
            // Cut short, too, so that the input ends inside keys, quotes and block scalars.
            for cut in Self.cuts(of: bytes) {
                assertSameEvents(Array(bytes[..<cut]), "\(name) cut at \(cut)")
            }
        }
    }

    func testYAMLTestSuiteParsesTheSameEitherWay() throws {
        let suite = YAMLTestSuiteTests.suite
        guard FileManager.default.fileExists(atPath: suite.path) else {
            throw XCTSkip("../shared/corpus/yaml-test-suite is absent")
        }
        let cases = YAMLTestSuiteTests.cases()
        XCTAssertEqual(cases.count, 402)
        var decoded = 0
        for suiteCase in cases {
            let bytes = [UInt8](try Data(contentsOf: suiteCase.input))
            // A few inputs have invalid UTF-8; the loader stops those before libyaml.
            guard UTF8Check.firstInvalidByte(in: bytes) == nil else { continue }
            if assertSameEvents(bytes, suiteCase.id) == true { decoded += 1 }
        }
        XCTAssertGreaterThan(decoded, 380, "nearly every suite input is text YAML allows")
    }

    func testEdgesOfTheInputParseTheSameEitherWay() {
        let long = (0..<4_000).map { "key\($0): \"välue \($0)\"\n" }.joined()
        let cases: [(String, [UInt8], Bool)] = [
            ("empty", [], true),
            ("byte order mark", [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), true),
            ("byte order mark alone", [0xEF, 0xBB, 0xBF], true),
            ("mark inside the text", Array("a: x\u{FEFF}y\n".utf8), true),
            ("letters beyond ASCII", Array("ä: é — 日本 🙂\n".utf8), true),
            ("next line (U+0085)", Array("a: x\u{85}y\n".utf8), true),
            ("carriage returns", Array("a: b\r\nc:\r\n  - d\r\n".utf8), true),
            ("tab", Array("a:\t\"b\tc\"\n".utf8), true),
            ("no final line break", Array("a: [1, 2".utf8), true),
            ("several documents", Array("a: 1\n---\nb: 2\n...\n".utf8), true),
            ("longer than libyaml's buffer", Array(long.utf8), true),
            ("longer, ending beyond ASCII", Array((long + "z: ü").utf8), true),
            ("bell", Array("a: b\u{07}\n".utf8), false),
            ("delete", Array("a: b\u{7F}\n".utf8), false),
            ("NUL", [0x61, 0x3A, 0x20, 0x00, 0x0A], false),
            ("C1 control", Array("a: \u{90}\n".utf8), false),
            ("noncharacter U+FFFE", Array("a: \u{FFFE}\n".utf8), false),
            ("control far into a long file", Array((long + "\u{01}").utf8), false),
        ]
        for (name, bytes, isDecoded) in cases {
            XCTAssertEqual(assertSameEvents(bytes, name), isDecoded, name)
        }
    }

    // MARK: The character check

    func testTheCharacterCheckFollowsTheReadersRules() {
        var generator = SplitMix64(seed: 27)
        let pieces: [[UInt8]] = [
            Array("abc: def\n".utf8), [0x09], [0x0D], [0x0A], [0x20], [0x7E], [0x7F], [0x00], [0x1F],
            Array("é".utf8), Array("\u{85}".utf8), Array("\u{9F}".utf8), Array("\u{A0}".utf8),
            Array("\u{D7FF}".utf8), Array("\u{E000}".utf8), Array("\u{FFFD}".utf8), Array("\u{FFFE}".utf8),
            Array("\u{10000}".utf8), Array("\u{10FFFF}".utf8),
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
        ]
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                // Mostly plain text, so that runs of eight ASCII bytes meet every other piece.
                bytes += Bool.random(using: &generator) ? pieces[0] : pieces.randomElement(using: &generator)!
            }
            let counted = bytes.withUnsafeBufferPointer { DecodedInput.characterCount($0) }
            XCTAssertEqual(counted, Self.referenceCount(bytes), "\(bytes)")
        }
    }

    /// What libyaml's reader accepts, from the standard library's own UTF-8 decoding.
    private static func referenceCount(_ bytes: [UInt8]) -> Int? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: continue
            default: return nil
            }
        }
        return text.unicodeScalars.count
    }

    // MARK: Helpers

    /// Parses `bytes` through libyaml's reader and through `DecodedInput`, and fails unless
    /// both give the same events and the same error. Returns whether `DecodedInput` took
    /// the input (nil when the two differed).
    @discardableResult
    private func assertSameEvents(_ bytes: [UInt8], _ name: String, line: UInt = #line) -> Bool? {
        let read = Self.events(bytes, decoded: false)
        let decoded = Self.events(bytes, decoded: true)
        guard let decodedEvents = decoded else { return false }
        XCTAssertEqual(decodedEvents, read, name, line: line)
        return decodedEvents == read ? true : nil
    }

    /// Every event libyaml gives for `bytes`, with its marks, then its error if any; nil
    /// when `decoded` is asked and `DecodedInput` leaves the input to the reader.
    private static func events(_ bytes: [UInt8], decoded: Bool) -> [String]? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return ["initialize failed"] }
        defer { yaml_parser_delete(parser) }
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { input.deallocate() }
        _ = input.initialize(from: bytes)
        if decoded {
            guard DecodedInput.install(UnsafeBufferPointer(rebasing: input[..<bytes.count]), into: parser) else { return nil }
        } else {
            yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        }
        var lines: [String] = []
        var event = yaml_event_t()
        while lines.count < 100_000 {
            guard yaml_parser_parse(parser, &event) == 1 else {
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "-"
                let context = parser.pointee.context.map { String(cString: $0) } ?? "-"
                lines.append("error \(parser.pointee.error.rawValue) \(problem) \(mark(parser.pointee.problem_mark)) "
                    + "offset \(parser.pointee.problem_offset) value \(parser.pointee.problem_value) \(context) \(mark(parser.pointee.context_mark))")
                break
            }
            lines.append(describe(event))
            let end = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if end { break }
        }
        return lines
    }

    private static func describe(_ event: yaml_event_t) -> String {
        var text = "\(event.type.rawValue) \(mark(event.start_mark))-\(mark(event.end_mark))"
        switch event.type {
        case YAML_STREAM_START_EVENT:
            text += " encoding \(event.data.stream_start.encoding.rawValue)"
        case YAML_DOCUMENT_START_EVENT:
            text += " implicit \(event.data.document_start.implicit)"
        case YAML_DOCUMENT_END_EVENT:
            text += " implicit \(event.data.document_end.implicit)"
        case YAML_ALIAS_EVENT:
            text += " *\(string(event.data.alias.anchor))"
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = scalar.value.map { Array(UnsafeBufferPointer(start: $0, count: scalar.length)) } ?? []
            text += " &\(string(scalar.anchor)) !\(string(scalar.tag)) \(value) plain \(scalar.plain_implicit) "
                + "quoted \(scalar.quoted_implicit) style \(scalar.style.rawValue)"
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            text += " &\(string(start.anchor)) !\(string(start.tag)) implicit \(start.implicit) style \(start.style.rawValue)"
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            text += " &\(string(start.anchor)) !\(string(start.tag)) implicit \(start.implicit) style \(start.style.rawValue)"
        default:
            break
        }
        return text
    }

    private static func mark(_ mark: yaml_mark_t) -> String {
        "\(mark.index):\(mark.line):\(mark.column)"
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        pointer.map { String(cString: $0) } ?? "-"
    }

    /// Every `.yml` and `.yaml` file in the repository's specs, fixtures and examples.
    private static func repositoryYAML() throws -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        for folder in ["Specs", "Tests/Fixtures", "Example"] {
            let root = Fixtures.repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["yml", "yaml"].contains(url.pathExtension) {
                let bytes = [UInt8](try Data(contentsOf: url))
                guard UTF8Check.firstInvalidByte(in: bytes) == nil else { continue }
                result.append((String(url.path.dropFirst(Fixtures.repository.path.count)), bytes))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// A few places to cut a file, each at the start of a character.
    private static func cuts(of bytes: [UInt8]) -> [Int] {
        [bytes.count / 5, bytes.count / 3, bytes.count / 2, bytes.count * 3 / 4, bytes.count - 1]
            .filter { $0 > 0 && $0 < bytes.count }
            .map { cut in
                var start = cut
                while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
                return start
            }
    }
}
