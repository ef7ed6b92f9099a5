import Foundation
@testable import ScreenGenKit
import XCTest

/// The outlets and actions the storyboards stage reads: a scene controller's own outlets and
/// outlet collections, the actions its controls send it (UIKit's `destination`, AppKit's
/// `target`), a XIB File's Owner's, each located; not the outlets of other objects nor the
/// actions sent to the first responder.
final class InterfaceConnectionTests: XCTestCase {
    func testSceneControllerConnectionsOfTheFixture() throws {
        let url = Fixtures.root.appendingPathComponent("Generate/connections/Storyboards/Main.storyboard")
        let text = try String(contentsOf: url, encoding: .utf8)
        let document = try StoryboardParser(file: "Main.storyboard", name: "Main", localization: nil).parse(Data(text.utf8)).get()
        let scene = try XCTUnwrap(document.scenes.first)
        XCTAssertEqual(scene.connections.map(\.described),
                       ["action 'save:'", "action 'refresh:'", "outlet 'nameLabel'", "outlet collection 'buttons'", "outlet collection 'buttons'"],
                       "document order; 'copy:' goes to the first responder")
        XCTAssertEqual(scene.connections.map(\.selector), ["save:", "refresh:", "setNameLabel:", "setButtons:", "setButtons:"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for connection in scene.connections {
            let line = lines[connection.location.line - 1]
            XCTAssertTrue(line.dropFirst(connection.location.column - 1).hasPrefix("<"), "\(connection.described) at its start tag: \(line)")
            XCTAssertTrue(line.contains("\"\(connection.name)\""), "\(connection.described): \(line)")
        }
    }

    func testAppKitActionsNameTheirTarget() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="Vc1" customClass="NotesViewController" sceneMemberID="viewController">
                            <view key="view" id="V1">
                                <subviews>
                                    <button id="B1">
                                        <connections>
                                            <action selector="addNote:" target="Vc1" id="A1"/>
                                            <action selector="other:" target="Other" id="A2"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try StoryboardParser(file: "Main.storyboard", name: "Main", localization: nil).parse(Data(xml.utf8)).get()
        XCTAssertEqual(document.scenes.first?.connections.map(\.described), ["action 'addNote:'"])
        XCTAssertEqual(document.scenes.first?.connections.first?.location, SourceLocation(file: "Main.storyboard", line: 10, column: 37))
    }

    func testFileOwnerConnectionsOfTheFixtureXib() throws {
        let url = Fixtures.root.appendingPathComponent("Generate/connections/Storyboards/Composer.xib")
        let document = try XibDocument.parse(try Data(contentsOf: url), file: "Composer.xib").get()
        let owner = try XCTUnwrap(document.fileOwner)
        XCTAssertEqual(owner.connections.map(\.described), ["outlet 'textView'", "outlet 'view'", "action 'send:'"])
        XCTAssertEqual(owner.connections.map(\.location.line), [9, 10, 24])
        XCTAssertEqual(owner.connections.map(\.location.column), [17, 17, 25])
    }

    func testNamesNoSwiftClassCanDeclare() {
        func problem(_ kind: InterfaceConnection.Kind, _ name: String) -> String? {
            InterfaceConnection(kind: kind, name: name, location: .file("A.storyboard")).nameProblem
        }
        XCTAssertNil(problem(.outlet, "nameLabel"))
        XCTAssertNil(problem(.outletCollection, "buttons"))
        XCTAssertNil(problem(.action, "save:"))
        XCTAssertNil(problem(.action, "refresh"))
        XCTAssertNil(problem(.action, "didPick:with:"))
        XCTAssertNil(problem(.action, "tableView::"), "unlabelled arguments")
        XCTAssertEqual(problem(.outlet, "name-label"), "it contains '-'")
        XCTAssertEqual(problem(.action, "1save:"), "it starts with a digit")
        XCTAssertEqual(problem(.outlet, "`default`"), "it contains a backtick")
    }
}
