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

    func testTheLicenseIsMITForTheAuthors() throws {
        let license = try text("LICENSE")
        XCTAssertTrue(license.hasPrefix("MIT License\n\nCopyright (c) 2026 The ScreenGen authors\n"), license)
    }
}
