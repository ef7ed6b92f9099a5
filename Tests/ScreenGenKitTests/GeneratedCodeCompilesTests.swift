import Foundation
import XCTest

/// Compiles each whole-app golden fixture (`Tests/Fixtures/Generate/<case>/App` holds the
/// hand-written screens) together with its expected output, in Swift 6 language mode with
/// warnings as errors, against the UIKit stand-in; then type-checks its generated tests.
/// A golden file that no longer compiles fails here, not in someone's app.
final class GeneratedCodeCompilesTests: XCTestCase {
    /// Where SwiftPM put the modules of this build, the UIKit stand-in among them.
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    func testEveryWholeAppFixtureCompiles() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        var compiled = 0
        for folder in Fixtures.cases("Generate") {
            let app = folder.appendingPathComponent("App")
            guard FileManager.default.fileExists(atPath: app.path) else { continue }
            try compile(fixture: folder)
            compiled += 1
        }
        XCTAssertGreaterThanOrEqual(compiled, 3)
    }

    private func compile(fixture folder: URL) throws {
        let expected = folder.appendingPathComponent("Expected")
        let modulesFound = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
        let module = try XCTUnwrap(modulesFound.first { !$0.hasSuffix("Tests") }, "\(folder.lastPathComponent): no module folder")
        let work = Fixtures.temporaryFolder(self)
        let common = ["-swift-version", "6", "-warnings-as-errors", "-module-cache-path", work.appendingPathComponent("cache").path]

        let appSources = swiftFiles(in: folder.appendingPathComponent("App")) + swiftFiles(in: expected.appendingPathComponent(module))
        try swiftc(["-emit-module", "-module-name", module, "-enable-testing", "-parse-as-library", "-I", modules.path,
                    "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path] + common + appSources,
                   fixture: folder.lastPathComponent)
        let testSources = swiftFiles(in: expected.appendingPathComponent("\(module)Tests"))
        try swiftc(["-typecheck", "-I", work.path, "-I", modules.path] + common + testSources, fixture: folder.lastPathComponent)
    }

    private func swiftFiles(in folder: URL) -> [String] {
        Fixtures.files(in: folder).keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    private func swiftc(_ arguments: [String], fixture: String) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "\(fixture): generated code does not compile cleanly:\n\(output)")
        XCTAssertFalse(output.contains("warning:"), "\(fixture): warnings:\n\(output)")
    }
}
