import Foundation
import XCTest

/// The UIKit stand-in is no more permissive than UIKit where generated and hand-written code
/// meet it: its enums are not frozen (a `switch` needs `@unknown default`, as Apple's
/// NS_ENUMs do), and with Apple's SDK present the same snippets compile, or fail, alike.
final class StandInFidelityTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    private let exhaustiveSwitch = """
        import UIKit

        @MainActor
        func name(_ style: UIModalPresentationStyle) -> String {
            switch style {
            case .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover, .none, .automatic:
                return "known"
            }
        }
        """

    private func typecheck(_ source: String, sdk: Bool) throws -> ScreenGenProcess.Finished {
        let work = Fixtures.temporaryFolder(self)
        let file = work.appendingPathComponent("Snippet.swift")
        try Data(source.utf8).write(to: file)
        if sdk {
            let tools = Fixtures.repository.appendingPathComponent("../shared/ios-sdk/typecheck").standardizedFileURL
            return try ScreenGenProcess.run(["-target", "arm64-apple-ios16.0", "-swift-version", "6", "-warnings-as-errors", file.path],
                                            executable: tools)
        }
        return try ScreenGenProcess.tool("swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors",
                                                    "-module-cache-path", work.appendingPathComponent("cache").path,
                                                    "-I", modules.path, file.path])
    }

    private var handled: String {
        exhaustiveSwitch.replacingOccurrences(of: "        return \"known\"\n    }", with: "        return \"known\"\n    @unknown default:\n        return \"unknown\"\n    }")
    }

    func testAnExhaustiveSwitchOverAStandInEnumNeedsUnknownDefault() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        let standIn = try typecheck(exhaustiveSwitch, sdk: false)
        XCTAssertNotEqual(standIn.status, 0, "the stand-in's enum is frozen: \(standIn.stderr)")
        XCTAssertTrue(standIn.stderr.contains("unknown"), standIn.stderr)
        let fixed = try typecheck(handled, sdk: false)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
    }

    func testAppleSDKAgreesWithTheStandIn() throws {
        guard FileManager.default.fileExists(atPath: "/tmp/ios-sdk/iPhoneOS16.5.sdk"),
              FileManager.default.fileExists(atPath: Fixtures.repository.appendingPathComponent("../shared/ios-sdk/typecheck").path) else {
            throw XCTSkip("Apple's SDK is not set up here (../shared/ios-sdk, its README)")
        }
        XCTAssertNotEqual(try typecheck(exhaustiveSwitch, sdk: true).status, 0)
        let fixed = try typecheck(handled, sdk: true)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
    }
}
