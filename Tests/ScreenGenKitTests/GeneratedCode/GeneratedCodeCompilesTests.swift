import Foundation
import ScreenGenKit
import XCTest

/// Compiles each whole-app golden fixture (`Tests/Fixtures/Generate/<case>/App` holds the
/// hand-written screens) together with its expected output, and the example app with
/// `Generated/`, in Swift 6 language mode with warnings as errors, in a debug build, against
/// the UIKit and SwiftUI stand-ins; then type-checks the generated tests. A golden file that no longer compiles
/// fails here, not in someone's app.
///
/// Each is compiled in every isolation setting an app target may use: the defaults, the
/// upcoming features of Swift 6.2, and Xcode 26's Default Actor Isolation = MainActor.
final class GeneratedCodeCompilesTests: XCTestCase {
    /// Where SwiftPM put the modules of this build, the UIKit stand-in among them.
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    static let upcomingFeatures = ["-enable-upcoming-feature", "InferIsolatedConformances",
                                   "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
    /// Compiler settings on top of `-swift-version 6 -warnings-as-errors`, by name.
    static let modes: [(name: String, flags: [String])] = [
        ("defaults", []),
        ("default isolation MainActor", ["-default-isolation", "MainActor"]),
        ("upcoming features", upcomingFeatures),
        ("default isolation MainActor + upcoming features", ["-default-isolation", "MainActor"] + upcomingFeatures),
    ]

    /// One project to compile: its module's sources and its test sources.
    private struct Project {
        var name: String
        var module: String
        var sources: [String]
        var testSources: [String]
    }

    func testEveryWholeAppFixtureCompilesInEveryIsolationMode() throws {
        let projects = try wholeAppFixtures()
        XCTAssertGreaterThanOrEqual(projects.count, 3)
        for project in projects {
            for mode in Self.modes {
                try compile(project, mode: mode)
            }
        }
    }

    func testExampleAppCompilesInEveryIsolationMode() throws {
        let example = Fixtures.repository.appendingPathComponent("Example")
        let work = Fixtures.temporaryFolder(self)
        // SwiftPM writes `Bundle.module` for a target with resources; swiftc alone does not.
        let accessor = work.appendingPathComponent("resource_bundle_accessor.swift")
        try Data("import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n".utf8).write(to: accessor)
        let project = Project(
            name: "Example",
            module: "ExampleApp",
            sources: swiftFiles(in: example.appendingPathComponent("ExampleApp/Sources"))
                + swiftFiles(in: Fixtures.repository.appendingPathComponent("Generated/ExampleApp")) + [accessor.path],
            testSources: swiftFiles(in: Fixtures.repository.appendingPathComponent("Generated/ExampleAppTests")))
        for mode in Self.modes {
            try compile(project, mode: mode)
        }
    }

    /// With `sourceLocations: spec`, a mistyped type, an error only the compiler sees, lands
    /// on the spec line that says it, not inside Generated/ (a `_` the hand-written
    /// `initialize` does not have is the conformance's error, proven below).
    func testCompilerErrorsFromSpecValuesLandOnTheSpecLine() throws {
        try skipWithoutStandIn()
        let spec = """
            module: Leaves
            sourceLocations: spec
            screens:
              LeafViewController:
                initialize:
                  _ index: Int

                  # a comment line between parameters
                  amount: LeafAmout
            """
        let app = """
            import UIKit

            struct LeafAmount {}

            final class LeafViewController: UIViewController {
                func initialize(index: Int, amount: LeafAmount) {}
            }

            """
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Leaves.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        let work = Fixtures.temporaryFolder(self)
        let sources = try Fixtures.write(result.files, startingWith: "Leaves/", under: work)
        let appFile = work.appendingPathComponent("App.swift")
        try Data(app.utf8).write(to: appFile)
        let compiled = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-module-name", "Leaves", "-parse-as-library", "-I", modules.path,
                                                             "-swift-version", "6", "-module-cache-path", Self.moduleCache.path, appFile.path] + sources)
        let errors = (compiled.stdout + compiled.stderr).split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertNotEqual(compiled.status, 0)
        XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Leaves.yml:9:") && $0.contains("cannot find type 'LeafAmout' in scope") }, errors.joined(separator: "\n"))
        XCTAssertEqual(errors.filter { !$0.hasPrefix("Specs/Leaves.yml:") }, [], "every error is on a spec line")
    }

    /// With `sourceLocations: spec`, a mistyped parameter type is reported on the spec line
    /// that says it, and nowhere else: create, push, present, the segue's `initialize` and the
    /// `Initializing` protocol all take the parameter, each laid out on the spec's lines. The
    /// same spec with the type spelled right compiles, so the errors are the typo's alone.
    func testAMistypedParameterTypeIsReportedOnItsSpecLine() throws {
        try skipWithoutStandIn()
        let spec = """
            module: App
            sourceLocations: spec
            screens:
              DetailViewController:
                initialize:
                  title: Strng
                storyboard: Main
              ListViewController:
                storyboard: Main
                initial: true
                segues: {showDetail: DetailViewController}
            storyboards:
              Main: {}
            """
        let app = """
            import UIKit

            final class DetailViewController: UIViewController {
                func initialize(title: String) {}
            }

            final class ListViewController: UIViewController {}

            """
        let typo = try typecheckErrors(spec: spec, app: app)
        XCTAssertFalse(typo.isEmpty)
        XCTAssertEqual(typo.filter { !$0.hasPrefix("Specs/App.yml:6:") }, [], typo.joined(separator: "\n"))
        XCTAssertTrue(typo.allSatisfy { $0.contains("cannot find type 'Strng' in scope") }, typo.joined(separator: "\n"))
        XCTAssertEqual(try typecheckErrors(spec: spec.replacingOccurrences(of: "Strng", with: "String"), app: app), [])
    }

    /// Types as the signatures write them: what only a parameter position allows (`@escaping`,
    /// `sending`), an opaque type, a parameter named like a type or a keyword, and a type
    /// nested in the screen, named as code outside the screen names it.
    func testParameterTypesThatTypealiasesCannotTakeAsIsStillCompile() throws {
        try skipWithoutStandIn()
        let spec = """
            module: App
            screens:
              DetailViewController:
                initialize:
                  onDone: "@escaping @Sendable () -> Void"
                  mode: DetailViewController.Mode = .compact
                  Int: Int
                  index: "[Int]"
                  "`default`": Bool = false
                  item: sending Item
                  shape: some Shape
            """
        let app = """
            import UIKit

            protocol Shape {}
            struct Square: Shape {}
            final class Item {}

            final class DetailViewController: UIViewController {
                enum Mode { case compact, wide }
                func initialize(onDone: @escaping @Sendable () -> Void, mode: Mode, Int: Int, index: [Int], default: Bool,
                                item: sending Item, shape: some Shape) {}
            }

            @MainActor func use(_ navigation: UINavigationController) {
                navigation.screenGen.push.detailViewController(onDone: {}, Int: 1, index: [], item: Item(), shape: Square())
            }

            """
        XCTAssertEqual(try typecheckErrors(spec: spec, app: app, segues: false), [])
    }

    /// A hand-written `initialize` that drifted from the spec (a label renamed) is one error,
    /// at the screen's `Initializing` conformance, which names the protocol; the compiler's
    /// notes point at the requirement and the class's near miss.
    func testADriftedInitializeIsOneErrorAtTheConformance() throws {
        try skipWithoutStandIn()
        let spec = """
            module: App
            screens:
              DetailViewController:
                initialize:
                  title: String
                  count: Int
            """
        let app = """
            import UIKit

            final class DetailViewController: UIViewController {
                func initialize(title: String, total: Int) {}
            }

            """
        let errors = try typecheckErrors(spec: spec, app: app, segues: false)
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.first?.contains("App/App+Screens.swift:") == true, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.first?.contains("required by protocol 'DetailViewControllerInitializing' ('initialize(title:count:)')") == true,
                      errors.joined(separator: "\n"))
        let fixed = app.replacingOccurrences(of: "total: Int", with: "count: Int")
        XCTAssertEqual(try typecheckErrors(spec: spec, app: fixed, segues: false), [])
    }

    /// A route parameter named like the local that holds a URL's path segments cannot shadow
    /// it: the generated `ScreenRoute(url:)` picks a name no parameter binds.
    func testARouteParameterNamedSegmentsCompiles() throws {
        try skipWithoutStandIn()
        let spec = """
            module: App
            routes: true
            screens:
              ListViewController:
                init:
                  segments: String
                  segments2: Int
                url: /lists/{segments}/{segments2}
            """
        let app = """
            import UIKit

            final class ListViewController: UIViewController {
                init(segments: String, segments2: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }

            """
        XCTAssertEqual(try typecheckErrors(spec: spec, app: app, segues: false), [])
    }

    /// Generates `spec` as `Specs/App.yml` and type-checks the module with `app`; the errors,
    /// one line each (`path:line:column: error: message`).
    private func typecheckErrors(spec: String, app: String, segues: Bool = true) throws -> [String] {
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/App.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics, [])
        let work = Fixtures.temporaryFolder(self)
        let sources = try Fixtures.write(result.files, startingWith: "App/", under: work)
        XCTAssertEqual(sources.contains { $0.hasSuffix("ScreenGen+Segues.swift") }, segues, "the segue's initialize takes the parameters too")
        let appFile = work.appendingPathComponent("App.swift")
        try Data(app.utf8).write(to: appFile)
        let compiled = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-module-name", "App", "-parse-as-library", "-I", modules.path,
                                                             "-swift-version", "6", "-diagnostic-style", "llvm",
                                                             "-module-cache-path", Self.moduleCache.path, appFile.path] + sources)
        return (compiled.stdout + compiled.stderr).split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    private func wholeAppFixtures() throws -> [Project] {
        try skipWithoutStandIn()
        var projects: [Project] = []
        for folder in Fixtures.cases("Generate") {
            let app = folder.appendingPathComponent("App")
            guard FileManager.default.fileExists(atPath: app.path) else { continue }
            let expected = folder.appendingPathComponent("Expected")
            let modulesFound = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
            let module = try XCTUnwrap(modulesFound.first { !$0.hasSuffix("Tests") }, "\(folder.lastPathComponent): no module folder")
            projects.append(Project(
                name: folder.lastPathComponent, module: module,
                sources: swiftFiles(in: app) + swiftFiles(in: expected.appendingPathComponent(module)),
                testSources: swiftFiles(in: expected.appendingPathComponent("\(module)Tests"))))
        }
        return projects
    }

    private func skipWithoutStandIn() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
    }

    /// One module build and one test type-check: every file of each in one swiftc run.
    private func compile(_ project: Project, mode: (name: String, flags: [String])) throws {
        try skipWithoutStandIn()
        let work = Fixtures.temporaryFolder(self)
        let common = ["-swift-version", "6", "-warnings-as-errors", "-module-cache-path", Self.moduleCache.path] + mode.flags
            + Self.debugBuild(modules: modules)
        let what = "\(project.name) (\(mode.name))"
        try swiftc(["-emit-module", "-module-name", project.module, "-enable-testing", "-parse-as-library", "-I", modules.path,
                    "-emit-module-path", work.appendingPathComponent("\(project.module).swiftmodule").path] + common + project.sources,
                   what: what)
        try swiftc(["-typecheck", "-I", work.path, "-I", modules.path] + common + project.testSources, what: what)
    }

    /// A debug build, as an app's tests build it: what is generated under `#if DEBUG` (the
    /// previews and `ScreenCatalog` among it) is compiled too, each `#Preview` expanded by the
    /// SwiftUI stand-in's macro (Tests/Support/PreviewsMacros), whose plugin SwiftPM builds
    /// beside the modules.
    static func debugBuild(modules: URL) -> [String] {
        ["-D", "DEBUG"] + previewsPlugin(modules: modules)
    }

    /// The SwiftUI stand-in's `#Preview` macro plugin, which SwiftPM builds beside the modules.
    static func previewsPlugin(modules: URL) -> [String] {
        let plugin = modules.deletingLastPathComponent().appendingPathComponent("StandInPreviewsMacros-tool")
        return ["-load-plugin-executable", "\(plugin.path)#StandInPreviewsMacros"]
    }

    /// Shared by every run of this test process, so the system modules are built once.
    private static let moduleCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("screengen-module-cache-\(ProcessInfo.processInfo.processIdentifier)")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: moduleCache)
        super.tearDown()
    }

    private func swiftFiles(in folder: URL) -> [String] {
        Fixtures.files(in: folder).keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    private func swiftc(_ arguments: [String], what: String) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "\(what): generated code does not compile cleanly:\n\(output)")
        XCTAssertFalse(output.contains("warning:"), "\(what): warnings:\n\(output)")
    }
}
