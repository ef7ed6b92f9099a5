#if os(Linux)
    import AppKit
    import XCTest

    @testable import storyboardc

    /// The File's Owner class of the fixture XIB.
    final class FixtureNibViewController: NSViewController {}

    /// The AppKit stand-in's nibs: a macOS XIB compiled by `storyboardc` (File's Owner
    /// `<customObject id="-2">`, the First Responder and Application placeholders left out),
    /// opened with `NSNib(nibNamed:bundle:)` and loaded as a view controller's view.
    ///
    /// The tests are `async` because XCTest on Linux only runs main-actor tests that are.
    @MainActor
    final class NSNibTests: XCTestCase {
        private func compile(outlet: String = "view") throws -> Bundle {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="FixtureNibViewController" customModuleProvider="target">
                            <connections>
                                <outlet property="\(outlet)" destination="vw1-AB-cde" id="ot1-AB-cde"/>
                            </connections>
                        </customObject>
                        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                        <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                        <customView id="vw1-AB-cde"/>
                    </objects>
                </document>
                """
            let root = try StoryboardFixture.temporaryFolder(for: self)
            let file = root.appendingPathComponent("Info.xib")
            try Data(xml.utf8).write(to: file)
            let output = root.appendingPathComponent("Bundle", isDirectory: true)
            try StoryboardCompiler.run(Arguments(parsing: ["--module", "SupportTests", "--output", output.path, file.path]))
            return try XCTUnwrap(Bundle(path: output.path))
        }

        func testCompiledXibHasTheOwnerAndOneTopLevelView() async throws {
            let bundle = try compile()
            let data = try Data(contentsOf: try XCTUnwrap(bundle.url(forResource: "Info", withExtension: "nib")))
            let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            XCTAssertEqual(plist["fileOwnerClass"] as? String, "FixtureNibViewController")
            XCTAssertEqual(plist["fileOwnerModule"] as? String, "SupportTests")
            XCTAssertEqual(plist["viewOutlet"] as? String, "vw1-AB-cde")
            XCTAssertEqual((plist["topLevelObjects"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ["vw1-AB-cde"])
        }

        func testNibInstantiatesItsViewsAndReportsSuccess() async throws {
            let nib = try XCTUnwrap(NSNib(nibNamed: "Info", bundle: try compile()))
            var objects: NSArray?
            XCTAssertTrue(nib.instantiate(withOwner: nil, topLevelObjects: &objects))
            XCTAssertEqual(objects?.count, 1)
            XCTAssertTrue(objects?.firstObject is NSView)
        }

        func testMissingNibIsNil() async throws {
            XCTAssertNil(NSNib(nibNamed: "Missing", bundle: try compile()))
        }

        func testViewControllerLoadsItsViewThroughTheOwnersOutlet() async throws {
            let bundle = try compile()
            let controller = FixtureNibViewController(nibName: "Info", bundle: bundle)
            let nib = try XCTUnwrap(NSNib(nibNamed: "Info", bundle: bundle))
            XCTAssertTrue(nib.instantiate(withOwner: controller, topLevelObjects: nil))
            let first = controller.view
            XCTAssertTrue(controller.view === first, "loaded once")
            XCTAssertEqual(controller.nibName, "Info")
        }
    }
#endif
