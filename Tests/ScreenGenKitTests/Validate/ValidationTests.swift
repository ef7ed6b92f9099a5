import ScreenGenKit
import XCTest

/// Validation rules asserted as enum cases, one behaviour per test.
final class ValidationTests: XCTestCase {
    private func run(_ files: [String: String]) -> Pipeline.Result {
        let specFiles = files.keys.sorted().map { SpecFolder.File(displayPath: "Specs/\($0)", bytes: Array(files[$0]!.utf8)) }
        return Pipeline().run(files: specFiles, specsFolder: "Specs")
    }

    private func kinds(_ yaml: String) -> [DiagnosticKind] {
        run(["App.yml": yaml]).diagnostics.map(\.kind)
    }

    func testUnknownKeySuggestsTheClosestKey() {
        XCTAssertEqual(kinds("module: App\nstoryboards:\n  Main: {}\nscreens:\n  A:\n    storybaord: Main\n"), [
            .unknownKey(key: "storybaord", section: "screen 'A'", suggestion: "storyboard", allowed: ["class", "storyboard", "identifier", "initial", "segueOnly", "init", "initialize", "nib", "bundle", "swiftUI", "presentation", "segues", "windowController", "url", "parent", "tab", "preview", "analytics", "redact", "entry"]),
        ])
    }

    func testValidSpecBuildsTheModelInSortedOrder() throws {
        let result = run([
            "B.yml": "screens:\n  ZViewController:\n    storyboard: Main\n    initialize:\n      for item: Item = .init()\n",
            "A.yml": "module: App\naccess: public\nstoryboards:\n  Main:\n    bundle: class\nscreens:\n  AViewController: {}\n",
        ])
        XCTAssertEqual(result.diagnostics, [])
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.module, "App")
        XCTAssertEqual(model.access, .public)
        XCTAssertEqual(model.specFiles, ["Specs/A.yml", "Specs/B.yml"])
        XCTAssertEqual(model.screens.map(\.typeName), ["AViewController", "ZViewController"])
        XCTAssertEqual(model.screens[0].source, .code)
        XCTAssertNil(model.screens[0].parameters)
        XCTAssertEqual(model.screens[1].source, .storyboardScene(storyboard: "Main", identifier: "ZViewController"))
        XCTAssertEqual(model.screens[1].parameters, [Parameter(label: "for", name: "item", type: "Item", defaultValue: ".init()", line: 5)])
        XCTAssertEqual(model.storyboards.map(\.bundle), [.class])
    }

    func testEmptyInitializeMeansNoParametersAndMissingMeansNoMethod() throws {
        let model = try XCTUnwrap(run(["A.yml": "module: App\nscreens:\n  A: {initialize: {}}\n  B: {}\n"]).model)
        XCTAssertEqual(model.screens.map(\.parameters), [[], nil])
    }

    func testKeywordsNeedBackticksOnlyWhereSwiftDoes() {
        XCTAssertNil(SwiftIdentifier.problem(with: "`default`"))
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("item"), "item")
        XCTAssertEqual(SwiftIdentifier.escapedLabel("for"), "for")
        XCTAssertEqual(SwiftIdentifier.escapedLabel("inout"), "`inout`")
        XCTAssertNotNil(SwiftIdentifier.problem(with: "`x"))
        XCTAssertNotNil(SwiftIdentifier.problem(with: "a\u{200B}b"), "zero-width space")
        XCTAssertNotNil(SwiftIdentifier.problem(with: "a\u{202E}b"), "bidirectional override")
        XCTAssertNil(SwiftIdentifier.problem(with: "Café"))
    }

    func testMemberNamesFollowSwiftNaming() {
        XCTAssertEqual(SwiftIdentifier.lowerCamel("QuotesViewController"), "quotesViewController")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("URLPreviewViewController"), "urlPreviewViewController")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("URL"), "url")
        XCTAssertEqual(SwiftIdentifier.lowerCamel("fooViewController"), "fooViewController")
    }

    func testSwiftFragmentsMustBeExactlyOneTypeOrExpression() {
        XCTAssertNil(SwiftFragment.typeProblem("[String: [Int]]"))
        XCTAssertNil(SwiftFragment.typeProblem("@escaping @Sendable (Int) async throws -> Void"))
        XCTAssertNil(SwiftFragment.typeProblem("((Article) -> Void)?"))
        XCTAssertNil(SwiftFragment.typeProblem("any Delegate & AnyObject"))
        XCTAssertNil(SwiftFragment.expressionProblem(".init(title: \"a\")"))
        XCTAssertNil(SwiftFragment.expressionProblem("[:]"))
        XCTAssertNotNil(SwiftFragment.typeProblem("Int = 3"))
        XCTAssertNotNil(SwiftFragment.typeProblem("Int; let x = 1"))
        XCTAssertNotNil(SwiftFragment.typeProblem("Int // comment"))
        XCTAssertNotNil(SwiftFragment.expressionProblem("1\n+ 1"))
        XCTAssertNotNil(SwiftFragment.expressionProblem("nil }"))
        XCTAssertNotNil(SwiftFragment.expressionProblem("x\u{202E}"))
        // SwiftParser takes a space after '@'; the Swift 6 compiler does not.
        XCTAssertEqual(SwiftFragment.typeProblem("@ escaping () -> Void"),
                       "there is a space after '@', which Swift 6 does not allow; write the attribute as one word, e.g. '@escaping'")
        XCTAssertNotNil(SwiftFragment.typeProblem("@escaping @ Sendable () -> Void"))
        XCTAssertNotNil(SwiftFragment.expressionProblem("{ @ MainActor in }"))
        XCTAssertNil(SwiftFragment.expressionProblem("{ @MainActor in }"))
    }

    func testParameterColumnsPointAtTheBadPart() {
        let diagnostics = run(["A.yml": "module: App\nscreens:\n  A:\n    initialize:\n      x: \"Int = 1 +\"\n"]).diagnostics
        XCTAssertEqual(diagnostics.map(\.location.description), ["Specs/A.yml:5:17"])
    }

    func testAnErrorInOneFileDoesNotEchoAcrossFiles() {
        let diagnostics = run([
            "A.yml": "module: App\nstoryboards: {Main: {}\n",
            "B.yml": "screens:\n  X:\n    storyboard: Main\n",
        ]).diagnostics
        XCTAssertEqual(diagnostics.map(\.kind.code), ["yaml-syntax"])
    }

    func testExtensionKeysHoldAnchorsAndAreIgnored() throws {
        let result = run(["A.yml": "module: App\nx-common: &c {storyboard: Main}\nstoryboards: {Main: {}}\nscreens:\n  A:\n    <<: *c\n"])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.model?.screens.first?.source, .storyboardScene(storyboard: "Main", identifier: "A"))
    }

    func testCallSiteLabelsAndPlatformAreModuleSettingsFilesMustAgreeOn() throws {
        let labels = try XCTUnwrap(run(["A.yml": "module: App\ncallSiteLabels: none\n", "B.yml": "callSiteLabels: none\nscreens: {A: {}}\n"]).model)
        XCTAssertEqual(labels.callSiteLabels, .none)
        XCTAssertEqual(try XCTUnwrap(run(["A.yml": "module: App\n"]).model).callSiteLabels, .initialize)
        XCTAssertEqual(run(["A.yml": "module: App\ncallSiteLabels: none\n", "B.yml": "callSiteLabels: initialize\n"]).diagnostics.map(\.kind.code),
                       ["conflicting-setting"])
        XCTAssertEqual(kinds("module: App\ncallSiteLabels: none\nplatform: visionOS\nscreens: {A: {}}\n"), [])
        XCTAssertEqual(kinds("module: App\nplatform: watchOS\n").map(\.code), ["invalid-choice"])
    }

    /// A parameter name repeated in `init:` and `initialize:`, or within one list under another
    /// label, is reported where it is repeated and names its first place: the same whether
    /// the lists are short (searched where they are) or long (a table of the names seen).
    func testARepeatedParameterNameNamesItsFirstPlaceInShortAndLongLists() {
        for extra in [0, 10] {
            let initList = ["first: Int"] + (0..<extra).map { "a\($0): Int" }
            let initializeList = ["first: String"] + (0..<extra).map { "b\($0): Int" } + ["x name: Int", "y name: Int"]
            let yaml = "module: App\nscreens:\n  A:\n    init:\n" + initList.map { "      \($0)\n" }.joined()
                + "    initialize:\n" + initializeList.map { "      \($0)\n" }.joined()
            let initFirstLine = 5
            let initializeFirstLine = initFirstLine + initList.count + 1
            let xNameLine = initializeFirstLine + 1 + extra
            let diagnostics = run(["App.yml": yaml]).diagnostics
            XCTAssertEqual(diagnostics.map(\.kind), [
                .duplicateParameter(name: "first", screen: "A", first: SourceLocation(file: "Specs/App.yml", line: initFirstLine, column: 7)),
                .duplicateParameter(name: "name", screen: "A", first: SourceLocation(file: "Specs/App.yml", line: xNameLine, column: 7)),
            ], "\(extra) more parameters in each list")
            XCTAssertEqual(diagnostics.map(\.location.line), [initializeFirstLine, xNameLine + 1])
        }
    }
}
