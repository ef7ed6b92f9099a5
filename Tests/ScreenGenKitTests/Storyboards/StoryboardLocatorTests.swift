import Foundation
@testable import ScreenGenKit
import XCTest

/// Where the storyboards stage says scenes and segues are, on files laid out the way no
/// person saves them: everything on one line, markup-like text in comments and CDATA,
/// megabytes after the root; and the size the reader stops at.
final class StoryboardLocatorTests: XCTestCase {
    /// A one-line storyboard, and the column each scene's and segue's `<` is at.
    private struct OneLine {
        var text = ""
        var scalars = 0
        var rootColumn = 0
        var sceneColumns: [Int] = []
        var segueColumns: [Int] = []

        mutating func append(_ piece: String) {
            text += piece
            scalars += piece.unicodeScalars.count
        }
    }

    private func oneLineStoryboard(scenes: Int, seguesPerScene: Int, trailing: Int) -> OneLine {
        var file = OneLine()
        file.append(#"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE document [ <!ENTITY unused "<segue id='no'/>"> ]>"#)
        file.rootColumn = file.scalars + 1
        file.append(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#)
        // Text that looks like tags but is not: the parser skips it, and so must the locator.
        file.append(#"<!-- <segue destination="c0" kind="show" id="comment"/> <viewController sceneMemberID="viewController"> --><?note <segue ?>"#)
        file.append("<scenes>")
        for scene in 0..<scenes {
            file.append(#"<scene sceneID="s\#(scene)"><objects>"#)
            file.append("<label text=\"Grüße 😀 \(scene)\"/>")
            file.sceneColumns.append(file.scalars + 1)
            file.append(#"<viewController id="c\#(scene)" customClass="Screen\#(scene)" sceneMemberID="viewController"><view key="view" id="v\#(scene)">"#)
            file.append(#"<string key="text"><![CDATA[<segue destination="c0" kind="show" id="cdata"/>]]></string><connections>"#)
            for segue in 0..<seguesPerScene {
                file.segueColumns.append(file.scalars + 1)
                file.append(#"<segue destination="c\#((scene + 1) % scenes)" kind="show" identifier="é\#(segue)" id="g\#(scene)-\#(segue)"/>"#)
            }
            file.append("</connections></view></viewController></objects></scene>")
        }
        file.append("</scenes></document>")
        file.append(String(repeating: " ", count: trailing) + "<!-- after the root -->")
        return file
    }

    func testEveryTagOfAOneLineStoryboardIsLocatedAtItsOwnColumn() throws {
        let file = oneLineStoryboard(scenes: 20, seguesPerScene: 50, trailing: 100_000)
        let document = try StoryboardParser(file: "One.storyboard", name: "One", localization: nil).parse(Data(file.text.utf8)).get()
        XCTAssertEqual(document.scenes.count, 20)
        XCTAssertEqual(document.scenes.map(\.location.line), Array(repeating: 1, count: 20))
        XCTAssertEqual(document.scenes.map(\.location.column), file.sceneColumns)
        let segues = document.scenes.flatMap(\.segues)
        XCTAssertEqual(segues.map(\.id), (0..<20).flatMap { scene in (0..<50).map { "g\(scene)-\($0)" } }, "comment and CDATA text is no segue")
        XCTAssertEqual(segues.map(\.location.line), Array(repeating: 1, count: 1000))
        XCTAssertEqual(segues.map(\.location.column), file.segueColumns)
        XCTAssertEqual(document.location, SourceLocation(file: "One.storyboard", line: 1, column: file.rootColumn))
    }

    /// The work of line and column counting is bounded by the file's size however many
    /// tags share its one line (counting from the line's start for each tag is quadratic).
    func testCountingLinesAndColumnsGoesOverTheFileOnce() {
        let file = oneLineStoryboard(scenes: 100, seguesPerScene: 200, trailing: 1_000_000)
        let data = Data(file.text.utf8)
        let tags = (1...20_000).map { StartTag(name: "segue", ordinal: $0, line: 1) }
            + (1...100).map { StartTag(name: "viewController", ordinal: $0, line: 1) }
        let result = StartTagLocator.locate(tags, in: data, file: "One.storyboard")
        XCTAssertEqual(result.locations.count, 20_100)
        XCTAssertEqual(tags.prefix(20_000).map { result.locations[$0]?.column }, file.segueColumns)
        XCTAssertLessThanOrEqual(result.bytesCounted, data.count)
        // Everything after the last wanted tag (the megabyte after the root) is never counted.
        XCTAssertLessThan(result.bytesCounted, data.count - 1_000_000)
    }

    /// A tag the count cannot match (more wanted than the file has) is left to the parser's line.
    func testATagTheScanCannotMatchIsMissingRatherThanMisplaced() {
        let data = Data("<a>\n<b/>\n</a>\n".utf8)
        let result = StartTagLocator.locate([StartTag(name: "b", ordinal: 1, line: 2), StartTag(name: "b", ordinal: 2, line: 2)], in: data, file: "x")
        XCTAssertEqual(result.locations[StartTag(name: "b", ordinal: 1, line: 2)], SourceLocation(file: "x", line: 2, column: 1))
        XCTAssertNil(result.locations[StartTag(name: "b", ordinal: 2, line: 2)])
        // A match below the line the parser reported cannot be the tag.
        let below = StartTagLocator.locate([StartTag(name: "b", ordinal: 1, line: 1)], in: data, file: "x")
        XCTAssertEqual(below.locations[StartTag(name: "b", ordinal: 1, line: 1)], SourceLocation(file: "x", line: 1, column: 1))
    }

    // MARK: The reader's limit

    private func storyboard(paddedTo size: Int) throws -> StoryboardFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        var bytes = Array(oneLineStoryboard(scenes: 2, seguesPerScene: 1, trailing: 0).text.utf8)
        bytes += Array(repeating: UInt8(ascii: " "), count: size - bytes.count)
        let url = folder.appendingPathComponent("Big.storyboard")
        try Data(bytes).write(to: url)
        return StoryboardFile(url: url, baseDirectory: folder)
    }

    /// Exactly the limit reads (it is what the XML parser takes), one byte more is refused
    /// with the file's size and the limit, never as malformed XML.
    func testAStoryboardOverTheLimitIsRefusedWithItsSizeAndTheLimit() throws {
        let limit = StoryboardFile.byteLimit
        XCTAssertEqual(try storyboard(paddedTo: limit).load().get().scenes.count, 2)
        guard case let .failure(error) = try storyboard(paddedTo: limit + 1).load() else {
            return XCTFail("a storyboard over the limit was read")
        }
        XCTAssertEqual(error.diagnostic.kind, .interfaceFileTooLarge(fileKind: "storyboard", bytes: limit + 1, limit: limit))
        XCTAssertEqual(error.diagnostic.description,
                       "Big.storyboard:1:1: error: storyboard is 10000001 bytes, more than the limit of 10000000 bytes that the XML parser reads; check that it is the right file, or split it (Interface Builder files are rarely over a few megabytes)")
    }
}
