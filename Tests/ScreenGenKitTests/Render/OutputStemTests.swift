@testable import ScreenGenKit
import XCTest

/// A spec file's output stem, the same by bytes (printable ASCII paths) as by character.
final class OutputStemTests: XCTestCase {
    func testTheStemDropsTheSpecsFolderAndTheExtension() {
        let cases: [(file: String, folder: String, stem: String)] = [
            ("Specs/App.yml", "Specs", "App"),
            ("Specs/App.yml", "Specs/", "App"),
            ("Specs/Area/Feature.screens.yaml", "Specs", "Area/Feature.screens"),
            ("Specs/Area.v2/Feature", "Specs", "Area.v2/Feature"),
            ("Other/App.yml", "Specs", "Other/App"),
            ("Specs/.yml", "Specs", ""),
            ("Specs/Écrans/Accueil.yml", "Specs", "Écrans/Accueil"),
            ("Spécs/App.yml", "Spécs", "App"),
            ("Specs/App", "Specs", "App"),
        ]
        for (file, folder, stem) in cases {
            XCTAssertEqual(AppModel.outputStem(for: file, specsFolder: folder), stem, "\(file) in \(folder)")
        }
    }
}
