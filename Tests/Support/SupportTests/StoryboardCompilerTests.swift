import Foundation
import XCTest

@testable import storyboardc

/// The storyboard compiler: arguments, parsing, module resolution, errors and output.
final class StoryboardCompilerTests: XCTestCase {
    // MARK: Arguments

    func testArgumentsInAnyOrder() throws {
        let arguments = try Arguments(parsing: ["A.storyboard", "--output", "out", "--module", "App", "B.storyboard"])

        XCTAssertEqual(arguments.module, "App")
        XCTAssertEqual(arguments.output.lastPathComponent, "out")
        XCTAssertEqual(arguments.inputs.map(\.lastPathComponent), ["A.storyboard", "B.storyboard"])
    }

    func testArgumentsNeedModuleOutputAndFiles() throws {
        XCTAssertThrowsError(try Arguments(parsing: ["--output", "out", "A.storyboard"])) {
            XCTAssertEqual($0 as? CompileError, .usage("--module is required"))
        }
        XCTAssertThrowsError(try Arguments(parsing: ["--module", "App", "A.storyboard"])) {
            XCTAssertEqual($0 as? CompileError, .usage("--output is required"))
        }
        XCTAssertThrowsError(try Arguments(parsing: ["--module", "App", "--output", "out"])) {
            XCTAssertEqual($0 as? CompileError, .usage("no .storyboard or .xib files given"))
        }
        XCTAssertThrowsError(try Arguments(parsing: ["--module", "--output", "out", "A.storyboard"])) {
            XCTAssertEqual($0 as? CompileError, .usage("--module needs a value"))
        }
        XCTAssertThrowsError(try Arguments(parsing: ["--module", "App", "--output", "out", "A.nib"])) {
            XCTAssertEqual($0 as? CompileError, .usage("A.nib is not a .storyboard or .xib file"))
        }
        let withXib = try Arguments(parsing: ["--module", "App", "--output", "out", "A.xib"])
        XCTAssertEqual(withXib.xibs.map(\.lastPathComponent), ["A.xib"])
    }

    // MARK: Parsing

    func testReadsScenesAndSkipsPlaceholders() throws {
        let document = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nc1-AB-cde">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nc1-AB-cde" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="tb1-AB-cde" kind="relationship" relationship="rootViewController" id="sg1"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <tableViewController storyboardIdentifier="List" id="tb1-AB-cde" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" style="grouped" id="tv1">
                                    <prototypes>
                                        <tableViewCell id="cell1"><tableView key="ignored" style="plain" id="tv2"/></tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                            <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Other" id="ph1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)

        XCTAssertEqual(document.initialViewController, "nc1-AB-cde")
        XCTAssertEqual(document.scenes.map(\.element), ["navigationController", "tableViewController"])
        XCTAssertEqual(document.scenes[0].rootViewControllerID, "tb1-AB-cde")
        XCTAssertEqual(document.scenes[0].line, 6)
        let table = document.scenes[1]
        XCTAssertEqual(table.storyboardIdentifier, "List")
        XCTAssertEqual(table.customClass, "ListViewController")
        XCTAssertEqual(table.customModule, "App")
        XCTAssertEqual(table.customModuleProvider, "target")
        XCTAssertEqual(table.tableViewStyle, "grouped")
    }

    func testModuleResolution() {
        let scene = SceneElement(
            element: "viewController", id: "a", storyboardIdentifier: nil, customClass: "X", customModule: nil,
            customModuleProvider: nil, rootViewControllerID: nil, tableViewStyle: nil, line: 1)
        var followsTarget = scene
        followsTarget.customModule = "SavedName"
        followsTarget.customModuleProvider = "target"
        var explicit = scene
        explicit.customModule = "Named"

        XCTAssertEqual(CompiledStoryboard.module(of: followsTarget, target: "App"), "App")
        XCTAssertEqual(CompiledStoryboard.module(of: explicit, target: "App"), "Named")
        XCTAssertNil(CompiledStoryboard.module(of: scene, target: "App"))
    }

    // MARK: Errors

    func testMalformedXMLNamesFileAndLine() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                </scenes>
            </document>
            """
        XCTAssertThrowsError(try parse(xml, path: "Broken.storyboard")) { error in
            guard case .malformedXML(let path, let line, _, _) = error as? CompileError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, "Broken.storyboard")
            XCTAssertEqual(line, 5)
            XCTAssertTrue("\(error)".hasPrefix("Broken.storyboard:5:"), "\(error)")
            XCTAssertTrue("\(error)".contains("closing tag does not match the open element"), "\(error)")
        }
    }

    func testXibIsNotAStoryboard() {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#

        XCTAssertThrowsError(try parse(xml, path: "View.storyboard")) {
            XCTAssertEqual($0 as? CompileError, .notAnIOSStoryboard(path: "View.storyboard", line: 1))
        }
    }

    /// macOS storyboards compile with AppKit's classes and Info.plist keys; a window
    /// controller's content comes from its `window.shadowedContentViewController` segue, and
    /// the application scene (the main menu) is no controller.
    func testMacStoryboardCompilesWithAppKitKeys() throws {
        let output = try temporaryFolder()
        let input = try write(
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="wc1-AB-cde">
            <scenes>
            <scene><objects><application id="ap1-AB-cde" sceneMemberID="viewController"/></objects></scene>
            <scene><objects>
                <windowController id="wc1-AB-cde" customClass="MainWindowController" customModuleProvider="target" sceneMemberID="viewController">
                    <window key="window" id="wn1-AB-cde"/>
                    <connections>
                        <segue destination="vc1-AB-cde" kind="relationship" relationship="window.shadowedContentViewController" id="sg1"/>
                    </connections>
                </windowController>
            </objects></scene>
            <scene><objects><viewController storyboardIdentifier="Notes" id="vc1-AB-cde" sceneMemberID="viewController"/></objects></scene>
            </scenes>
            </document>
            """, named: "Main", in: output)

        try StoryboardCompiler.run(Arguments(parsing: ["--module", "App", "--output", output.path, input.path]))

        let folder = output.appendingPathComponent("Main.storyboardc")
        let info = try plist(folder.appendingPathComponent("Info.plist"))
        XCTAssertEqual(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String, "NSWindowController-wc1-AB-cde")
        XCTAssertEqual(
            info["NSViewControllerIdentifiersToNibNames"] as? [String: String],
            [
                "Notes": "NSViewController-vc1-AB-cde",
                "NSViewController-vc1-AB-cde": "NSViewController-vc1-AB-cde",
                "NSWindowController-wc1-AB-cde": "NSWindowController-wc1-AB-cde",
            ])
        XCTAssertNil(info["UIViewControllerIdentifiersToNibNames"])
        let window = try plist(folder.appendingPathComponent("NSWindowController-wc1-AB-cde.nib"))
        XCTAssertEqual(window["class"] as? String, "NSWindowController")
        XCTAssertEqual(window["customModule"] as? String, "App")
        XCTAssertEqual(window["contentViewController"] as? String, "NSViewController-vc1-AB-cde")
    }

    /// tvOS storyboards are UIKit storyboards with a document type of their own.
    func testTVOSStoryboardIsAUIKitStoryboard() throws {
        let document = try parse(
            """
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" targetRuntime="AppleTV" initialViewController="mn1-AB-cde">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="mn1-AB-cde" customClass="MenuViewController" customModule="TV" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """, path: "Guide.storyboard")
        XCTAssertEqual(document.initialViewController, "mn1-AB-cde")
        XCTAssertEqual(document.scenes.map(\.customClass), ["MenuViewController"])
    }

    func testDuplicateStoryboardIdentifierNamesTheSecondScene() throws {
        let document = try parse(
            storyboard(scenes: [
                #"<viewController storyboardIdentifier="Same" id="aa1-AB-cde" sceneMemberID="viewController"/>"#,
                #"<viewController storyboardIdentifier="Same" id="bb2-AB-cde" sceneMemberID="viewController"/>"#,
            ]))

        XCTAssertThrowsError(try CompiledStoryboard(document, module: "App")) {
            XCTAssertEqual(
                $0 as? CompileError,
                .duplicateStoryboardIdentifier(path: "Test.storyboard", line: document.scenes[1].line, identifier: "Same"))
        }
    }

    func testInitialViewControllerMustBeAScene() throws {
        let document = try parse(
            storyboard(initial: "zz9-ZZ-zzz", scenes: [#"<viewController id="aa1-AB-cde" sceneMemberID="viewController"/>"#]))

        XCTAssertThrowsError(try CompiledStoryboard(document, module: "App")) {
            XCTAssertEqual($0 as? CompileError, .unknownInitialViewController(path: "Test.storyboard", line: 2, id: "zz9-ZZ-zzz"))
        }
    }

    func testUnsupportedSceneKind() throws {
        let document = try parse(
            storyboard(scenes: [#"<hostingController id="hc1-AB-cde" sceneMemberID="viewController"/>"#]))

        XCTAssertThrowsError(try CompiledStoryboard(document, module: "App")) {
            XCTAssertEqual($0 as? CompileError, .unsupportedScene(path: "Test.storyboard", line: document.scenes[0].line, element: "hostingController"))
        }
    }

    // MARK: Output

    func testCompiledLayoutUsesXcodesKeys() throws {
        let output = try temporaryFolder()
        let input = try write(
            storyboard(
                initial: "tb1-AB-cde",
                scenes: [
                    #"<tableViewController id="tb1-AB-cde" customClass="List" customModuleProvider="target" sceneMemberID="viewController"/>"#,
                    #"<viewController storyboardIdentifier="Detail" id="dt1-AB-cde" sceneMemberID="viewController"/>"#,
                ]),
            named: "Main", in: output)

        try StoryboardCompiler.run(Arguments(parsing: ["--module", "App", "--output", output.path, input.path]))

        let folder = output.appendingPathComponent("Main.storyboardc")
        let info = try plist(folder.appendingPathComponent("Info.plist"))
        XCTAssertEqual(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String, "UITableViewController-tb1-AB-cde")
        XCTAssertEqual(
            info["UIViewControllerIdentifiersToNibNames"] as? [String: String],
            [
                "Detail": "UIViewController-dt1-AB-cde",
                "UIViewController-dt1-AB-cde": "UIViewController-dt1-AB-cde",
                "UITableViewController-tb1-AB-cde": "UITableViewController-tb1-AB-cde",
            ])
        let nib = try plist(folder.appendingPathComponent("UITableViewController-tb1-AB-cde.nib"))
        XCTAssertEqual(nib["class"] as? String, "UITableViewController")
        XCTAssertEqual(nib["customClass"] as? String, "List")
        XCTAssertEqual(nib["customModule"] as? String, "App")
    }

    func testRecompilingReplacesTheFolderAndLeavesNoStaging() throws {
        let output = try temporaryFolder()
        let first = try write(
            storyboard(scenes: [#"<viewController storyboardIdentifier="Old" id="aa1-AB-cde" sceneMemberID="viewController"/>"#]),
            named: "Main", in: output)
        try StoryboardCompiler.run(Arguments(parsing: ["--module", "App", "--output", output.path, first.path]))
        let second = try write(
            storyboard(scenes: [#"<viewController storyboardIdentifier="New" id="bb2-AB-cde" sceneMemberID="viewController"/>"#]),
            named: "Main", in: output)

        try StoryboardCompiler.run(Arguments(parsing: ["--module", "App", "--output", output.path, second.path]))

        let folder = output.appendingPathComponent("Main.storyboardc")
        let nibs = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(nibs, ["Info.plist", "UIViewController-bb2-AB-cde.nib"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    func testOneBadInputWritesNothing() throws {
        let output = try temporaryFolder()
        let good = try write(
            storyboard(scenes: [#"<viewController id="aa1-AB-cde" sceneMemberID="viewController"/>"#]), named: "Good", in: output)
        let bad = try write("<document", named: "Bad", in: output)
        let target = output.appendingPathComponent("Out")

        XCTAssertThrowsError(
            try StoryboardCompiler.run(Arguments(parsing: ["--module", "App", "--output", target.path, good.path, bad.path])))

        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path))
    }

    /// The built executable reports errors on standard error and exits non-zero.
    func testExecutableExitsNonZeroWithALocatedError() throws {
        let executable = Bundle(for: Self.self).bundleURL.appendingPathComponent("storyboardc")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("\(executable.path) is not built")
        }
        let output = try temporaryFolder()
        let bad = try write("<document>\n<scenes>\n</document>\n", named: "Bad", in: output)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--module", "App", "--output", output.path, bad.path]
        let errors = Pipe()
        process.standardError = errors

        try process.run()
        process.waitUntilExit()

        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(message.hasPrefix("\(bad.path):"), message)
    }

    // MARK: Helpers

    private func parse(_ xml: String, path: String = "Test.storyboard") throws -> StoryboardDocument {
        try StoryboardParser.parse(Data(xml.utf8), path: path, name: "Test")
    }

    private func storyboard(initial: String? = nil, scenes: [String]) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        let body = scenes.map { "<scene><objects>\($0)</objects></scene>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initialAttribute)>
            <scenes>
            \(body)
            </scenes>
            </document>
            """
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("StoryboardCompilerTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func write(_ xml: String, named name: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("\(name).storyboard")
        try Data(xml.utf8).write(to: file)
        return file
    }

    private func plist(_ url: URL) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return try XCTUnwrap(value as? [String: Any])
    }
}
