import Foundation
@_spi(Fuzzing) import ScreenGenKit
import XCTest

/// The block-style reader (`BlockYAMLReader`) against libyaml (`EventSession`), through
/// `YAMLLoader.bothReaders` as `make fuzz` compares them: on every file it reads, it must
/// make the same nodes at the same places, and it must decline every file libyaml reports
/// anything about.
final class BlockYAMLReaderTests: XCTestCase {
    /// Both readers on `bytes`; fails the test where they differ. Returns whether the block
    /// reader read the file.
    @discardableResult
    static func compare(_ bytes: [UInt8], file: String = "Specs/T.yml", context: String = "",
                        sourceFile: StaticString = #filePath, line: UInt = #line) -> Bool {
        let both = YAMLLoader(file: file).bothReaders(bytes)
        guard let fast = both.block else { return false }
        XCTAssertEqual(both.libyamlDiagnostics, [], "libyaml reports on a file the block reader read \(context)", file: sourceFile, line: line)
        XCTAssertEqual(YAMLLoader.treeDescription(fast), both.libyaml.map(YAMLLoader.treeDescription) ?? "libyaml: no document",
                       "\(context)\n\(String(decoding: bytes, as: UTF8.self))", file: sourceFile, line: line)
        return true
    }

    private func reads(_ text: String, line: UInt = #line) -> Bool {
        Self.compare(Array(text.utf8), line: line)
    }

    func testReadsTheBlockStyleAsLibyamlDoes() {
        let accepted = [
            "module: App\nscreens:\n  A:\n    storyboard: \"Main\"\n",
            "# comment\n\nroot:   value   # note\n  # indented comment\nnext: 'it''s' # quoted\n",
            "a:\nb: 1\n",  // a missing value
            "a:   # nothing\n  # but comments\nb:",  // no final line break
            "list:\n- one\n- two\nafter: 1\n",  // a list at its key's indentation
            "list:\n  - name: A\n    kind: 1\n  -   name: B\n  - \"quoted\"\n",
            "- a: 1\n  b:\n  - x\n- c\n",
            "key  : spaced before the colon\nurl: http://x.y/z#frag\nsharp: C# and a:b\n",
            "initialize:\n  for index: Int = 20\n  items: Set<Tag>\n  map: Dictionary<String, [Int]>\n  empty: ''\n",
            "  indented: root\n  second: key\n",
            "paths: [../Storyboards, \"quoted\", 'single', spaced out ]   # flow\nempty: {}\nnone: [ ]\n",
            "routes: {sendable: true, shared: 'no'}\nitems:\n- [a]\n- {}\n",
        ]
        for text in accepted {
            XCTAssertTrue(reads(text), "declined: \(text.debugDescription)")
        }
    }

    func testDeclinesWhatItDoesNotRead() {
        let declined = [
            "", "# only a comment\n", "scalar\n", "a: 1\na: 2\n", "<<: x\n", "a:\t1\n", "a: 1\r\n", "a: \u{E9}\n",
            "a: [1, [2]]\n", "a: [1,]\n", "a: [1, , 2]\n", "a: {\"b\": 1}\n", "a: [b: 1]\n", "a: [1, 2\n",
            "a: {b}\n", "a: {b: }\n", "a: [x #c]\n", "a: [1]x\n", "a: [1]# c\n", "a: [x?]\n", "a: {b: 1, b: 2}\n", "a: |\n  text\n", "a: >\n  text\n", "a: &x 1\nb: *x\n", "a: !!str 1\n",
            "---\na: 1\n", "a: 1\n...\n", "%YAML 1.2\n---\na: 1\n", "a: one\n  two\n", "a: \"one\n  two\"\n",
            "a: \"tab\\t\"\n", "a: 'open\n", "- \n- x\n", "- - x\n", "a: b: c\n", "a: b:\n", "\"a\": 1\n", "- \"a\": 1\n",
            "a: \"x\"y\n", "a: \"x\"# c\n", "a: -1\n", "? a\n: b\n", "a:\n    b: 1\n  c: 2\n", "a: 1\n  b: 2\n",
            "a: 1\n- b\n", "list:\n  - a\n  b: 1\n", "a # c: d\n", "a: @x\n", "a: `x`\n", "a: 1\nb: 2\n c: 3\n",
        ]
        for text in declined {
            XCTAssertFalse(reads(text), "read: \(text.debugDescription)")
        }
    }

    func testLongKeysAndDeepNestingAreLeftToLibyaml() {
        XCTAssertFalse(reads(String(repeating: "k", count: 1100) + ": v\n"))
        var deep = ""
        for depth in 0..<YAMLLoader.depthLimit + 1 {
            deep += String(repeating: " ", count: depth) + "k\(depth):\n"
        }
        XCTAssertFalse(reads(deep + String(repeating: " ", count: YAMLLoader.depthLimit + 1) + "leaf: 1\n"))
    }

    /// Every spec file of the repository: the example app's, the fixtures', the consumers'.
    func testEverySpecOfTheRepository() throws {
        let files = Self.specFiles(below: Fixtures.repository, in: ["Specs", "Tests"])
        XCTAssertGreaterThan(files.count, 100, "found the repository's spec files")
        var read = 0
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            if Self.compare(bytes, file: url.lastPathComponent, context: url.path) { read += 1 }
        }
        // Nearly every spec is in the block style; the rest are broken on purpose, or flow-style.
        XCTAssertGreaterThan(read * 10, files.count * 7, "read \(read) of \(files.count)")
        let example = try Data(contentsOf: Fixtures.repository.appendingPathComponent("Specs/ExampleApp.yml"))
        XCTAssertTrue(Self.compare([UInt8](example)), "the example app's spec is read without libyaml")
    }

    /// Every input of the YAML test suite, valid or not.
    func testTheYAMLTestSuite() throws {
        guard FileManager.default.fileExists(atPath: YAMLTestSuiteTests.suite.path) else {
            throw XCTSkip("../shared/corpus/yaml-test-suite is absent")
        }
        var read = 0
        for suiteCase in YAMLTestSuiteTests.cases() {
            let bytes = [UInt8](try Data(contentsOf: suiteCase.input))
            if Self.compare(bytes, context: suiteCase.id) {
                read += 1
                XCTAssertFalse(suiteCase.isError, "read \(suiteCase.id), which the suite marks invalid")
            }
        }
        XCTAssertGreaterThan(read, 20, "the suite's block-style inputs are read")
    }

    /// Thousands of small edits of the repository's specs, each made where YAML is most
    /// easily broken: a character of YAML's syntax inserted, a byte deleted, a line
    /// indented or outdented by one, a line repeated. Seeded, so every run makes the same.
    func testEditsOfTheRepositorysSpecs() throws {
        let files = Self.specFiles(below: Fixtures.repository, in: ["Specs", "Tests/Fixtures/Generate"])
        var generator = SplitMix64(seed: 0x5C12_EE9E)
        let inserted = Array(" :#-'\"\n\t[]{}&*!|>?,%@`\\<".utf8)
        var (edits, read) = (0, 0)
        for url in files {
            let original = [UInt8](try Data(contentsOf: url))
            guard !original.isEmpty, original.count < 20_000 else { continue }
            for _ in 0..<100 {
                var bytes = original
                let at = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 4 {
                case 0: bytes.insert(inserted[Int(generator.next() % UInt64(inserted.count))], at: at)
                case 1: bytes.remove(at: at)
                case 2:
                    let lineStart = bytes[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    if bytes[lineStart] == UInt8(ascii: " ") { bytes.remove(at: lineStart) } else { bytes.insert(UInt8(ascii: " "), at: lineStart) }
                default:
                    let lineStart = bytes[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    let lineEnd = bytes[at...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                    bytes.insert(contentsOf: bytes[lineStart..<lineEnd], at: lineEnd)
                }
                edits += 1
                if Self.compare(bytes, context: "\(url.lastPathComponent), edit \(edits)") { read += 1 }
            }
        }
        XCTAssertGreaterThan(edits, 1000)
        XCTAssertGreaterThan(read, edits / 5, "many edits still leave block-style YAML")
    }

    static func specFiles(below root: URL, in folders: [String]) -> [URL] {
        var result: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["yml", "yaml"].contains(url.pathExtension), !url.path.contains("/.build") { result.append(url) }
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
