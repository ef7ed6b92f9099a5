import Foundation
@testable import ScreenGenKit
import XCTest

/// A misspelled key is one error: each key of the whole-app fixtures' specs is misspelled in
/// turn (its last two letters swapped, a typo the did-you-mean recognises), and the run must
/// report nothing besides the unknown key that the correct spec does not report too: no
/// missing module, unused or undeclared storyboard, url without a route, missing segue
/// destination or parameter, which would exist only because the key was not recognised.
final class MisspelledKeyTests: XCTestCase {
    static let fixtures = ["full-app", "segues", "routes", "macos", "screen-kinds", "shared-classes", "tvos", "swift-testing"]

    func testAMisspelledKeyIsReportedAlone() throws {
        var misspelled = 0
        for fixture in Self.fixtures {
            let folder = Fixtures.root.appendingPathComponent("Generate/\(fixture)")
            let files = try specFiles(in: folder)
            let baseline = Set(run(files).map(\.description))
            for (index, file) in files.enumerated() {
                let text = String(decoding: file.bytes, as: UTF8.self)
                for key in keyLocations(in: file) {
                    var changed = files
                    changed[index].bytes = Array(Self.misspelling(key, in: text).utf8)
                    let extra = run(changed).filter { !baseline.contains($0.description) }
                    // A key that a merge key (`<<: *defaults`) copies is unknown in each screen that has it.
                    XCTAssertEqual(Set(extra.map(\.kind.diagnosticCode)), [.unknownKey],
                                   "\(fixture)/\(file.displayPath): '\(key.text)' at \(key.location):\n\(extra.map(\.description).joined(separator: "\n"))")
                    misspelled += 1
                }
            }
        }
        XCTAssertGreaterThan(misspelled, 100, "the fixtures' keys are found")
    }

    /// `storyboard` → `storyboadr`: the last two letters swapped, or the last one left out
    /// where they are the same (`access` → `acces`).
    static func misspelled(_ key: String) -> String {
        let last = key.suffix(2)
        return last.first == last.last ? String(key.dropLast()) : String(key.dropLast(2)) + String(last.reversed())
    }

    private static func misspelling(_ key: (text: String, location: SourceLocation), in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = lines[key.location.line - 1]
        let start = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: key.location.column - 1)
        let end = line.unicodeScalars.index(start, offsetBy: key.text.unicodeScalars.count)
        lines[key.location.line - 1] = String(line[..<start]) + misspelled(key.text) + String(line[end...])
        return lines.joined(separator: "\n")
    }

    private func run(_ files: [SpecFolder.File]) -> [Diagnostic] {
        var pipeline = Pipeline()
        pipeline.renders = false
        return pipeline.run(files: files, specsFolder: "Specs").diagnostics
    }

    private func specFiles(in folder: URL) throws -> [SpecFolder.File] {
        let specs = folder.appendingPathComponent("Specs")
        let paths = Fixtures.files(in: specs).keys.filter { $0.hasSuffix(".yml") }.sorted()
        return try paths.map { path in
            SpecFolder.File(displayPath: "Specs/\(path)", bytes: Array(try Data(contentsOf: specs.appendingPathComponent(path))))
        }
    }

    /// The spec keys of `file` (keys of the sections whose keys ``SpecKey`` lists, not the
    /// names of screens or parameters), each with where it starts.
    private func keyLocations(in file: SpecFolder.File) -> [(text: String, location: SourceLocation)] {
        guard let root = YAMLLoader(file: file.displayPath).load(file.bytes).node else { return [] }
        var found: [(String, SourceLocation)] = []
        func keys(of node: YAMLNode, _ section: [String], _ inside: (String, YAMLNode) -> Void = { _, _ in }) {
            guard case let .mapping(pairs) = node.content else { return }
            for pair in pairs {
                guard case let .scalar(text, .plain) = pair.key.content, section.contains(text) else { continue }
                found.append((text, pair.key.location))
                inside(text, pair.value)
            }
        }
        func entries(of node: YAMLNode, _ body: (YAMLNode) -> Void) {
            if case let .mapping(pairs) = node.content { pairs.map(\.value).forEach(body) }
            if case let .sequence(items) = node.content { items.forEach(body) }
        }
        keys(of: root, SpecKey.spellings(SpecKey.TopLevel.self)) { key, value in
            switch key {
            case SpecKey.TopLevel.storyboards.rawValue: entries(of: value) { keys(of: $0, SpecKey.spellings(SpecKey.StoryboardEntry.self)) }
            case SpecKey.TopLevel.routes.rawValue: keys(of: value, SpecKey.spellings(SpecKey.Routes.self))
            case SpecKey.TopLevel.ignore.rawValue: entries(of: value) { keys(of: $0, SpecKey.spellings(SpecKey.Ignore.self)) }
            case SpecKey.TopLevel.screens.rawValue:
                entries(of: value) { screen in
                    keys(of: screen, SpecKey.spellings(SpecKey.Screen.self)) { key, value in
                        guard key == SpecKey.Screen.segues.rawValue else { return }
                        entries(of: value) { keys(of: $0, SpecKey.spellings(SpecKey.Segue.self)) }
                    }
                }
            default: break
            }
        }
        // A merge key (`<<: *defaults`) copies keys: each is written once.
        var seen: Set<SourceLocation> = []
        return found.filter { seen.insert($0.1).inserted }
    }
}
