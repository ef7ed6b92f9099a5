@testable import ScreenGenKit
import XCTest

/// What an `ignore:` entry reaches and hides (``IgnoreList``), on diagnostics made by hand:
/// a spec file's entries reach the file and what it declares, wherever the diagnostic is.
final class IgnoreListTests: XCTestCase {
    private func at(_ file: String, _ line: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: 1)
    }

    /// `Specs/A.yml`, declaring storyboard Main and screen HomeViewController, with `rules`.
    private func documentA(_ rules: [IgnoreRule]) -> SpecDocument {
        var document = SpecDocument(file: "Specs/A.yml")
        document.storyboards = [.init(name: .init(value: "Main", location: at("Specs/A.yml", 3)), bundle: .main)]
        document.screens = [.init(name: .init(value: "HomeViewController", location: at("Specs/A.yml", 5)))]
        document.ignores = rules
        return document
    }

    func testSpecRulesReachTheirFileAndWhatItDeclares() {
        let found = IgnoreRule(code: .storyboardFoundTwice, location: at("Specs/A.yml", 8))
        let confusable = IgnoreRule(code: .confusableName, location: at("Specs/A.yml", 9))
        let list = IgnoreList(documents: [documentA([found, confusable]), SpecDocument(file: "Specs/B.yml")], config: [])
        let aboutMain = Diagnostic(.storyboardFoundTwice(storyboard: "Main", path: "Main.storyboard", others: ["UI/Main.storyboard"]), at: at("UI/Main.storyboard"))
        let aboutOther = Diagnostic(.storyboardFoundTwice(storyboard: "Other", path: "Other.storyboard", others: ["UI/Other.storyboard"]), at: at("UI/Other.storyboard"))
        let inB = Diagnostic(.confusableName(role: "screen", name: "HomeViewController", other: "HоmeViewController", otherLocation: at("Specs/B.yml", 2)),
                             at: at("Specs/B.yml", 3))
        let otherCode = Diagnostic(.unusedStoryboard(name: "Main"), at: at("Specs/A.yml", 3))
        let outcome = list.apply([aboutMain, aboutOther, inB, otherCode])
        XCTAssertEqual(outcome.ignored, [aboutMain, inB], "about A's storyboard, about A's screen")
        XCTAssertEqual(outcome.shown, [aboutOther, otherCode], "about another storyboard; another code")
        XCTAssertEqual(outcome.used, [found.location, confusable.location])
    }

    func testScopedRulesNeedEveryNamedSubject() {
        let scene = StoryboardScene(elementKind: "viewController", id: "Abc-00-001", storyboardIdentifier: "Legacy",
                                    customClass: "LegacyViewController", location: at("UI/Main.storyboard", 9))
        let unclaimed = Diagnostic(.unclaimedScene(storyboard: "Main", scene: scene, codeScreen: nil, declaration: nil), at: scene.location)
        let both = IgnoreRule(code: .unclaimedScene, storyboard: "Main", screen: "LegacyViewController", location: at("screengen.yml", 2))
        let wrongScreen = IgnoreRule(code: .unclaimedScene, storyboard: "Main", screen: "HomeViewController", location: at("screengen.yml", 5))
        let wrongStoryboard = IgnoreRule(code: .unclaimedScene, storyboard: "Settings", location: at("screengen.yml", 8))
        XCTAssertEqual(IgnoreList(config: [wrongScreen, wrongStoryboard]).apply([unclaimed]).shown, [unclaimed])
        let outcome = IgnoreList(config: [both, wrongScreen]).apply([unclaimed])
        XCTAssertEqual(outcome.ignored, [unclaimed])
        XCTAssertEqual(outcome.used, [both.location])
        XCTAssertEqual(IgnoreRule.unusedWarnings([both, wrongScreen], used: outcome.used).map(\.location), [wrongScreen.location])
    }

    /// Even a rule made without the reader, which refuses them, never hides an error.
    func testErrorsAreNeverHidden() {
        let duplicate = Diagnostic(.duplicateScreen(type: "HomeViewController", first: at("Specs/A.yml", 5)), at: at("Specs/B.yml", 2))
        let outcome = IgnoreList(config: [IgnoreRule(code: .duplicateScreen, location: at("screengen.yml", 2))]).apply([duplicate])
        XCTAssertEqual(outcome.shown, [duplicate])
        XCTAssertEqual(outcome.used, [])
        XCTAssertFalse(DiagnosticCode.duplicateScreen.isIgnorable)
        XCTAssertFalse(DiagnosticCode.unusedIgnore.isIgnorable)
        XCTAssertTrue(DiagnosticCode.unusedStoryboard.isIgnorable)
    }
}
