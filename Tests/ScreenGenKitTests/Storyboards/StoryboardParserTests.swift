import Foundation
@testable import ScreenGenKit
import XCTest

/// The storyboards stage on real and hand-made files, and the YAML writer `import` uses.
final class StoryboardParserTests: XCTestCase {
    private func parse(_ xml: String, file: String = "Main.storyboard") -> Result<StoryboardDocument, StoryboardError> {
        StoryboardParser(file: file, name: "Main", localization: nil).parse(Data(xml.utf8))
    }

    private func document(runtime: String = "iOS.CocoaTouch", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
                          initial: String? = nil, scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" targetRuntime="\(runtime)"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        \(scenes)
        </document>
        """
    }

    func testReadsScenesOfARealStoryboard() throws {
        let folder = try GoldenImportTests.storyboards("iOS")[0].deletingLastPathComponent()
        let message = try StoryboardFile(url: folder.appendingPathComponent("Message.storyboard"), baseDirectory: folder).load().get()
        XCTAssertEqual(message.file, "Message.storyboard")
        XCTAssertEqual(message.platform, .iOS)
        XCTAssertEqual(message.initialViewController, "xKD-v4-X1W")
        XCTAssertEqual(message.scenes.map(\.elementKind), ["viewController", "viewController", "viewController", "viewController",
                                                          "tableViewController", "navigationController", "viewController"])
        XCTAssertEqual(message.scenes.compactMap(\.storyboardIdentifier), ["Composer", "URLChooser", "MessagesList", "NavCtrl"])
        let picker = try XCTUnwrap(message.scenes.first { $0.storyboardIdentifier == "URLChooser" })
        XCTAssertEqual(picker.customClass, "PickerViewController")
        XCTAssertEqual(picker.customModule, "NotCurrentModule")
        XCTAssertTrue(picker.inheritsModuleFromTarget)
        XCTAssertEqual(picker.location, SourceLocation(file: "Message.storyboard", line: 81, column: 17))
        // Segues carry classes too; they are not scenes.
        XCTAssertFalse(message.scenes.contains { $0.customClass == "CustomSegueClass" })

        let placeholder = try StoryboardFile(url: folder.appendingPathComponent("Placeholder.storyboard"), baseDirectory: folder).load().get()
        XCTAssertEqual(placeholder.scenes.map(\.id), ["vaw-kE-oZq"], "a storyboard reference is not a scene")
        XCTAssertEqual(placeholder.references.map(\.storyboardName), ["Dependency"])
        let iPad = try StoryboardFile(url: folder.appendingPathComponent("Anonymous.storyboard"), baseDirectory: folder).load().get()
        XCTAssertEqual(iPad.targetRuntime, "iOS.CocoaTouch.iPad")
        XCTAssertEqual(iPad.platform, .iOS)
    }

    func testQuirks() throws {
        XCTAssertEqual(try parse(document(scenes: "<scenes/>")).get().scenes, [])
        XCTAssertEqual(try parse(document(scenes: "<dependencies/>")).get().scenes, [], "no <scenes> at all")
        // A start tag over several lines, after non-ASCII text, is located at its '<'.
        let multiLine = try parse(document(scenes: """
        <scenes><scene sceneID="a"><objects><!-- Änderungen --> <viewController
            storyboardIdentifier="ID with spaces" id="v-1"
            sceneMemberID="viewController"/></objects></scene></scenes>
        """)).get()
        XCTAssertEqual(multiLine.scenes.map(\.storyboardIdentifier), ["ID with spaces"])
        XCTAssertEqual(multiLine.scenes.first?.location, SourceLocation(file: "Main.storyboard", line: 3, column: 57))
        // Only the object the scene marks as its view controller; not the first responder or exits.
        let objects = try parse(document(scenes: """
        <scenes><scene sceneID="a"><objects>
        <placeholder placeholderIdentifier="IBFirstResponder" id="f-1" sceneMemberID="firstResponder"/>
        <hostingController id="h-1" customClass="ProfileHost" customModule="App" sceneMemberID="viewController"/>
        <exit id="e-1" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene></scenes>
        """)).get()
        XCTAssertEqual(objects.scenes.map(\.elementKind), ["hostingController"])
    }

    func testPlatforms() throws {
        XCTAssertEqual(try parse(document(runtime: "AppleTV", scenes: "<scenes/>")).get().platform, .tvOS)
        // Interface Builder writes tvOS storyboards with a type of their own, without `.XIB`.
        let tv = try parse(document(runtime: "AppleTV", type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", scenes: """
        <scenes><scene sceneID="a"><objects><viewController id="v" customClass="MenuViewController" customModule="TV" sceneMemberID="viewController"/></objects></scene></scenes>
        """)).get()
        XCTAssertEqual(tv.platform, .tvOS)
        XCTAssertEqual(tv.scenes.map(\.customClass), ["MenuViewController"])
        let untypedTV = document(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard", scenes: "<scenes/>")
            .replacingOccurrences(of: " targetRuntime=\"iOS.CocoaTouch\"", with: "")
        XCTAssertEqual(try parse(untypedTV).get().platform, .tvOS, "without a runtime the tvOS document type tells")
        XCTAssertEqual(try parse(document(runtime: "watchKit", scenes: "<scenes/>")).get().platform, .watchOS)
        let mac = try parse(document(runtime: "MacOSX.Cocoa", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", scenes: """
        <scenes><scene sceneID="a"><objects><application id="app" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="b"><objects><windowController id="w" sceneMemberID="viewController"/></objects></scene></scenes>
        """)).get()
        XCTAssertEqual(mac.platform, .macOS)
        XCTAssertEqual(mac.scenes.map(\.elementKind), ["application", "windowController"])
        let untyped = document(scenes: "<scenes/>").replacingOccurrences(of: " targetRuntime=\"iOS.CocoaTouch\"", with: "")
        XCTAssertEqual(try parse(untyped).get().platform, .iOS, "without a runtime the document type tells")
    }

    func testUnreadableFilesAreLocatedDiagnostics() {
        let cases: [(String, String)] = [
            ("", "Main.storyboard:1:1: error: cannot read storyboard: the file is empty"),
            ("<document type=\"x.Storyboard.XIB\">\n<scenes>\n</document>", "Main.storyboard:3:12: error: cannot read storyboard: malformed XML: elements that are not closed or not properly nested, or text after the document (XMLParser error 5)"),
            ("<?xml version=\"1.0\"?>\n<plist/>", "Main.storyboard:2:1: error: cannot read storyboard: it is a '<plist>' document, not a storyboard"),
        ]
        for (xml, expected) in cases {
            guard case let .failure(error) = parse(xml) else {
                XCTFail("parsed: \(xml)")
                continue
            }
            XCTAssertEqual(error.diagnostic.description, expected)
        }
    }

    /// Whatever text the import writes as a YAML value reads back as the same string.
    func testYAMLScalarsReadBackUnchanged() throws {
        let values = ["Main", "item 1", "Accept-ToS", "../Storyboards/Known Types.storyboard", "true", "No", "null", "~", "", "1.5", "0x1F", "1e3",
                      ".inf", "-x", "a: b", "#x", "x #y", " lead", "trail ", "a  b", "a\"b", "back\\slash", "new\nline", "tab\t", "\u{202E}rtl",
                      "\u{E0041}tag", "emoji 😀", "[x]", "{x}", "*x", "&x", "!x", "%x", "@x", "`x", "'x'", "?x", "|x", ">x", "x,y"]
        for value in values {
            let yaml = "key: \(YAMLWriter.scalar(value))\n"
            let (node, diagnostics) = YAMLLoader(file: "t.yml").load(Array(yaml.utf8))
            XCTAssertEqual(diagnostics, [], yaml)
            guard case let .mapping(pairs)? = node?.content, let read = pairs.first?.value else {
                XCTFail("not a mapping: \(yaml)")
                continue
            }
            XCTAssertEqual(read.scalar, value, yaml)
            XCTAssertFalse(read.isNull, yaml)
        }
        XCTAssertEqual(YAMLWriter.scalar("LoginViewController"), "LoginViewController", "plain when nothing needs quotes")
        XCTAssertEqual(YAMLWriter.scalar("true"), "\"true\"")
    }

    func testCommentsWrapAtWordBoundaries() {
        var writer = YAMLWriter()
        writer.comment("- " + Array(repeating: "word", count: 30).joined(separator: " "))
        let lines = writer.text.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { $0.count <= YAMLWriter.commentWidth })
        XCTAssertTrue(lines[1].hasPrefix("#   word"), String(lines[1]))
    }
}
