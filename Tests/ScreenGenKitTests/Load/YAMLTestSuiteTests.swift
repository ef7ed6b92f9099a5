import Foundation
import ScreenGenKit
import XCTest

/// Every input of the official YAML test suite (`../shared/corpus/yaml-test-suite`), fed
/// to the pipeline as a spec file: no crash or hang; each input the suite marks invalid
/// (it has an `error` file) gets a load-stage error with a line and column; each other
/// input is a valid spec or gets located spec errors.
final class YAMLTestSuiteTests: XCTestCase {
    static let suite = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/yaml-test-suite")

    /// Diagnostics that stop a file at the load stage: what a broken YAML file must get.
    static let loadStageCodes: Set<String> = [
        "yaml-syntax", "invalid-utf8", "multiple-documents", "duplicate-key", "unsupported-tag",
        "document-too-large", "nesting-too-deep", "spec-file-too-large",
    ]

    /// Inputs the suite marks invalid that libyaml (the parser Yams bundles) accepts.
    /// ScreenGen does not second-guess its parser; each of these still ends in located
    /// spec errors (a list where a mapping belongs, an unknown key, …).
    static let acceptedByLibYAML: [String: String] = [
        "9C9N": "flow sequence lines not indented past their key; libyaml does not check indentation inside flow collections",
        "9JBA": "'#' right after ']' taken as a comment though YAML needs a space before it",
        "CVW2": "'#' right after ',' taken as a comment though YAML needs a space before it",
        "DK95/01": "a tab indenting the continuation of a double-quoted scalar",
        "G5U8": "'-' accepted as a plain scalar inside a flow sequence",
        "MUS6/00": "'#' right after a %YAML directive taken as a comment",
        "QB6E": "continuation lines of a double-quoted scalar not indented; libyaml does not check their indentation",
        "S98Z": "a block scalar whose leading empty lines are indented more than its first line",
        "SU5Z": "'#' right after a double-quoted scalar taken as a comment",
        "X4QW": "'#' right after a block scalar indicator taken as a comment",
        "Y79Y/003": "a tab indenting a flow sequence entry",
        "YJV2": "'-' accepted as a plain scalar inside a flow sequence",
    ]

    struct SuiteCase {
        var id: String
        var input: URL
        var isError: Bool
    }

    /// `<ID>/in.yaml`, or `<ID>/<NN>/in.yaml` for cases with several inputs.
    static func cases() -> [SuiteCase] {
        let manager = FileManager.default
        var result: [SuiteCase] = []
        for id in ((try? manager.contentsOfDirectory(atPath: suite.path)) ?? []).sorted() {
            let folder = suite.appendingPathComponent(id)
            var candidates = [(id, folder)]
            for sub in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                candidates.append(("\(id)/\(sub)", folder.appendingPathComponent(sub)))
            }
            for (name, url) in candidates where manager.fileExists(atPath: url.appendingPathComponent("in.yaml").path) {
                result.append(SuiteCase(id: name, input: url.appendingPathComponent("in.yaml"),
                                        isError: manager.fileExists(atPath: url.appendingPathComponent("error").path)))
            }
        }
        return result
    }

    private func requireSuite() throws {
        guard FileManager.default.fileExists(atPath: Self.suite.path) else {
            throw XCTSkip("../shared/corpus/yaml-test-suite is absent")
        }
    }

    func testEverySuiteInputGetsALocatedAnswer() throws {
        try requireSuite()
        let cases = Self.cases()
        XCTAssertEqual(cases.count, 402, "the suite has 402 inputs")
        XCTAssertEqual(cases.filter(\.isError).count, 94, "94 of them are invalid YAML")
        var accepted: [String] = []
        for suiteCase in cases {
            let bytes = [UInt8]((try? Data(contentsOf: suiteCase.input)) ?? Data())
            let file = "Specs/\(suiteCase.id.replacingOccurrences(of: "/", with: "-")).yml"
            let result = Pipeline().run(files: [SpecFolder.File(displayPath: file, bytes: bytes)], specsFolder: "Specs")
            for diagnostic in result.diagnostics {
                assertLocatedAndOneLine(diagnostic, in: file, id: suiteCase.id)
            }
            let errors = result.diagnostics.filter { $0.severity == .error }
            if result.files.isEmpty {
                XCTAssertFalse(errors.isEmpty, "\(suiteCase.id): no output and no error")
            } else {
                XCTAssertTrue(errors.isEmpty, "\(suiteCase.id): output despite errors")
            }
            guard suiteCase.isError else { continue }
            if !errors.contains(where: { Self.loadStageCodes.contains($0.kind.code) }) {
                accepted.append(suiteCase.id)
                XCTAssertFalse(errors.isEmpty, "\(suiteCase.id): invalid YAML that ends in no error at all")
            }
        }
        XCTAssertEqual(accepted, Self.acceptedByLibYAML.keys.sorted(),
                       "invalid inputs accepted by the YAML parser changed; update acceptedByLibYAML with the reason for each")
    }

    /// A few inputs of each kind through the real binary: `screengen lint` exits 1 with
    /// located messages, or 0, and never crashes.
    func testSampleThroughTheBinary() throws {
        try requireSuite()
        let cases = Self.cases()
        let sample = Array(cases.filter(\.isError).prefix(6)) + Array(cases.filter { !$0.isError }.prefix(6))
        let located = try NSRegularExpression(pattern: "^(Specs/App\\.yml:[0-9]+:[0-9]+: (error|warning|note): |note: |screengen: [0-9]+ (error|warning))")
        for suiteCase in sample {
            let folder = Fixtures.temporaryFolder(self)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: suiteCase.input, to: folder.appendingPathComponent("Specs/App.yml"))
            let run = try ScreenGenProcess.run(["lint"], in: folder)
            XCTAssertEqual(run.reason, .exit, "\(suiteCase.id): \(run.stderr)")
            XCTAssertTrue(run.status == 0 || run.status == 1, "\(suiteCase.id): status \(run.status): \(run.stderr)")
            if suiteCase.isError { XCTAssertEqual(run.status, 1, "\(suiteCase.id) is invalid YAML") }
            for line in run.stderr.split(separator: "\n").map(String.init) {
                let range = NSRange(line.startIndex..., in: line)
                XCTAssertNotNil(located.firstMatch(in: line, range: range), "\(suiteCase.id): unlocated line: \(line)")
            }
        }
    }

    private func assertLocatedAndOneLine(_ diagnostic: Diagnostic, in file: String, id: String, line: UInt = #line) {
        XCTAssertEqual(diagnostic.location.file, file, "\(id): \(diagnostic)", line: line)
        XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1, "\(id): \(diagnostic)", line: line)
        XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, "\(id): \(diagnostic)", line: line)
        XCTAssertFalse(diagnostic.kind.message.contains { $0.isNewline }, "\(id): one line: \(diagnostic)", line: line)
        for note in diagnostic.kind.notes {
            XCTAssertFalse(note.message.contains { $0.isNewline }, "\(id): one-line note: \(diagnostic)", line: line)
        }
    }
}
