import Foundation
import ScreenGenKit
import XCTest

/// The generated previews against the SwiftUI stand-in's `#Preview`, which Apple's SDKs
/// declare and Xcode alone expands: the declarations check a preview's body as Xcode does,
/// so a body that is no view controller, or a `preview:` value of the wrong type, is a
/// compile error, while a debug build of the right code compiles (GeneratedCodeCompilesTests
/// builds every fixture so). A release build compiles none of it.
final class PreviewCompileTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    private let spec = """
        module: Shelf
        screens:
          ShelfViewController:
            initialize:
              count: Int
            preview:
              count: "3"
        """

    private let app = """
        import UIKit

        final class ShelfViewController: UIViewController {
            private(set) var count = 0

            func initialize(count: Int) {
                self.count = count
            }
        }

        """

    func testTheGeneratedPreviewsCompileInADebugBuildAndNotAtAllInARelease() throws {
        try skipWithoutStandIn()
        XCTAssertEqual(try compile(spec: spec, app: app, debug: true).errors, [])
        // Without DEBUG nothing of the file is compiled: a preview that could not compile
        // (an Int where the view controller's parameter is) does not reach a release build.
        let wrong = spec.replacingOccurrences(of: "count: \"3\"", with: "count: '\"three\"'")
        XCTAssertEqual(try compile(spec: wrong, app: app, debug: false).errors, [])
        let errors = try compile(spec: wrong, app: app, debug: true).errors
        XCTAssertTrue(errors.contains { $0.contains("ScreenGen+Previews.swift") && $0.contains("cannot convert value of type 'String' to expected argument type 'Int'") },
                      errors.joined(separator: "\n"))
    }

    /// The stand-in's `#Preview` is Apple's declaration: a body must make a view controller
    /// (or a SwiftUI view), on the main actor.
    func testAPreviewBodyIsCheckedAsXcodeChecksIt() throws {
        try skipWithoutStandIn()
        let work = Fixtures.temporaryFolder(self)
        let good = """
            import SwiftUI
            import UIKit

            final class ShelfViewController: UIViewController {}

            @available(iOS 17.0, tvOS 17.0, *)
            #Preview("Shelf") {
                ShelfViewController()
            }

            #Preview("Text") {
                Text("shelf")
            }

            """
        XCTAssertEqual(try typecheck(good, in: work).errors, [])
        let wrong = good.replacingOccurrences(of: "    ShelfViewController()\n", with: "    42\n")
        let result = try typecheck(wrong, in: work)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.errors.count, 1, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.allSatisfy { $0.contains("Previews.swift:8:5: error: cannot convert value of type 'Int' to closure result type 'UIViewController'") },
                      result.errors.joined(separator: "\n"))
    }

    private func skipWithoutStandIn() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
            throw XCTSkip("the SwiftUI stand-in module is not built (swift build --build-tests builds it)")
        }
    }

    /// The code generated from `spec`, with `app`, type-checked as one module.
    private func compile(spec: String, app: String, debug: Bool) throws -> (status: Int32, errors: [String]) {
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Shelf.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        let work = Fixtures.temporaryFolder(self)
        let sources = try Fixtures.write(result.files, startingWith: "Shelf/", under: work)
        XCTAssertTrue(sources.contains { $0.hasSuffix("ScreenGen+Previews.swift") })
        let appFile = work.appendingPathComponent("App.swift")
        try Data(app.utf8).write(to: appFile)
        let flags = debug ? GeneratedCodeCompilesTests.debugBuild(modules: modules) : []
        return try swiftc(["-module-name", "Shelf", appFile.path] + sources + flags)
    }

    /// `source` alone, as `Previews.swift`, type-checked with the stand-in's macro.
    private func typecheck(_ source: String, in work: URL) throws -> (status: Int32, errors: [String]) {
        let file = work.appendingPathComponent("Previews.swift")
        try Data(source.utf8).write(to: file)
        return try swiftc(["-module-name", "Previews", file.path] + GeneratedCodeCompilesTests.debugBuild(modules: modules))
    }

    private func swiftc(_ arguments: [String]) throws -> (status: Int32, errors: [String]) {
        let result = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path] + arguments)
        let errors = (result.stdout + result.stderr).split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return (result.status, errors)
    }
}
