import Foundation
import XCTest

/// The `$schema` line `import` writes is a path from the spec file's own folder to the
/// schema that `screengen schema > Schemas/screengen-spec.schema.json` (or `init`) puts in
/// the current folder, however deep the spec folder and however many modules.
final class ImportSchemaLineTests: XCTestCase {
    private static let prefix = "# yaml-language-server: $schema="

    /// Where the spec file's `$schema` line leads, resolved as an editor does: from the file's folder.
    private func schemaTarget(of spec: URL) throws -> String {
        let text = try String(contentsOf: spec, encoding: .utf8)
        let first = try XCTUnwrap(text.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(first.hasPrefix(Self.prefix), first)
        let relative = String(first.dropFirst(Self.prefix.count))
        XCTAssertFalse(relative.hasPrefix("/"), "a relative path, so the spec works in every clone: \(relative)")
        return URL(fileURLWithPath: relative, relativeTo: spec.deletingLastPathComponent()).standardizedFileURL.path
    }

    func testTheLineResolvesFromANestedOutputFolder() throws {
        let folder = Fixtures.temporaryFolder(self)
        let storyboards = folder.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
        try ImportCommandTests.storyboard(identifier: "Cart").write(to: storyboards.appendingPathComponent("Shop.storyboard"), atomically: true, encoding: .utf8)
        let schema = folder.appendingPathComponent("Schemas/screengen-spec.schema.json").standardizedFileURL.path
        for output in ["Specs", "Deep/Er/Specs", "."] {
            let result = try ScreenGenProcess.run(["import", "App", "--output", output, "--force"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try schemaTarget(of: folder.appendingPathComponent(output).appendingPathComponent("Shop.yml")), schema, output)
        }
    }

    func testTheLineResolvesFromEachModulesFolder() throws {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: GoldenImportModulesTests.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        let result = try ScreenGenProcess.run(["import", "Tree", "--output", "Specs"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let schema = folder.appendingPathComponent("Schemas/screengen-spec.schema.json").standardizedFileURL.path
        let specs = Fixtures.files(in: folder.appendingPathComponent("Specs")).keys.filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertGreaterThan(specs.count, 1)
        for spec in specs {
            XCTAssertEqual(try schemaTarget(of: folder.appendingPathComponent("Specs/\(spec)")), schema, spec)
        }
    }
}
