import Foundation
import ScreenGenKit
import XCTest

/// The version and the repository URL are spelled once (`ToolRelease`); every file that
/// repeats them says the same, and `--version` and the artifact bundle read them from there.
final class ReleaseFilesTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testVersionPrintsTheReleaseVersion() throws {
        XCTAssertEqual(try ScreenGenProcess.run(["--version"]).stdout, ToolRelease.version + "\n")
        XCTAssertTrue(ToolRelease.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, ToolRelease.version)
    }

    func testTheFormulaBuildsTheReleaseTagFromTheRepository() throws {
        let formula = try text("Formula/screengen.rb")
        XCTAssertTrue(formula.contains("  url \"\(ToolRelease.repository).git\", tag: \"v\(ToolRelease.version)\"\n"), formula)
        XCTAssertTrue(formula.contains("  homepage \"\(ToolRelease.repository)\"\n"), formula)
        XCTAssertTrue(formula.contains("  head \"\(ToolRelease.repository).git\", branch: \"main\"\n"), formula)
        XCTAssertTrue(formula.contains("  license \"MIT\"\n"), formula)
        for match in formula.matches(of: /https:\/\/github\.com\/[^"\s]+/) {
            XCTAssertTrue(match.output.hasPrefix(ToolRelease.repository), "another repository in the formula: \(match.output)")
        }
    }

    func testTheChangelogsNewestReleaseIsTheVersion() throws {
        let changelog = try text("CHANGELOG.md")
        let releases = changelog.matches(of: /\n## \[([0-9.]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\n/).map { String($0.output.1) }
        XCTAssertEqual(releases.first, ToolRelease.version, "the newest entry below Unreleased")
        XCTAssertTrue(changelog.contains("\n## [Unreleased]\n"))
        // Every release has its link, to this repository.
        for release in releases {
            XCTAssertTrue(changelog.contains("\n[\(release)]: \(ToolRelease.repository)/"), "no link for \(release)")
        }
        for match in changelog.matches(of: /https:\/\/github\.com\/[^)\s]+/) {
            XCTAssertTrue(match.output.hasPrefix(ToolRelease.repository + "/"), "another repository in the changelog: \(match.output)")
        }
    }

    /// `make artifactbundle` passes the built tool's `--version` to the script, which writes
    /// it into info.json (``ArtifactBundleTests`` checks that part on the debug build).
    func testTheArtifactBundleTakesTheVersionFromTheBuiltTool() throws {
        let makefile = try text("Makefile")
        XCTAssertTrue(makefile.contains("version=$$(\"$(DISTRIBUTED_BIN)\" --version)"), makefile)
        XCTAssertTrue(makefile.contains("bash Scripts/artifactbundle.sh screengen.artifactbundle \"$$version\""), makefile)
    }

    /// Every version number in README.md, the pages below Docs/ and the formula is the release
    /// version: the install snippets (`from: "…"`, `screengen@v…`, `tag: "v…"`) and anything
    /// else spelled like one, but a version of another product named right before it.
    func testEveryVersionInTheDocsAndTheFormulaIsTheRelease() throws {
        let problems = try Self.versionProblems(in: Fixtures.repository, version: ToolRelease.version)
        XCTAssertEqual(problems.mismatches, [], "\n" + problems.mismatches.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(problems.copies, 5, "the SwiftPM, Mint and Homebrew snippets and the formula name the version")
    }

    func testAnotherVersionInAPageIsReported() {
        let text = "a\n.package(url: \"x\", from: \"9.9.9\"),\nbuilt with Swift 6.2.1 and swift-syntax 602.0.0\nmint install screengen/screengen@v1.0.0\n"
        let found = Self.versions(in: text)
        XCTAssertEqual(found.map(\.version), ["9.9.9", "1.0.0"])
        XCTAssertEqual(found.map(\.line), [2, 4])
    }

    /// The versions of `text` that are screengen's, with their lines.
    static func versions(in text: String) -> [(line: Int, version: String)] {
        var found: [(line: Int, version: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: /[0-9]+(?:\.[0-9]+)+/) where match.output.split(separator: ".").count == 3 {
                let before = line[..<match.range.lowerBound].suffix(16).lowercased()
                if otherProducts.contains(where: { before.hasSuffix($0 + " ") || before.hasSuffix($0 + ":") }) { continue }
                found.append((index + 1, String(match.output)))
            }
        }
        return found
    }

    /// Words before a version that make it another product's (`Swift 6.2.1`, `swift-tools-version:6.0.0`).
    private static let otherProducts = ["swift", "xcode", "ios", "tvos", "macos", "sdk", "swift-syntax", "yams", "swift-argument-parser", "swift-tools-version"]

    /// Each version in README.md, Docs/**/*.md and Formula/screengen.rb that is not `version`
    /// (`file:line: found`), and how many copies of it there are.
    static func versionProblems(in repository: URL, version: String) throws -> (mismatches: [String], copies: Int) {
        let docs = repository.appendingPathComponent("Docs")
        let pages = (FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
        var mismatches: [String] = []
        var copies = 0
        for path in (["README.md", "Formula/screengen.rb"] + pages).sorted() {
            let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            for found in versions(in: text) {
                if found.version == version { copies += 1 } else { mismatches.append("\(path):\(found.line): \(found.version), not \(version)") }
            }
        }
        return (mismatches, copies)
    }

    func testTheLicenseIsMITForTheAuthors() throws {
        let license = try text("LICENSE")
        XCTAssertTrue(license.hasPrefix("MIT License\n\nCopyright (c) 2026 The ScreenGen authors\n"), license)
    }
}
