#if os(Linux)
    import Foundation
    import XCTest

    @testable import storyboardc

    /// Writes storyboard XML into a temporary folder and compiles it with `storyboardc`, giving
    /// a bundle laid out like the ones the example app loads from.
    enum StoryboardFixture {
        /// A storyboard document as Interface Builder writes it, around the given scene elements.
        static func storyboard(initialViewController: String? = nil, scenes: [String]) -> String {
            let initial = initialViewController.map { " initialViewController=\"\($0)\"" } ?? ""
            let sceneXML = scenes.enumerated().map { index, element in
                """
                        <scene sceneID="sc\(index)-AA-BBB">
                            <objects>
                                \(element)
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)-CC-DDD" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                """
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initial)>
                    <scenes>
                \(sceneXML.joined(separator: "\n"))
                    </scenes>
                </document>
                """
        }

        /// Compiles `storyboards` (name to XML) for `module` into a fresh folder and opens it as a bundle.
        static func compile(_ storyboards: [String: String], module: String = "SupportTests", in testCase: XCTestCase)
            throws -> Bundle
        {
            let root = try temporaryFolder(for: testCase)
            let output = root.appendingPathComponent("Bundle", isDirectory: true)
            var arguments = ["--module", module, "--output", output.path]
            for (name, xml) in storyboards.sorted(by: { $0.key < $1.key }) {
                let file = root.appendingPathComponent("\(name).storyboard")
                try Data(xml.utf8).write(to: file)
                arguments.append(file.path)
            }
            try StoryboardCompiler.run(Arguments(parsing: arguments))
            return try XCTUnwrap(Bundle(path: output.path))
        }

        /// A new folder that is deleted when the test ends.
        static func temporaryFolder(for testCase: XCTestCase) throws -> URL {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("SupportTests-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            testCase.addTeardownBlock {
                try? FileManager.default.removeItem(at: folder)
            }
            return folder
        }
    }
#endif
