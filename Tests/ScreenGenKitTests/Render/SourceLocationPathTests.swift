import Foundation
import ScreenGenKit
import SwiftParser
import SwiftSyntax
import XCTest

/// The exact `#sourceLocation(file:line:)` screengen emits, and what the tools make of it.
///
/// The directive's string is taken as written: it becomes `#filePath` (The Swift
/// Programming Language, Statements, "Line Control Statement") and swift-syntax's
/// `SourceLocation.presumedFile`, and swiftc prints it unchanged in its messages. So the
/// path means whatever folder the reader resolves it against; screengen writes it relative
/// to the project root (the config file's folder), whatever folder it runs in.
final class SourceLocationPathTests: XCTestCase {
    private static let spec = """
        module: Leaves
        sourceLocations: spec
        screens:
          LeafViewController:
            initialize:
              _ index: Int

              # a comment line between parameters
              amount: LeafAmout
        """
    private static let app = """
        import UIKit

        struct LeafAmount {}

        final class LeafViewController: UIViewController {
            func initialize(index: Int, amount: LeafAmount) {}
        }

        """

    /// A project whose config is in `Project/App` (the project root), generated from the
    /// folder above `Project`; returns the root and the generated Swift files.
    private func generate() throws -> (root: URL, sources: [URL]) {
        let work = Fixtures.temporaryFolder(self)
        let root = work.appendingPathComponent("Project/App")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("specs: Specs\noutput: Generated\n".utf8).write(to: root.appendingPathComponent("screengen.yml"))
        try Data(Self.spec.utf8).write(to: root.appendingPathComponent("Specs/Leaves.yml"))
        let result = try ScreenGenProcess.run(["generate", "--config", "Project/App/screengen.yml"], in: work)
        XCTAssertEqual(result.status, 0, result.stderr)
        let generated = root.appendingPathComponent("Generated/Leaves")
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map { generated.appendingPathComponent($0) }
        return (root, sources)
    }

    func testDirectiveNamesTheSpecRelativeToTheProjectRoot() throws {
        let (root, sources) = try generate()
        let screens = try XCTUnwrap(sources.first { $0.lastPathComponent == "Leaves+Screens.swift" })
        let text = try String(contentsOf: screens, encoding: .utf8)
        let directives = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("#sourceLocation") }
        XCTAssertGreaterThanOrEqual(directives.count, 6, text)
        let exact = try Regex(#"#sourceLocation\(file: "Specs/Leaves\.yml", line: [1-9][0-9]*\)"#)
        for directive in directives {
            XCTAssertTrue(directive == "#sourceLocation()" || directive.wholeMatch(of: exact) != nil, directive)
        }

        // swift-syntax places the mistyped type on the spec line that says it...
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: screens.path, tree: tree)
        let tokens = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "LeafAmout" }
        XCTAssertEqual(tokens.count, 4, "in the protocol, create, push and present")
        for token in tokens {
            let location = token.startLocation(converter: converter)
            XCTAssertEqual(location.presumedFile, "Specs/Leaves.yml")
            XCTAssertEqual(location.presumedLine, 9)
        }
        // ...and that path, resolved against the project root, is the spec, whose line 9 it is.
        let lines = try String(contentsOf: root.appendingPathComponent("Specs/Leaves.yml"), encoding: .utf8).components(separatedBy: "\n")
        XCTAssertEqual(lines[8].trimmingCharacters(in: .whitespaces), "amount: LeafAmout")
    }

    /// swiftc reports the directive's path exactly as written, whichever folder it runs in
    /// (Xcode compiles from the project folder; a terminal may be anywhere).
    func testSwiftcReportsTheDirectivesPathAsWritten() throws {
        let modules = Bundle.main.bundleURL.appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) else {
            throw XCTSkip("the UIKit stand-in module is not built (swift build --build-tests builds it)")
        }
        let (root, sources) = try generate()
        let app = root.appendingPathComponent("App.swift")
        try Data(Self.app.utf8).write(to: app)
        let cache = Fixtures.temporaryFolder(self).appendingPathComponent("module-cache")
        let arguments = ["swiftc", "-typecheck", "-module-name", "Leaves", "-parse-as-library", "-I", modules.path, "-swift-version", "6",
                         "-module-cache-path", cache.path, app.path] + sources.filter { $0.pathExtension == "swift" }.map(\.path)
        for folder in [root, root.appendingPathComponent("Generated/Leaves"), FileManager.default.temporaryDirectory] {
            let compiled = try ScreenGenProcess.run(arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
            XCTAssertNotEqual(compiled.status, 0)
            let errors = (compiled.stdout + compiled.stderr).split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertTrue(errors.contains { $0.hasPrefix("Specs/Leaves.yml:9:") && $0.contains("cannot find type 'LeafAmout' in scope") },
                          "\(folder.path): \(errors.joined(separator: "\n"))")
            XCTAssertEqual(errors.filter { !$0.hasPrefix("Specs/Leaves.yml:") }, [], "\(folder.path): every error is on a spec line")
        }
    }
}
