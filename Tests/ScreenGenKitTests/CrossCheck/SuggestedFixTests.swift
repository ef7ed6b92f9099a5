import Foundation
import XCTest

/// Every message is a fix that works: each entry that `lint` suggests for a scene or a segue
/// that no spec declares ("declare it under 'screens:' as 'X: {…}'", "add 'id: Screen' under
/// the screen's 'segues:'"), written into the spec literally, makes that diagnostic go away
/// and brings no new one.
///
/// The storyboards are the import property test's generated trees (``StoryboardTree``). For
/// each, the specs `import` writes are cut back to their storyboards (no screen, no `ignore:`),
/// so lint suggests a screen for every scene, and each suggestion is applied on its own. Then
/// the suggested screens are added one after the other (each from a fresh lint), so lint
/// suggests their segues, and each of those is applied on its own.
///
/// "No new diagnostic" means none at a place that had none: a declared screen's own segues
/// are reported once it is declared (each with its own fix), and another scene of the same
/// class is then reported as a scene of a declared class, at the place it was reported before.
final class SuggestedFixTests: XCTestCase {
    static let seeds: Range<UInt64> = 1..<41

    /// One diagnostic of `lint --diagnostics-format json`.
    private struct Finding: Decodable, Hashable {
        var code: String
        var message: String
        var file: String
        var line: Int
        var column: Int
    }

    func testEverySuggestedScreenAndSegueFixesItsDiagnostic() throws {
        var applied = (screens: 0, segues: 0)
        for seed in Self.seeds {
            let folder = Fixtures.temporaryFolder(self).appendingPathComponent("seed-\(seed)")
            try StoryboardTree(seed: seed).write(to: folder.appendingPathComponent("Tree"))
            let imported = try ScreenGenProcess.run(["import", "Tree", "--output", "Specs"], in: folder)
            // One module in one folder: the suggestion names no module folder to put it in.
            guard imported.status == 0, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("screengen.yml").path) else { continue }
            let specs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Specs").path)
                .filter { $0.hasSuffix(".yml") && !$0.hasSuffix("Nibs.yml") }.sorted()
            var headers: [String: String] = [:]
            for spec in specs {
                headers[spec] = Self.header(of: try String(contentsOf: folder.appendingPathComponent("Specs/\(spec)"), encoding: .utf8))
            }
            // Nib screens stay as import wrote them: they are no storyboard's scenes.
            let empty: [String: [String]] = Dictionary(uniqueKeysWithValues: specs.map { ($0, []) })
            try write(headers, empty, in: folder)
            let before = try lint(folder)
            for finding in before {
                guard let (spec, declaration) = Self.declaration(in: finding, headers: headers) else { continue }
                var fixed = empty
                fixed[spec, default: []].append(declaration)
                try write(headers, fixed, in: folder)
                try assertFixed(finding, before: before, after: lint(folder), applying: declaration, seed: seed)
                applied.screens += 1
            }
            // Every suggested screen, each from a fresh lint: their segues are suggested next.
            var screens = empty
            var declared = before
            for _ in 0..<200 {
                guard let (spec, declaration) = declared.lazy.compactMap({ Self.declaration(in: $0, headers: headers) }).first else { break }
                screens[spec, default: []].append(declaration)
                try write(headers, screens, in: folder)
                declared = try lint(folder)
            }
            for finding in declared where finding.code == "undeclared-segue" {
                guard let entry = Self.quoted(after: "; add ", in: finding.message),
                      let screen = Self.quoted(after: "of screen ", in: finding.message) else { continue }
                var fixed = screens
                guard Self.addSegue(entry, to: screen, in: &fixed) else {
                    XCTFail("seed \(seed): no declared screen '\(screen)' for \(finding.message)")
                    continue
                }
                try write(headers, fixed, in: folder)
                try assertFixed(finding, before: declared, after: lint(folder), applying: entry, seed: seed)
                applied.segues += 1
            }
        }
        XCTAssertGreaterThan(applied.screens, 50, "the trees should give many suggested screens")
        XCTAssertGreaterThan(applied.segues, 5, "the trees should give suggested segues")
    }

    private func assertFixed(_ finding: Finding, before: [Finding], after: [Finding], applying fix: String, seed: UInt64) {
        XCTAssertFalse(after.contains { $0.code == finding.code && $0.file == finding.file && $0.line == finding.line },
                       "seed \(seed): '\(fix)' leaves \(finding.file):\(finding.line): \(finding.message)")
        // A class's screen also stands for its other scenes: more may go; none may come at a
        // place that had none, but for the declared screen's own segues.
        let places = Set(before.map { "\($0.file):\($0.line)" })
        let screen = fix.prefix { $0 != ":" }
        let new = after.filter { !places.contains("\($0.file):\($0.line)") }
            .filter { !($0.code == "undeclared-segue" && $0.message.contains("of screen '\(screen)'")) }
        XCTAssertTrue(new.isEmpty, "seed \(seed): '\(fix)' brings \(new.map { "\($0.file):\($0.line): \($0.code): \($0.message)" })")
    }

    /// The spec and the screen line a finding suggests declaring, if it suggests one.
    private static func declaration(in finding: Finding, headers: [String: String]) -> (spec: String, line: String)? {
        guard let declaration = quoted(after: "declare it under 'screens:' as ", in: finding.message),
              let spec = spec(declaring: finding.file, headers: headers) else { return nil }
        return (spec, declaration)
    }

    /// `lint --strict` over the specs, with the imported tree as the storyboard folder.
    private func lint(_ folder: URL) throws -> [Finding] {
        let result = try ScreenGenProcess.run(["lint", "--strict", "--diagnostics-format", "json", "--storyboards", "Tree"], in: folder)
        return try JSONDecoder().decode([Finding].self, from: Data(result.stdout.utf8))
    }

    /// Each storyboard spec as its header (everything before `screens:`) and the given screen
    /// lines, in flow style as lint suggests them.
    private func write(_ headers: [String: String], _ screens: [String: [String]], in folder: URL) throws {
        for (spec, header) in headers {
            let lines = screens[spec] ?? []
            let body = lines.isEmpty ? "screens: {}\n" : "screens:\n" + lines.map { "  \($0)\n" }.joined()
            try Data((header + body).utf8).write(to: folder.appendingPathComponent("Specs/\(spec)"))
        }
    }

    /// The spec text before its `screens:` key: the storyboard declarations, without screens
    /// or `ignore:` entries.
    static func header(of spec: String) -> String {
        guard let range = spec.range(of: "\nscreens:") else { return spec }
        return String(spec[..<range.lowerBound]) + "\n"
    }

    /// The spec file (by name) that declares the storyboard `file` is, by its `path:`.
    static func spec(declaring file: String, headers: [String: String]) -> String? {
        let name = URL(fileURLWithPath: file).lastPathComponent
        return headers.first { $0.value.contains("/\(name)\n") || $0.value.contains("/\(name)\"\n") }?.key
    }

    /// The text between single quotes right after `marker` in `message`.
    static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker + "'") else { return nil }
        let rest = message[start.upperBound...]
        // The quoted text itself may hold `'` only as YAML's doubled quote.
        var end = rest.startIndex
        while end < rest.endIndex {
            if rest[end] == "'" {
                let next = rest.index(after: end)
                if next < rest.endIndex, rest[next] == "'" { end = rest.index(after: next); continue }
                return String(rest[rest.startIndex..<end])
            }
            end = rest.index(after: end)
        }
        return nil
    }

    /// Adds `entry` to the flow mapping of screen `screen`'s line, under `segues:`.
    static func addSegue(_ entry: String, to screen: String, in screens: inout [String: [String]]) -> Bool {
        for (spec, lines) in screens {
            guard let index = lines.firstIndex(where: { $0.hasPrefix("\(screen): {") }), lines[index].hasSuffix("}") else { continue }
            var line = lines[index]
            if let segues = line.range(of: ", segues: {") {
                line.insert(contentsOf: entry + ", ", at: segues.upperBound)
            } else {
                line.removeLast()
                line += ", segues: {\(entry)}}"
            }
            screens[spec]?[index] = line
            return true
        }
        return false
    }
}
