import Foundation
@testable import ScreenGenKit
import XCTest

/// Every Swift keyword, in every place where a spec name becomes a Swift name, is either
/// refused by the validator at its spec line or generates code that compiles: a spec is
/// made with each keyword as a parameter name, a label, an `init` parameter, a screen's
/// member (its name in lowerCamel), a storyboard and a segue identifier; what the validator
/// refuses must be exactly what the compiler cannot take, and the rest is compiled with
/// swiftc against the UIKit stand-in.
final class KeywordNamesCompileTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }
    private static let keywords = SwiftKeywords.all.sorted()

    /// What the validator refuses, by place: what no backticks make usable there.
    static let refused: [String: Set<String>] = [
        // A parameter named `self` or `Self` hides what the generated members mean by them.
        "parameter": ["self", "Self"],
        "label": [],
        "init parameter": ["self", "Self"],
        // A screen named `Any`, `Protocol`, `Self`, `Sendable` or `Type` is a keyword as a type
        // (`any`, `protocol`, `self` make the same screen), `Init` would be the member `init`,
        // `Set` would hide Swift's `Set` in the generated code, and `swift` would make the screen
        // `Swift`, which hides the module the screen catalog qualifies its types with.
        "member": ["Any", "any", "init", "Protocol", "protocol", "Self", "self", "Sendable", "set", "swift", "Type"],
        // Cases `UIStoryboard.Name` and `Segue` have (`init`, `self`), and the lowerCamel
        // forms two keywords share (`Any` and `any`, `Protocol` and `protocol`, `Self` and `self`).
        "storyboard": ["any", "init", "protocol", "self", "Self"],
        "segue": ["any", "init", "protocol", "self", "Self"],
    ]

    func testEveryKeywordIsRefusedOrCompiles() throws {
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        var spec = KeywordSpec(keywords: Self.keywords)
        let refused = spec.refusedByPlace(Pipeline().run(files: spec.specFiles, specsFolder: "Specs").diagnostics)
        XCTAssertEqual(refused, Self.refused)
        spec.skipping = refused
        let result = Pipeline().run(files: spec.specFiles, specsFolder: "Specs")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let work = Fixtures.temporaryFolder(self)
        let sources = try Fixtures.write(result.files.filter { !$0.path.contains("Tests/") && $0.path.hasSuffix(".swift") }, under: work)
        let app = work.appendingPathComponent("App.swift")
        try Data(spec.app.utf8).write(to: app)
        let cache = work.appendingPathComponent("module-cache")
        let compiled = try ScreenGenProcess.tool("swiftc", ["-typecheck", "-module-name", "Keywords", "-parse-as-library", "-I", modules.path,
                                                             "-swift-version", "6", "-diagnostic-style", "llvm", "-module-cache-path", cache.path,
                                                             app.path] + sources)
        let errors = (compiled.stdout + compiled.stderr).split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.prefix(20).map(String.init), [], "generated code with keywords the validator lets through")
    }
}

/// The spec and the hand-written screens of the test: one screen per keyword and place.
private struct KeywordSpec {
    let keywords: [String]
    /// Keywords left out, by place.
    var skipping: [String: Set<String>] = [:]

    static let places = ["parameter", "label", "init parameter", "member", "storyboard", "segue"]

    private func use(_ place: String) -> [(index: Int, keyword: String)] {
        keywords.enumerated().filter { !(skipping[place]?.contains($0.element) ?? false) }.map { ($0.offset, $0.element) }
    }

    /// `Default` for `default`: a screen whose member is the keyword (or the keyword itself
    /// when it starts with a capital); nil for those starting with `_`.
    static func memberScreen(_ keyword: String) -> String? {
        guard let first = keyword.first, first.isLetter else { return nil }
        return first.uppercased() + keyword.dropFirst()
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// The spec files' lines, and the place and keyword each entry's first line is about.
    /// Only the parameters' screens are routes (`routes:` is a file's setting): a route
    /// case per screen of every place would be more than the compiler checks a switch over.
    private var files: [(name: String, lines: [String], origins: [Int: (place: String, keyword: String)])] {
        var files: [(name: String, lines: [String], origins: [Int: (place: String, keyword: String)])] = []
        var lines: [String] = []
        var origins: [Int: (String, String)] = [:]
        func add(_ place: String, _ keyword: String, _ entry: [String]) {
            origins[lines.count + 1] = (place, keyword)
            lines += entry
        }
        func file(_ name: String) {
            files.append(("Specs/\(name).yml", lines, origins))
            lines = []
            origins = [:]
        }
        lines = ["module: Keywords", "routes: true", "screens:"]
        for (index, keyword) in use("parameter") {
            add("parameter", keyword, ["  P\(index)ViewController:", "    initialize:", "      \(Self.quoted(keyword)): Int", "    url: /p\(index)/{\(keyword)}"])
        }
        file("Parameters")
        lines = ["screens:"]
        for (index, keyword) in use("label") {
            add("label", keyword, ["  L\(index)ViewController:", "    initialize:", "      \(Self.quoted(keyword + " value")): Int"])
        }
        for (index, keyword) in use("init parameter") {
            add("init parameter", keyword, ["  I\(index)ViewController:", "    init:", "      \(Self.quoted(keyword)): Int"])
        }
        for (_, keyword) in use("member") {
            guard let screen = Self.memberScreen(keyword) else { continue }
            add("member", keyword, ["  \(Self.quoted(screen)): {}"])
        }
        file("Screens")
        lines = ["storyboards:", "  Main: {}"]
        for (_, keyword) in use("storyboard") { add("storyboard", keyword, ["  \(Self.quoted(keyword)): {}"]) }
        lines += ["screens:", "  DestinationViewController:", "    storyboard: Main", "  SourceViewController:", "    storyboard: Main", "    segues:"]
        for (_, keyword) in use("segue") { add("segue", keyword, ["      \(Self.quoted(keyword)): DestinationViewController"]) }
        file("Storyboards")
        return files
    }

    var specFiles: [SpecFolder.File] {
        files.map { SpecFolder.File(displayPath: $0.name, bytes: Array(($0.lines.joined(separator: "\n") + "\n").utf8)) }
    }

    var app: String {
        var lines = ["import UIKit", ""]
        for (index, keyword) in use("parameter") {
            lines.append("final class P\(index)ViewController: UIViewController { func initialize(`\(keyword)`: Int) {} }")
        }
        for (index, keyword) in use("label") {
            lines.append("final class L\(index)ViewController: UIViewController { func initialize(`\(keyword)` value: Int) {} }")
        }
        for (index, keyword) in use("init parameter") {
            lines.append("final class I\(index)ViewController: UIViewController { init(`\(keyword)`: Int) { super.init(nibName: nil, bundle: nil) }; "
                + "required init?(coder: NSCoder) { fatalError() } }")
        }
        for (_, keyword) in use("member") {
            guard let screen = Self.memberScreen(keyword) else { continue }
            lines.append("final class `\(screen)`: UIViewController {}")
        }
        lines += ["final class DestinationViewController: UIViewController {}", "final class SourceViewController: UIViewController {}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keywords the errors among `diagnostics` are about, by place: each error belongs to
    /// the entry whose first line is the nearest at or above it.
    func refusedByPlace(_ diagnostics: [Diagnostic]) -> [String: Set<String>] {
        var refused = Dictionary(uniqueKeysWithValues: Self.places.map { ($0, Set<String>()) })
        let files = self.files
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let origins = files.first(where: { $0.name == diagnostic.location.file })?.origins,
                  let line = origins.keys.filter({ $0 <= diagnostic.location.line }).max(), let origin = origins[line] else { continue }
            refused[origin.place, default: []].insert(origin.keyword)
        }
        return refused
    }
}
