import Foundation
import XCTest

/// Runs some of a golden fixture's generated XCTest tests for real: the module (the fixture's
/// hand-written `App` sources with the generated code) and its generated tests are compiled
/// in Swift 6 mode against the UIKit and SwiftUI stand-ins into a runner of `tests`, whose
/// output is returned. The proofs that a generated test fails cleanly edit one file first.
struct GeneratedTestRunner {
    /// The module's name; its tests module is `<module>Tests`, its suite `<module>ScreenTests`.
    let module: String
    let tests: [String]

    /// Builds and runs; throws `XCTSkip` when the stand-ins are not built.
    func run(moduleSources: [String], testSources: [String], in work: URL) throws -> String {
        let debug = Bundle.main.bundleURL
        let modules = debug.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
            throw XCTSkip("the UIKit and SwiftUI stand-ins are not built (swift build --build-tests builds them)")
        }
        let cache = work.appendingPathComponent("cache").path
        let testsModule = "\(module)Tests"
        try Self.swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", module, "-emit-module",
                         "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path, "-I", modules.path, "-swift-version", "6",
                         "-module-cache-path", cache, "-o", work.appendingPathComponent("\(module).o").path] + moduleSources)
        try Self.swiftc(["-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name", testsModule, "-emit-module",
                         "-emit-module-path", work.appendingPathComponent("\(testsModule).swiftmodule").path, "-I", work.path, "-I", modules.path,
                         "-swift-version", "6", "-module-cache-path", cache, "-o", work.appendingPathComponent("\(testsModule).o").path] + testSources)
        // XCTMain lists the tests itself on Linux, as SwiftPM's own test-discovery file does.
        let suite = "\(module)ScreenTests"
        let entries = tests.map { "(\"\($0)\", \(suite).\($0))" }.joined(separator: ", ")
        let main = work.appendingPathComponent("main.swift")
        try Data("import XCTest\n@testable import \(testsModule)\n\nXCTMain([testCase([\(entries)])])\n".utf8).write(to: main)
        let standIns = try ["UIKit", "SwiftUI"].flatMap { module in
            try FileManager.default.contentsOfDirectory(atPath: debug.appendingPathComponent("\(module).build").path)
                .filter { $0.hasSuffix(".o") }.sorted().map { debug.appendingPathComponent("\(module).build/\($0)").path }
        }
        let runner = work.appendingPathComponent("runner")
        try Self.swiftc(["-swift-version", "5", "-I", work.path, "-I", modules.path, "-module-cache-path", cache, main.path,
                         work.appendingPathComponent("\(module).o").path, work.appendingPathComponent("\(testsModule).o").path] + standIns
                        + ["-o", runner.path])
        let result = try ScreenGenProcess.run([], executable: runner)
        XCTAssertEqual(result.reason, .exit, "the runner crashed:\n\(result.stdout)\(result.stderr)")
        return result.stdout + result.stderr
    }

    /// The Swift files of `folder`, sorted.
    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    private static func swiftc(_ arguments: [String]) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        XCTAssertEqual(result.status, 0, "swiftc failed:\n\(result.stdout)\(result.stderr)")
        if result.status != 0 { throw BuildFailed() }
    }

    private struct BuildFailed: Error {}
}
