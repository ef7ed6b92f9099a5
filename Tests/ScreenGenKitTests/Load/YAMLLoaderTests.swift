import ScreenGenKit
import XCTest

final class YAMLLoaderTests: XCTestCase {
    private func load(_ text: String) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
        YAMLLoader(file: "Specs/T.yml").load(Array(text.utf8))
    }

    private func pairs(_ node: YAMLNode?) -> [YAMLNode.Pair] {
        guard case let .mapping(pairs)? = node?.content else { return [] }
        return pairs
    }

    func testKeysAndValuesCarryLineAndColumn() {
        let (node, diagnostics) = load("module: App\nscreens:\n  A:\n    storyboard: \"Main\"\n")
        XCTAssertEqual(diagnostics, [])
        let screens = pairs(node)[1]
        XCTAssertEqual(screens.key.location, SourceLocation(file: "Specs/T.yml", line: 2, column: 1))
        let a = pairs(screens.value)[0]
        XCTAssertEqual(a.key.location.description, "Specs/T.yml:3:3")
        let storyboard = pairs(a.value)[0].value
        XCTAssertEqual(storyboard.location.column, 17)
        XCTAssertEqual(storyboard.textLocation.column, 18, "quoted text starts after the quote")
    }

    func testSyntaxErrorsNameTheLikelyMistakeAtItsToken() {
        let (node, diagnostics) = load("a: b\n c: d\n")
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.location.description), ["Specs/T.yml:2:2"], "at the key, not at its colon where libyaml stops")
        XCTAssertEqual(diagnostics.first?.kind, .yamlSyntax(
            problem: "'c' is indented further than 'a' on line 1, whose value is already 'b', so YAML reads it as more of that value",
            hint: "indent it to column 1 to make it a key beside 'a'", parserMessage: "mapping values are not allowed in this context"))
    }

    func testDuplicateKeysReportBothPlacesAndKeepTheFirst() {
        let (node, diagnostics) = load("a: 1\nb: 2\na: 3\n")
        XCTAssertEqual(diagnostics, [Diagnostic(.duplicateKey(key: "a", first: SourceLocation(file: "Specs/T.yml", line: 1, column: 1)),
                                                at: SourceLocation(file: "Specs/T.yml", line: 3, column: 1))])
        XCTAssertEqual(pairs(node).map { $0.value.scalar }, ["1", "2"])
    }

    func testMergeKeysApplyWithExplicitKeysWinning() {
        let (node, diagnostics) = load("x: &d {storyboard: Main, initial: true}\ny:\n  <<: *d\n  initial: false\n")
        XCTAssertEqual(diagnostics, [])
        let y = pairs(pairs(node)[1].value)
        XCTAssertEqual(y.map { $0.key.scalar }, ["initial", "storyboard"])
        XCTAssertEqual(y.map { $0.value.scalar }, ["false", "Main"])
    }

    func testAliasBombIsRejectedQuickly() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let (node, diagnostics) = load(text)
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.first?.kind, .documentTooLarge(limit: YAMLLoader.nodeLimit))
    }

    func testDeepNestingIsRejected() {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let (node, diagnostics) = load(text)
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.first?.kind, .nestingTooDeep(limit: YAMLLoader.depthLimit))
    }

    func testByteOrderMarkAndCRLFAreAccepted() {
        let (node, diagnostics) = load("\u{FEFF}module: App\r\nscreens: {}\r\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(pairs(node).map { $0.key.scalar }, ["module", "screens"])
        XCTAssertEqual(pairs(node)[1].key.location.line, 2)
    }

    func testInvalidUTF8IsLocated() {
        let (node, diagnostics) = YAMLLoader(file: "Specs/T.yml").load(Array("a: b\nc: ".utf8) + [0xC3, 0x28])
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics, [Diagnostic(.invalidUTF8(byteOffset: 8), at: SourceLocation(file: "Specs/T.yml", line: 2, column: 4))])
    }

    /// A file saved as UTF-16 or UTF-32 is named so, with the fix, rather than reported as
    /// the zero bytes or byte order mark where reading it as UTF-8 fails.
    func testUTF16AndUTF32AreNamedWithOrWithoutAByteOrderMark() {
        let text = "module: App\nscreens: {}\n"
        let utf16LE = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32LE = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        let utf32BE = text.unicodeScalars.flatMap { scalar in (0..<4).reversed().map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        let cases: [([UInt8], DiagnosticKind)] = [
            (utf16LE, .unsupportedEncoding(encoding: "UTF-16LE", byteOrderMark: false)),
            ([0xFE, 0xFF] + utf16BE, .unsupportedEncoding(encoding: "UTF-16BE", byteOrderMark: true)),
            (utf16BE, .unsupportedEncoding(encoding: "UTF-16BE", byteOrderMark: false)),
            ([0xFF, 0xFE] + utf16LE, .unsupportedEncoding(encoding: "UTF-16LE", byteOrderMark: true)),
            (utf32LE, .unsupportedEncoding(encoding: "UTF-32LE", byteOrderMark: false)),
            (utf32BE, .unsupportedEncoding(encoding: "UTF-32BE", byteOrderMark: false)),
            ([0xFF, 0xFE, 0x00, 0x00] + utf32LE, .unsupportedEncoding(encoding: "UTF-32LE", byteOrderMark: true)),
        ]
        for (bytes, kind) in cases {
            let (node, diagnostics) = YAMLLoader(file: "Specs/T.yml").load(bytes)
            XCTAssertNil(node)
            XCTAssertEqual(diagnostics, [Diagnostic(kind, at: .file("Specs/T.yml"))])
        }
        XCTAssertEqual(Diagnostic(cases[0].1, at: .file("Specs/T.yml")).description, """
            Specs/T.yml:1:1: error: file is UTF-16LE text (without a byte order mark), not UTF-8; save it as UTF-8
            note: an editor's 'Save with Encoding' does it, or: iconv -f UTF-16LE -t UTF-8 <file> > <new file>
            """)
        // UTF-8 with a byte order mark is UTF-8; a stray zero byte in UTF-8 text is libyaml's to report.
        XCTAssertEqual(load("\u{FEFF}module: App\n").diagnostics, [])
        XCTAssertNotEqual(YAMLLoader(file: "T.yml").load(Array("module: App\nx: a\u{0}b\n".utf8)).diagnostics.first?.kind.diagnosticCode, .unsupportedEncoding)
    }

    func testEmptyAndMultiDocumentFiles() {
        XCTAssertEqual(load("").diagnostics.map(\.kind), [.emptySpecFile])
        XCTAssertEqual(load("# only a comment\n").diagnostics.map(\.kind), [.emptySpecFile])
        XCTAssertEqual(load("a: 1\n---\nb: 2\n").diagnostics.map(\.kind), [.multipleDocuments])
    }

    func testUnknownAliasAndCustomTagsAreErrors() {
        XCTAssertEqual(load("a: *nope\n").diagnostics.first?.kind.code, "yaml-syntax")
        XCTAssertEqual(load("a: !thing b\n").diagnostics.first?.kind, .unsupportedTag(tag: "!thing"))
    }
}
