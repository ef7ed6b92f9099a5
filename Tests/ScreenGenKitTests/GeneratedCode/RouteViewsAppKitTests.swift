import Foundation
import ScreenGenKit
import XCTest

/// The SwiftUI stand-in's AppKit flavour (`-D SWIFTUI_APPKIT`: NSViewControllerRepresentable
/// over the AppKit stand-in) builds as a module of its own, and a macOS module's routes,
/// back stacks, link entry points and representables compile against it in Swift 6 with
/// warnings as errors, in every isolation mode `GeneratedCodeCompilesTests` uses. macOS has
/// no navigation controller, tab bar controller or UIScene, so no `push.routeStack`, no
/// `screenGen.select` and no `ScreenRoute.routes(from:)` (the capability table says so).
final class RouteViewsAppKitTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    func testMacOSRoutesCompileAgainstTheAppKitFlavourOfSwiftUI() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("AppKit.swiftmodule").path) else {
            throw XCTSkip("the AppKit stand-in module is not built (swift build --build-tests builds it)")
        }
        let work = Fixtures.temporaryFolder(self)
        let cache = work.appendingPathComponent("cache").path
        let swiftUI = work.appendingPathComponent("SwiftUIAppKit")
        try FileManager.default.createDirectory(at: swiftUI, withIntermediateDirectories: true)
        let standIn = Fixtures.repository.appendingPathComponent("Tests/Support/SwiftUI")
        let standInSources = try FileManager.default.contentsOfDirectory(atPath: standIn.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { standIn.appendingPathComponent($0).path }
        try swiftc(["-emit-module", "-module-name", "SwiftUI", "-package-name", "screengen", "-parse-as-library", "-D", "SWIFTUI_APPKIT", "-I", modules.path,
                    "-emit-module-path", swiftUI.appendingPathComponent("SwiftUI.swiftmodule").path, "-swift-version", "6",
                    "-module-cache-path", cache] + GeneratedCodeCompilesTests.previewsPlugin(modules: modules) + standInSources,
               what: "the AppKit flavour of the SwiftUI stand-in")

        let spec = """
            module: Notes
            platform: macOS
            routes: true
            screens:
              NotesViewController:
                url: /notes
              NoteViewController:
                init:
                  id: Int
                url: /notes/{id}
                parent: NotesViewController
              LibraryViewController: {}
              ShelfViewController:
                url: /shelves
                tab: LibraryViewController
              PreferencesWindowController:
                windowController: true
            """
        let app = """
            import AppKit
            import SwiftUI

            final class NoteViewController: NSViewController {
                let id: Int
                init(id: Int) {
                    self.id = id
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("use init(id:)") }
            }

            final class NotesViewController: NSViewController {}
            final class LibraryViewController: NSViewController {}
            final class ShelfViewController: NSViewController {}

            final class PreferencesWindowController: NSWindowController {
                init() { super.init(window: nil) }
                required init?(coder: NSCoder) { fatalError("use init()") }
            }

            @MainActor func use(_ presenter: NSViewController) -> some View {
                _ = presenter.screenGen.present.route(ScreenRoute(url: URL(string: "notesapp://notes/3")!) ?? .noteViewController(id: 1))
                return NoteViewController.Representable(id: 3)
            }

            @MainActor func open(_ activity: NSUserActivity, in presenter: NSViewController) -> [ScreenRoute] {
                guard let route = ScreenRoute(userActivity: activity), let top = route.stack.last else { return [] }
                presenter.userActivity = ScreenRoute.notesViewController.userActivity(baseURL: URL(string: "https://example.com")!)
                _ = presenter.screenGen.present.route(top)
                return ScreenRoute.stack(url: URL(string: "https://example.com/notes/3")!) ?? []
            }

            @available(macOS 13.0, *)
            struct LinkedNotes: View {
                @State var path: [ScreenRoute] = []
                var body: some View {
                    NavigationStack(path: $path) { NotesViewController.Representable().screenRouteDestinations() }
                        .onScreenRoute { path = $0.stack }
                }
            }

            // macOS has ScreenTab and route.tab for a SwiftUI tab view; no tab bar controller.
            @available(macOS 13.0, *)
            struct Tabs: View {
                @State var tab = ScreenTab.libraryViewController
                @State var path: [ScreenRoute] = []
                var body: some View {
                    TabView(selection: $tab) {
                        NavigationStack(path: $path) { LibraryViewController.Representable().screenRouteDestinations() }
                            .tag(ScreenTab.libraryViewController)
                    }
                    .onScreenRoute { route in
                        guard let routeTab = route.tab else { return }
                        tab = routeTab
                        path = route.stack
                    }
                }
            }

            """
        let result = Pipeline().run(files: [SpecFolder.File(displayPath: "Specs/Notes.yml", bytes: Array(spec.utf8))], specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.map(\.kind.code), ["screen-not-a-route"], "the window controller has no route")
        let sources = try Fixtures.write(result.files, startingWith: "Notes/", under: work)
        XCTAssertTrue(sources.contains { $0.hasSuffix("ScreenGen+RouteViews.swift") })
        let routes = try String(contentsOfFile: try XCTUnwrap(sources.first { $0.hasSuffix("ScreenGen+Routes.swift") }), encoding: .utf8)
        XCTAssertFalse(routes.contains("func routeStack"), "no navigation controller on macOS")
        XCTAssertFalse(routes.contains("ConnectionOptions"), "no UIScene on macOS")
        XCTAssertTrue(routes.contains("enum ScreenTab"))
        XCTAssertFalse(routes.contains("TabBarController"), "no tab bar controller on macOS")
        let appFile = work.appendingPathComponent("App.swift")
        try Data(app.utf8).write(to: appFile)
        for mode in GeneratedCodeCompilesTests.modes {
            try swiftc(["-typecheck", "-module-name", "Notes", "-parse-as-library", "-I", swiftUI.path, "-I", modules.path,
                        "-swift-version", "6", "-warnings-as-errors", "-module-cache-path", cache] + mode.flags + [appFile.path] + sources,
                       what: "the macOS routes (\(mode.name))")
        }
    }

    private func swiftc(_ arguments: [String], what: String) throws {
        let result = try ScreenGenProcess.tool("swiftc", arguments)
        let output = result.stdout + result.stderr
        XCTAssertEqual(result.status, 0, "\(what) does not compile cleanly:\n\(output)")
        XCTAssertFalse(output.contains("warning:"), "\(what): warnings:\n\(output)")
    }
}
