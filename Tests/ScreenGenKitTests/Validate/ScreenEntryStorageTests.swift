@testable import ScreenGenKit
import XCTest

/// How screen entries and parameter lists are stored to keep validation's memory small must
/// not show: entries stay values, and a parameter list filters as a list would.
final class ScreenEntryStorageTests: XCTestCase {
    private func at(_ line: Int) -> SourceLocation {
        SourceLocation(file: "Specs/App.yml", line: line, column: 3)
    }

    func testRareKeysAreValuesOfEachCopy() {
        var entry = SpecDocument.ScreenEntry(name: .init(value: "Composer", location: at(1)))
        XCTAssertNil(entry.nib)
        entry.nib = nil
        XCTAssertNil(entry.nib)
        entry.nib = .init(value: "Composer", location: at(2))
        var copy = entry
        copy.nib = .init(value: "Other", location: at(3))
        copy.url = .init(value: "/compose", location: at(4))
        XCTAssertEqual(entry.nib?.value, "Composer")
        XCTAssertNil(entry.url)
        XCTAssertEqual(copy.nib?.value, "Other")
        XCTAssertEqual(copy.url?.location, at(4))
        copy.nib = nil
        XCTAssertNil(copy.nib)
        XCTAssertEqual(entry.nib?.location, at(2))
    }

    func testEveryKeyIsAValueOfEachCopy() {
        // The keys share one box between copies until a copy changes one.
        var entry = SpecDocument.ScreenEntry(name: .init(value: "Composer", location: at(1)))
        entry.storyboard = .init(value: "Main", location: at(2))
        entry.parameters = [.init(parameter: Parameter(label: nil, name: "a", type: "Int", defaultValue: nil), location: at(3))]
        var copy = entry
        copy.name = .init(value: "Other", location: at(4))
        copy.typeName = .init(value: "OtherController", location: at(5))
        copy.storyboard = nil
        copy.identifier = .init(value: "other", location: at(6))
        copy.initial = .init(value: true, location: at(7))
        copy.parameters = nil
        copy.initializeLocation = at(8)
        copy.decodedCleanly = false
        XCTAssertEqual(entry.name.value, "Composer")
        XCTAssertNil(entry.typeName)
        XCTAssertEqual(entry.storyboard?.value, "Main")
        XCTAssertNil(entry.identifier)
        XCTAssertNil(entry.initial)
        XCTAssertEqual(entry.parameters?.map(\.parameter.name), ["a"])
        XCTAssertNil(entry.initializeLocation)
        XCTAssertTrue(entry.decodedCleanly)
        XCTAssertEqual(copy.name.location, at(4))
        XCTAssertEqual(copy.typeName?.value, "OtherController")
        XCTAssertNil(copy.storyboard)
        XCTAssertEqual(copy.identifier?.value, "other")
        XCTAssertEqual(copy.initial?.value, true)
        XCTAssertNil(copy.parameters)
        XCTAssertEqual(copy.initializeLocation, at(8))
        XCTAssertFalse(copy.decodedCleanly)
    }

    func testEveryRareKeyReadsWhatWasSet() {
        var entry = SpecDocument.ScreenEntry(name: .init(value: "Screen", location: at(1)))
        entry.segueOnly = .init(value: true, location: at(2))
        entry.initParameters = [.init(parameter: Parameter(label: nil, name: "a", type: "Int", defaultValue: nil), location: at(3))]
        entry.initLocation = at(4)
        entry.bundle = .init(value: .module, location: at(5))
        entry.swiftUI = .init(value: false, location: at(6))
        entry.presentation = .init(value: .fullScreen, location: at(7))
        entry.unknownPresentation = .init(value: "sideways", location: at(8))
        entry.segues = []
        entry.seguesLocation = at(9)
        entry.windowController = .init(value: true, location: at(10))
        XCTAssertEqual(entry.segueOnly?.location, at(2))
        XCTAssertEqual(entry.initParameters?.map(\.parameter.name), ["a"])
        XCTAssertEqual(entry.initLocation, at(4))
        XCTAssertEqual(entry.bundle?.value, .module)
        XCTAssertEqual(entry.swiftUI?.value, false)
        XCTAssertEqual(entry.presentation?.value, .fullScreen)
        XCTAssertEqual(entry.unknownPresentation?.value, "sideways")
        XCTAssertEqual(entry.segues?.count, 0)
        XCTAssertEqual(entry.seguesLocation, at(9))
        XCTAssertEqual(entry.windowController?.location, at(10))
    }

    func testParameterFilterAsksOnceForEachEntryInOrder() {
        var list = SpecDocument.ParameterEntries()
        for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
            list.append(.init(parameter: Parameter(label: nil, name: name, type: "Int", defaultValue: nil), location: at(index + 1)))
        }
        var asked: [String] = []
        let kept = list.filter { index in
            let name = list.parameters[index].name
            asked.append(name)
            return name != "b" && name != "d"
        }
        XCTAssertEqual(asked, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(kept.map(\.parameter.name), ["a", "c", "e"])
        XCTAssertEqual(kept.map(\.location.line), [1, 3, 5])

        asked = []
        let all = list.filter { index in asked.append(list.parameters[index].name); return true }
        XCTAssertEqual(asked, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(all.map(\.parameter.name), ["a", "b", "c", "d", "e"])
        // Kept whole, the list is the same storage: the model shares it.
        all.parameters.withUnsafeBufferPointer { kept in
            list.parameters.withUnsafeBufferPointer { original in XCTAssertEqual(kept.baseAddress, original.baseAddress) }
        }
        XCTAssertEqual(list.filter { _ in false }.count, 0)
    }

    func testLocationsKeepLinesAndColumnsAndClampWhatCannotBeStored() {
        var location = SourceLocation(file: "Specs/App.yml", line: 70_000, column: 12)
        XCTAssertEqual(location.line, 70_000)
        XCTAssertEqual(location.advanced(by: 3).column, 15)
        location.line = Int(Int32.max) + 10
        XCTAssertEqual(location.line, Int(Int32.max))
    }

    func testScreensAreSortedByNameWhateverOrderTheyAreDeclaredIn() {
        // Several permutation cycles: the screens are moved into place along a sorted index.
        let names = ["Kilo", "Alpha", "Juliet", "Echo", "Bravo", "India", "Delta", "Golf", "Charlie", "Hotel", "Foxtrot"]
        let spec = "module: App\nscreens:\n" + names.map { "  \($0)Screen: {initialize: {title: String}}\n" }.joined()
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        let screens = result.model?.screens ?? []
        XCTAssertEqual(screens.map(\.name), names.sorted().map { "\($0)Screen" })
        for screen in screens {
            XCTAssertEqual(screen.typeName, screen.name)
            XCTAssertEqual(screen.location.line, 3 + names.firstIndex(of: String(screen.name.dropLast(6)))!)
            XCTAssertEqual(screen.parameters?.map(\.name), ["title"])
        }
    }

    /// The presence checks read what the keys hold, and the parameter context expected from
    /// them is the one the screen's source gives when nothing else is wrong: where they
    /// disagreed, every screen's parameters would be checked twice.
    func testKeyPresenceAndTheExpectedParameterContext() {
        let storyboard = SpecDocument.Located(value: "Main", location: at(2))
        let nib = SpecDocument.Located(value: "Composer", location: at(3))
        var entry = SpecDocument.ScreenEntry(name: .init(value: "Composer", location: at(1)))
        XCTAssertFalse(entry.hasStoryboard || entry.hasNib || entry.isSwiftUI)
        XCTAssertEqual(SpecValidator.ParameterContext(expectedFor: entry), SpecValidator.ParameterContext(.code))

        entry.nib = nib
        XCTAssertTrue(entry.hasNib)
        XCTAssertEqual(SpecValidator.ParameterContext(expectedFor: entry), SpecValidator.ParameterContext(.nib(name: "Composer", bundle: .main)))

        entry.storyboard = storyboard
        XCTAssertTrue(entry.hasStoryboard)
        XCTAssertEqual(SpecValidator.ParameterContext(expectedFor: entry), SpecValidator.ParameterContext(nil))

        entry.nib = nil
        XCTAssertFalse(entry.hasNib)
        XCTAssertEqual(SpecValidator.ParameterContext(expectedFor: entry),
                       SpecValidator.ParameterContext(.storyboardScene(storyboard: "Main", identifier: "Composer")))

        entry.swiftUI = .init(value: false, location: at(4))
        XCTAssertFalse(entry.isSwiftUI)
        entry.swiftUI = .init(value: true, location: at(4))
        XCTAssertTrue(entry.isSwiftUI)
        XCTAssertEqual(SpecValidator.ParameterContext(expectedFor: entry), SpecValidator.ParameterContext(.swiftUI))
    }
}
