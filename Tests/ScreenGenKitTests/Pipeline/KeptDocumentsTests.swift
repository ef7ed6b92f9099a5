@testable import ScreenGenKit
import XCTest

/// A run that renders nothing afterwards may keep its decoded files with its result, to be
/// freed by the exit; any other run lets them go when it returns, and keeping them changes
/// nothing else of the result.
final class KeptDocumentsTests: XCTestCase {
    private let files = [
        SpecFolder.File(displayPath: "Specs/A.yml", bytes: Array("module: App\nscreens:\n  HomeViewController: {}\n".utf8)),
        SpecFolder.File(displayPath: "Specs/B.yml", bytes: Array("screens:\n  SettingsViewController: {}\n".utf8)),
    ]

    func testTheDocumentsAreKeptOnlyWhenAsked() {
        var pipeline = Pipeline()
        pipeline.renders = false
        let plain = pipeline.run(files: files, specsFolder: "Specs")
        XCTAssertTrue(plain.keptDocuments.isEmpty)

        pipeline.options.keepsDocuments = true
        let keeping = pipeline.run(files: files, specsFolder: "Specs")
        XCTAssertEqual(keeping.keptDocuments.map(\.file), ["Specs/A.yml", "Specs/B.yml"])
        XCTAssertEqual(keeping.keptDocuments.flatMap(\.screens).map(\.name.value), ["HomeViewController", "SettingsViewController"])
        XCTAssertEqual(keeping.diagnostics, plain.diagnostics)
        XCTAssertEqual(keeping.model?.screens, plain.model?.screens)
    }
}
