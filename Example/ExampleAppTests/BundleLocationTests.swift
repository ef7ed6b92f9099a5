import Foundation
import UIKit
import XCTest

@testable import ExampleApp

/// Where the example's storyboards are looked up, which `compile-storyboards.sh` relies on.
final class BundleLocationTests: XCTestCase {
    #if os(Linux)
        /// A statically linked class has no bundle of its own on Linux: `Bundle(for:)` is the
        /// folder of the running test executable, SwiftPM's bin folder.
        func testClassBundleIsTheExecutablesFolder() {
            let executableFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

            let classBundle = Bundle(for: NewsFeedViewController.self)

            XCTAssertEqual(
                classBundle.bundleURL.resolvingSymlinksInPath().path,
                executableFolder.resolvingSymlinksInPath().path
            )
        }

        /// SwiftPM names the resource bundle `<package>_<target>.resources` on Linux.
        func testModuleBundleIsSwiftPMsResourceFolder() {
            XCTAssertEqual(UIStoryboard.Name.main.bundle.bundleURL.lastPathComponent, "screengen_ExampleApp.resources")
        }
    #endif

    func testEveryStoryboardIsCompiledWhereItsBundleLooks() {
        for name in UIStoryboard.Name.allCases {
            XCTAssertNotNil(
                name.bundle.url(forResource: name.rawValue, withExtension: "storyboardc"),
                "\(name.rawValue).storyboardc is missing from \(name.bundle.bundlePath); run Tests/Support/compile-storyboards.sh"
            )
        }
    }
}
