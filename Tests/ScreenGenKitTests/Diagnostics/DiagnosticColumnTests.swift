import Foundation
@testable import ScreenGenKit
import XCTest

/// Every diagnostic is at the token it is about. Each fixture of `Tests/Fixtures/Columns`
/// and `Tests/Fixtures/CrossCheck` marks where each of its diagnostics must be with a
/// comment line under the offending line: `#@ <code> '<token>'` in a spec, `<!--@ <code>
/// '<token>' -->` in a storyboard or XIB (the first `<token>` on the nearest line above that
/// is no marker), with `<line>:<column>` or `file` (a problem of the whole file, at 1:1) in
/// place of the token where there is none; a file that cannot hold a comment (an empty
/// one) is marked in the fixture's `markers.txt` (`<file> <code> <place>`). A run must
/// report exactly the marked diagnostics, and every code a spec can produce must be
/// marked in some fixture; those no spec file can produce are listed below with why.
final class DiagnosticColumnTests: XCTestCase {
    /// Codes no spec fixture produces, and why.
    static let notFromSpecs: [DiagnosticCode: String] = {
        var codes: [DiagnosticCode: String] = [
            .specsFolderMissing: "a folder that does not exist, located at the folder given to --specs",
            .noSpecFiles: "a folder without spec files, located at the folder",
            .unreadableFile: "file permissions and I/O errors, which a committed fixture cannot have",
            .specFileTooLarge: "a file over 8 MB; ResourceBombTests makes one in memory",
            .tooManyScreens: "more than 20,000 screens; ResourceBombTests makes them in memory and checks the location of the first one over",
            .interfaceFileTooLarge: "a storyboard or XIB larger than the XML parser reads, located at the whole file; StoryboardLocatorTests makes one",
            .staleOutput: "check's, located at line 1 of the generated file that would change (CommandLineWorkflowTests)",
            .linkContractBroken: "check --links-baseline's, located at the url: of the changed link or, for a link gone, at the baseline file's entry (LinkBaselineTests)",
        ]
        for code in [DiagnosticCode.configKeyConflict, .missingConfigKey, .moduleFolderListedTwice, .moduleGeneratedTwice, .supportModuleIsAModule,
                     .screenMemberInTwoModules, .modulesDeclareSupportTwice, .supportAcrossFrameworks, .outputFoldersOverlap] {
            codes[code] = "reported at screengen.yml's modules: and support: (Tests/Fixtures/ModuleConfigs), not in a spec file"
        }
        for code in [DiagnosticCode.refusedOutputFolder, .wouldOverwrite, .outsideOutputFolder, .linkInOutputFolder, .outputIo] {
            codes[code] = "the write stage's, about the output folder on disk"
        }
        return codes
    }()

    func testEveryDiagnosticIsAtItsMarkedToken() throws {
        var marked: Set<DiagnosticCode> = []
        let cases = Fixtures.cases("Columns") + Fixtures.cases("CrossCheck")
        XCTAssertGreaterThanOrEqual(cases.count, 30, "the column fixtures are missing")
        for folder in cases {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            let actual = result.diagnostics.map { "\($0.location): \($0.kind.code)" }.sorted()
            let markers = try Self.markers(in: folder)
            XCTAssertEqual(actual, markers.map(\.text).sorted(), "\(folder.lastPathComponent):\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
            marked.formUnion(markers.compactMap { DiagnosticCode(rawValue: $0.code) })
        }
        let unaccounted = Set(DiagnosticCode.allCases).subtracting(marked).subtracting(Self.notFromSpecs.keys)
        XCTAssertEqual(unaccounted.map(\.rawValue).sorted(), [], "mark these codes in a column fixture, or list them in notFromSpecs with why")
        XCTAssertEqual(marked.intersection(Self.notFromSpecs.keys).map(\.rawValue).sorted(), [], "marked codes need no reason")
    }

    /// The diagnostics of the golden fixtures, notes included, each start a token: in a spec, a
    /// character after a space or punctuation, never a space or the middle of a word; in a
    /// storyboard or XIB, the `<` of an element.
    func testEveryFixtureDiagnosticStartsAToken() throws {
        var checked = 0
        for folder in Fixtures.cases("Diagnostics") + Fixtures.cases("CrossCheck") {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            // A malformed storyboard is at XMLParser's position, which may be past a line's end.
            for diagnostic in result.diagnostics where diagnostic.kind.diagnosticCode != .invalidStoryboard {
                let places = [diagnostic.location] + diagnostic.kind.notes.compactMap(\.location)
                for location in places where location != .file(location.file) {
                    guard let problem = Self.tokenProblem(at: location, in: folder) else { checked += 1; continue }
                    XCTFail("\(folder.lastPathComponent): \(diagnostic)\n\(problem)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    // MARK: Markers

    struct Marker {
        var code: String
        var location: SourceLocation

        var text: String { "\(location): \(code)" }
    }

    static func markers(in folder: URL) throws -> [Marker] {
        var markers: [Marker] = []
        for file in Fixtures.files(in: folder).keys.sorted() where [".yml", ".yaml", ".storyboard", ".xib"].contains(where: file.hasSuffix) {
            let lines = try lines(of: folder.appendingPathComponent(file))
            for (index, line) in lines.enumerated() {
                guard let marker = markerText(line) else { continue }
                let words = marker.split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2 else { XCTFail("\(file):\(index + 1): a marker needs a code and a place"); continue }
                let (code, place) = (words[0], words[1])
                if place.hasPrefix("'"), place.hasSuffix("'"), place.count > 2 {
                    let token = String(place.dropFirst().dropLast())
                    guard let base = lines[..<index].lastIndex(where: { markerText($0) == nil }),
                          let range = lines[base].range(of: token) else {
                        XCTFail("\(file):\(index + 1): '\(token)' is not on the line above")
                        continue
                    }
                    let column = lines[base].unicodeScalars.distance(from: lines[base].startIndex, to: range.lowerBound) + 1
                    markers.append(Marker(code: code, location: SourceLocation(file: file, line: base + 1, column: column)))
                } else if let location = location(place, in: file) {
                    markers.append(Marker(code: code, location: location))
                } else {
                    XCTFail("\(file):\(index + 1): '\(place)' is no place")
                }
            }
        }
        let sidecar = folder.appendingPathComponent("markers.txt")
        if FileManager.default.fileExists(atPath: sidecar.path) {
            for line in try String(contentsOf: sidecar, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard words.count == 3, let location = location(words[2], in: words[0]) else { XCTFail("markers.txt: '\(line)' is no marker"); continue }
                markers.append(Marker(code: words[1], location: location))
            }
        }
        return markers
    }

    /// The marker a line holds, without its comment syntax, or nil.
    private static func markerText(_ line: String) -> String? {
        if line.hasPrefix("#@ ") { return String(line.dropFirst(3)) }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--@ "), trimmed.hasSuffix(" -->") else { return nil }
        return String(trimmed.dropFirst(6).dropLast(4))
    }

    /// `file` (1:1) or `<line>:<column>` in `file`.
    private static func location(_ place: String, in file: String) -> SourceLocation? {
        if place == "file" { return .file(file) }
        let numbers = place.split(separator: ":").compactMap { Int($0) }
        return numbers.count == 2 ? SourceLocation(file: file, line: numbers[0], column: numbers[1]) : nil
    }

    /// A file's lines: UTF-8, or the UTF-16 of the fixture about it; bytes that are not
    /// text read as replacement characters (the invalid-UTF-8 fixture marks by number).
    private static func lines(of url: URL) throws -> [String] {
        let data = try Data(contentsOf: url)
        let text = data.count > 1 && data[data.startIndex + 1] == 0 ? (String(data: data, encoding: .utf16LittleEndian) ?? "")
            : String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: Tokens

    /// Why `location` is not at the start of a token of its file, or nil when it is.
    static func tokenProblem(at location: SourceLocation, in folder: URL) -> String? {
        let url = folder.appendingPathComponent(location.file)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line <= lines.count else { return "line \(location.line) is past the end of the file" }
        let line = Array(lines[location.line - 1].unicodeScalars)
        guard location.column <= line.count else { return "column \(location.column) is past the end of line \(location.line)" }
        let character = line[location.column - 1]
        let before = location.column > 1 ? line[location.column - 2] : " "
        if location.file.hasSuffix(".storyboard") || location.file.hasSuffix(".xib") {
            return character == "<" ? nil : "column \(location.column) of line \(location.line) is '\(character)', not the '<' of an element"
        }
        let boundaries: Set<Unicode.Scalar> = [" ", "\t", "\"", "'", "[", "{", ",", ":", "=", "-", "/"]
        if character == " " || !boundaries.contains(before) && before.properties.isAlphabetic == character.properties.isAlphabetic {
            return "column \(location.column) of '\(String(String.UnicodeScalarView(line)))' is inside a token"
        }
        return nil
    }
}
