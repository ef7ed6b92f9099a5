import Foundation
import ScreenGenKit
import XCTest

/// A spec edit changes exactly the generated lines its meaning changes: comment lines and
/// blank lines added all through every fixture spec (which move every line below them) leave
/// every generated file byte for byte as it was. With `sourceLocations: spec`, the opt-in
/// that trades this for compiler errors at spec lines, the same edit does change them —
/// the proof that this test sees churn when there is some.
final class QuietDiffTests: XCTestCase {
    func testCommentAndBlankLinesChangeNoGeneratedByte() throws {
        // Every generate fixture (iOS, tvOS, macOS, routes, segues, shared classes, ...) and the example app.
        let folders = Fixtures.cases("Generate").map { $0.appendingPathComponent("Specs") } + [Fixtures.repository.appendingPathComponent("Specs")]
        XCTAssertGreaterThan(folders.count, 10)
        for folder in folders {
            let specs = try Self.specs(in: folder)
            // The fixture's folder, where `storyboardPaths:` finds its storyboards.
            let base = folder.deletingLastPathComponent()
            let original = Self.generate(specs, base: base)
            XCTAssertFalse(original.isEmpty, folder.path)
            let edited = Self.generate(specs.mapValues(Self.withCommentsAndBlankLines), base: base)
            // A fixture that opts into spec lines churns by design: it must.
            if specs.values.contains(where: { $0.contains("\nsourceLocations: spec") }) {
                XCTAssertNotEqual(edited, original, Fixtures.relative(folder))
                continue
            }
            XCTAssertEqual(Set(edited.keys), Set(original.keys), Fixtures.relative(folder))
            for (path, contents) in original where edited[path] != contents {
                XCTFail("\(Fixtures.relative(folder)): \(path) changed after comment and blank lines were added to the specs")
            }
        }
    }

    func testWithSpecLinesTheSameEditChangesTheOutput() throws {
        let folder = Fixtures.root.appendingPathComponent("Generate/minimal/Specs")
        var specs = try Self.specs(in: folder)
        let first = try XCTUnwrap(specs.keys.sorted().first)
        specs[first] = "sourceLocations: spec\n" + (specs[first] ?? "")
        let original = Self.generate(specs)
        let edited = Self.generate(specs.mapValues(Self.withCommentsAndBlankLines))
        XCTAssertNotEqual(original, edited)
    }

    func testTheEditAddsLinesEverywhereAYAMLFileAllows() {
        let spec = "module: App\nscreens:\n  Home:\n    initialize:\n      note: |\n        text\n      id: Int\n"
        XCTAssertEqual(Self.withCommentsAndBlankLines(spec), """
            # an edit that moves every line below it

            module: App
            # an edit that moves every line below it

            screens:
              # an edit that moves every line below it

              Home:
                # an edit that moves every line below it

                initialize:
                  # an edit that moves every line below it

                  note: |
                    text
                  # an edit that moves every line below it

                  id: Int

            """)
    }

    /// Every spec file of `folder` and its subfolders (`*.yml`, `*.yaml`), by its path as the
    /// pipeline shows it.
    private static func specs(in folder: URL) throws -> [String: String] {
        var specs: [String: String] = [:]
        for (path, text) in Fixtures.files(in: folder) where path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
            specs["Specs/\(path)"] = text
        }
        return specs
    }

    /// The generated files, by path; `base` is the folder storyboard paths are read from.
    private static func generate(_ specs: [String: String], base: URL? = nil) -> [String: String] {
        let files = specs.keys.sorted().map { SpecFolder.File(displayPath: $0, bytes: Array(specs[$0]!.utf8)) }
        var pipeline = Pipeline()
        pipeline.options.baseDirectory = base
        let result = pipeline.run(files: files, specsFolder: "Specs")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    /// `text` with a comment line and a blank line before every line that starts a key or a
    /// list item, at its indentation; lines of a block scalar (`|`, `>`) are left alone.
    static func withCommentsAndBlankLines(_ text: String) -> String {
        var output: [String] = []
        var scalarIndentation: Int?
        for line in text.components(separatedBy: "\n") {
            let indentation = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indentation)
            if let scalar = scalarIndentation, content.isEmpty || indentation > scalar {
                output.append(line)
                continue
            }
            scalarIndentation = nil
            let startsEntry = content.first.map { $0 != "#" && $0 != "}" && $0 != "]" && $0 != "," } ?? false
            if startsEntry {
                output.append(String(repeating: " ", count: indentation) + "# an edit that moves every line below it")
                output.append("")
            }
            output.append(line)
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if ["|", "|-", "|+", ">", ">-", ">+"].contains(where: { trimmed.hasSuffix(": \($0)") || trimmed == "- \($0)" }) {
                scalarIndentation = indentation
            }
        }
        return output.joined(separator: "\n")
    }
}
