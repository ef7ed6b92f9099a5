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

    func testSyntaxErrorsUseLibyamlPosition() {
        let (node, diagnostics) = load("a: b\n c: d\n")
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.location.description), ["Specs/T.yml:2:3"])
        XCTAssertEqual(diagnostics.first?.kind, .yamlSyntax(problem: "mapping values are not allowed in this context", context: nil,
                                                           hint: "quote a value that contains ': ', e.g. onTap: \"(Int) -> Void\""))
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
