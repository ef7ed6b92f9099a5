@testable import ScreenGenKit
import Foundation
import XCTest

/// Whether the cross-check runs is answered before its input is made (so that a run which
/// says nowhere to look makes no `URL`), and the answer is the input's own.
final class CrossCheckInputTests: XCTestCase {
    private let base = URL(fileURLWithPath: "/project", isDirectory: true)
    private let location = SourceLocation(file: "Specs/App.yml", line: 3, column: 5)

    private func model(paths: [String], namesFiles: Bool) -> AppModel {
        var model = AppModel(module: "App", access: .internal, specFiles: ["Specs/App.yml"], specsFolder: "Specs", storyboards: [], screens: [])
        model.storyboardPaths = paths.map { Located(value: $0, location: location) }
        model.namesStoryboardFiles = namesFiles
        return model
    }

    func testIsNeededIsWhatTheInputWouldSay() {
        let folders = [[], [URL(fileURLWithPath: "/project/Storyboards", isDirectory: true)]]
        var models: [AppModel?] = [nil]
        for paths in [[], ["../Storyboards"]] {
            for namesFiles in [false, true] { models.append(model(paths: paths, namesFiles: namesFiles)) }
        }
        var needed = 0
        for searchFolders in folders {
            for model in models {
                let input = CrossCheckInput(model: model, searchFolders: searchFolders, baseDirectory: base)
                let answer = CrossCheckInput.isNeeded(model: model, searchFolders: searchFolders)
                XCTAssertEqual(answer, input.isEnabled, "folders \(searchFolders.count), paths \(model?.storyboardPaths.count ?? -1), names files \(model?.namesStoryboardFiles ?? false)")
                if answer { needed += 1 }
            }
        }
        // Not needed only with no folder searched and no model, or a model that names no
        // storyboard folder or file: two of the ten.
        XCTAssertEqual(needed, 8)
    }
}
