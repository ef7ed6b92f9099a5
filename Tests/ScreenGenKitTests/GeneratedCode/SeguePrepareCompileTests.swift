import Foundation
import ScreenGenKit
import XCTest

/// The promise of the typed prepare, proven with the compiler: against the golden segue
/// fixture's generated code, a `prepare(for:sender:)` that forgets a destination parameter,
/// leaves a declared segue out of its `switch`, or never calls the destination's
/// `initialize` does not compile, while the fixture's own `App/Screens.swift` does
/// (`GeneratedCodeCompilesTests`).
final class SeguePrepareCompileTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }
    private let fixture = Fixtures.root.appendingPathComponent("Generate/segues")

    func testAForgottenParameterDoesNotCompile() throws {
        let errors = try typecheck(replacing: #"next.initialize(item: item, 1, screen: "list")"#, with: "next.initialize(1, screen: \"list\")")
        XCTAssertTrue(errors.contains { $0.contains("missing argument for parameter 'item'") }, errors.joined(separator: "\n"))
    }

    func testADeclaredSegueLeftOutOfTheSwitchDoesNotCompile() throws {
        let errors = try typecheck(replacing: "            case let .showAbout(next): return next.prepared()\n", with: "")
        XCTAssertTrue(errors.contains { $0.contains("switch must be exhaustive") }, errors.joined(separator: "\n"))
    }

    func testSkippingTheDestinationsInitializeDoesNotCompile() throws {
        let errors = try typecheck(replacing: "case let .editFilter(next): return next.initialize()", with: "case let .editFilter(next): return ScreenGenSeguePreparation()")
        XCTAssertTrue(errors.contains { $0.contains("'ScreenGenSeguePreparation' initializer is inaccessible due to 'fileprivate' protection level") },
                      errors.joined(separator: "\n"))
    }

    func testADestinationWithParametersHasNoPreparedShortcut() throws {
        let errors = try typecheck(replacing: #"next.initialize(item: item, 1, screen: "list")"#, with: "next.prepared()")
        XCTAssertTrue(errors.contains { $0.contains("prepared") }, errors.joined(separator: "\n"))
    }

    /// A segue-only screen has no Storyboard ID to be made by: `create` has no member for it,
    /// while its segue's `initialize` type-checks (the fixture's own prepare).
    func testASegueOnlyScreenHasNoCreate() throws {
        let errors = try typecheck(replacing: "_ = Segue.allCases.map(\\.rawValue)", with: #"_ = UIViewController.screenGen.create.noteViewController(note: "n")"#)
        XCTAssertTrue(errors.contains { $0.contains("has no member 'noteViewController'") }, errors.joined(separator: "\n"))
    }

    /// Type-checks the fixture's module with one edit to its hand-written screens and
    /// returns the errors; the edit must apply and must break the build.
    private func typecheck(replacing original: String, with replacement: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        let screens = try String(contentsOf: fixture.appendingPathComponent("App/Screens.swift"), encoding: .utf8)
        XCTAssertTrue(screens.contains(original), "the fixture no longer has: \(original)")
        let work = Fixtures.temporaryFolder(self)
        let edited = work.appendingPathComponent("Screens.swift")
        try Data(screens.replacingOccurrences(of: original, with: replacement).utf8).write(to: edited)
        let generated = fixture.appendingPathComponent("Expected/Flow")
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map { generated.appendingPathComponent($0).path }
        let cache = work.appendingPathComponent("module-cache")
        let result = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-module-name", "Flow", "-parse-as-library", "-I", modules.path,
                                                          "-swift-version", "6", "-module-cache-path", cache.path, edited.path] + sources)
        XCTAssertNotEqual(result.status, 0, "the edit should not compile")
        return (result.stdout + result.stderr).split(separator: "\n").map(String.init).filter { $0.contains("error:") }
    }
}
