import Foundation
import ScreenGenKit
import XCTest

/// The doc comments of the generated API reach Quick Help and DocC: the example app is built
/// as a module with the committed `Generated/` and its symbol graph, which is what DocC and
/// Quick Help read, holds the comment of each `create`, `push` and `present` member. A doc
/// comment followed by `#sourceLocation` would be parted from its declaration, and the
/// symbol graph would have no comment for it.
final class DocCommentTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    func testCreatePushAndPresentKeepTheirDocCommentsInTheSymbolGraph() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        guard try ScreenGenProcess.tool("which", ["swift-symbolgraph-extract"]).status == 0 else {
            throw XCTSkip("swift-symbolgraph-extract is not on the PATH (it comes with the Swift toolchain)")
        }
        let work = Fixtures.temporaryFolder(self)
        let cache = work.appendingPathComponent("module-cache").path
        // SwiftPM writes `Bundle.module` for a target with resources; swiftc alone does not.
        let accessor = work.appendingPathComponent("resource_bundle_accessor.swift")
        try Data("import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n".utf8).write(to: accessor)
        let sources = swiftFiles(in: Fixtures.repository.appendingPathComponent("Example/ExampleApp/Sources"))
            + swiftFiles(in: Fixtures.repository.appendingPathComponent("Generated/ExampleApp")) + [accessor.path]
        // `-enable-testing`, as a debug build has it: the module's doc file then keeps the
        // comments of internal declarations, which the generated ones are.
        let built = try ScreenGenProcess.tool("swiftc", ["-emit-module", "-enable-testing", "-module-name", "ExampleApp", "-parse-as-library", "-I", modules.path,
                                                         "-swift-version", "6", "-module-cache-path", cache,
                                                         "-emit-module-path", work.appendingPathComponent("ExampleApp.swiftmodule").path] + sources)
        XCTAssertEqual(built.status, 0, built.stderr)

        let info = try ScreenGenProcess.tool("swiftc", ["-print-target-info"])
        let target = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any]
        let triple = try XCTUnwrap((target?["target"] as? [String: Any])?["triple"] as? String, info.stdout)
        let graphs = work.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let extracted = try ScreenGenProcess.tool("swift-symbolgraph-extract", [
            "-module-name", "ExampleApp", "-target", triple, "-I", work.path, "-I", modules.path,
            "-minimum-access-level", "internal", "-module-cache-path", cache, "-output-dir", graphs.path,
        ])
        XCTAssertEqual(extracted.status, 0, extracted.stderr)

        let comments = try docComments(in: graphs.appendingPathComponent("ExampleApp.symbols.json"))
        XCTAssertEqual(comments["ScreenFactory.aboutViewController(version:in:)"],
                       "A new `AboutViewController` built with `init()`, after `initialize(version:in:)`.")
        XCTAssertEqual(comments["ScreenPusher.quotesViewController(quotes:_:delegate:onClose:animated:)"],
                       "Pushes a new `QuotesViewController` (as `create.quotesViewController` makes it) and returns it.")
        XCTAssertEqual(comments["ScreenPresenter.settingsView(store:animated:completion:)"],
                       "Presents a new `UIHostingController<SettingsView>` (as `create.settingsView` makes it) modally and returns it.")
        // Every screen's create, push and present member has one (17 screens), and so have
        // the route(_:) members and push.routeStack(_:animated:).
        let members = comments.filter { member in
            ["ScreenFactory.", "ScreenPusher.", "ScreenPresenter."].contains(where: member.key.hasPrefix) && member.key.contains("(") && !member.key.contains(".init(")
        }
        XCTAssertEqual(members.count, 55, "\(comments.keys.sorted())")
        XCTAssertEqual(members.filter { $0.value.isEmpty }.keys.sorted(), [])
    }

    /// With `sourceLocations: spec`, no generated file has a `///` line right before
    /// `#sourceLocation`: every generate fixture, generated with the setting added to each of
    /// its spec files.
    func testNoDocCommentIsFollowedBySourceLocation() throws {
        var checked = 0
        for folder in Fixtures.cases("Generate") {
            let specs = folder.appendingPathComponent("Specs")
            let files = Fixtures.files(in: specs).filter { $0.key.hasSuffix(".yml") }.sorted { $0.key < $1.key }.map { path, text in
                SpecFolder.File(displayPath: "Specs/\(path)", bytes: Array(("sourceLocations: spec\n" + text).utf8))
            }
            let result = Pipeline().run(files: files, specsFolder: "Specs")
            for file in result.files where file.path.hasSuffix(".swift") && file.contents.contains("#sourceLocation") {
                checked += 1
                let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated().dropFirst() where line.hasPrefix("#sourceLocation") {
                    XCTAssertFalse(lines[index - 1].hasPrefix("///"), "\(folder.lastPathComponent)/\(file.path):\(index + 1): a doc comment parted from its declaration")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 10, "generated files with #sourceLocation")
    }

    /// `Type.member(labels:)` → the doc comment's text, lines joined with a space.
    private func docComments(in file: URL) throws -> [String: String] {
        let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        var comments: [String: String] = [:]
        for case let symbol as [String: Any] in graph?["symbols"] as? [Any] ?? [] {
            guard let path = symbol["pathComponents"] as? [String] else { continue }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            comments[path.joined(separator: ".")] = lines.joined(separator: " ")
        }
        return comments
    }

    private func swiftFiles(in folder: URL) -> [String] {
        Fixtures.files(in: folder).keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
