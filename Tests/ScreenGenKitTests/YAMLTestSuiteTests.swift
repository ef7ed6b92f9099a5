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

    /// Inputs the suite marks invalid that libyaml (the parser Yams bundles) accepts:
    /// libyaml is lenient about these, and ScreenGen does not second-guess its parser.
    /// Each still gets a located error later, or is an ordinary (if odd) spec.
    static let acceptedByLibYAML: [String: String] = [:]

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
        var tally: [String: Int] = [:]
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
            let loadErrors = errors.filter { Self.loadStageCodes.contains($0.kind.code) }
            for error in loadErrors { tally[error.kind.code, default: 0] += 1 }
            if loadErrors.isEmpty { accepted.append(suiteCase.id) }
        }
        XCTAssertEqual(accepted, Self.acceptedByLibYAML.keys.sorted(),
                       "invalid inputs accepted by the YAML parser changed; update acceptedByLibYAML with the reason for each")
        print("yaml-test-suite: load-stage errors on invalid inputs: \(tally.sorted { $0.key < $1.key }); accepted: \(accepted)")
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
