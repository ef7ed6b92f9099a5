import Foundation
import ScreenGenKit
import XCTest

/// `make release VERSION=x.y.z` (`Scripts/release.sh`, Docs/Releasing.md), run in a clone of
/// this repository with the artifact bundle made from this build instead of a 10-minute
/// release build (`RELEASE_SKIP_BUILD=1`) and a fixed date.
final class ReleaseScriptTests: XCTestCase {
    private let date = "2031-02-03"

    /// The next minor version after this tree's.
    private var next: String {
        let parts = ToolRelease.version.split(separator: ".").compactMap { Int($0) }
        return "\(parts[0]).\(parts[1] + 1).0"
    }

    private func git(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.tool("git", ["-C", folder.path] + arguments)
    }

    /// A clone of the repository at HEAD, with the work tree's changes committed on top, so
    /// that what is tested is the tree as it is. Whatever the repository's own release state,
    /// the clone has something to release: its tags are dropped (a release made from this
    /// tree is not the test's), and an empty Unreleased section (right after a release) gets
    /// one entry.
    private func clone() throws -> URL {
        guard try git(["rev-parse", "--is-inside-work-tree"], in: Fixtures.repository).status == 0 else {
            throw XCTSkip("the repository is not a git work tree here")
        }
        let clone = Fixtures.temporaryFolder(self).appendingPathComponent("clone")
        XCTAssertEqual(try ScreenGenProcess.tool("git", ["clone", "-q", Fixtures.repository.path, clone.path]).status, 0)
        let changed = try git(["ls-files", "-z", "--modified", "--others", "--exclude-standard"], in: Fixtures.repository).stdout
        for path in changed.split(separator: "\0").map(String.init) {
            let target = clone.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent(path), to: target)
        }
        for path in try git(["ls-files", "-z", "--deleted"], in: Fixtures.repository).stdout.split(separator: "\0") {
            try? FileManager.default.removeItem(at: clone.appendingPathComponent(String(path)))
        }
        for tag in try git(["tag", "-l"], in: clone).stdout.split(separator: "\n") {
            XCTAssertEqual(try git(["tag", "-d", String(tag)], in: clone).status, 0)
        }
        let changelog = clone.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        if text.contains("## [Unreleased]\n\n## [") {
            try text.replacingOccurrences(of: "## [Unreleased]\n\n", with: "## [Unreleased]\n\n- A change for the test to release.\n\n")
                .write(to: changelog, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try git(["add", "-A"], in: clone).status, 0)
        if try !git(["status", "--porcelain"], in: clone).stdout.isEmpty {
            let commit = try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "The work tree"], in: clone)
            XCTAssertEqual(commit.status, 0, commit.stderr)
        }
        return clone
    }

    /// `make release VERSION=version` in `clone`, with the build skipped and the date fixed.
    private func release(_ version: String, in clone: URL, extra: [String: String] = [:]) throws -> ScreenGenProcess.Finished {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(["RELEASE_SKIP_BUILD": "1", "RELEASE_DATE": date, "GIT_AUTHOR_NAME": "Release Test", "GIT_AUTHOR_EMAIL": "release@example.com",
                           "GIT_COMMITTER_NAME": "Release Test", "GIT_COMMITTER_EMAIL": "release@example.com"]) { $1 }
        environment.merge(extra) { $1 }
        return try ScreenGenProcess.run(["make", "-s", "-C", clone.path, "release", "VERSION=\(version)"],
                                        executable: URL(fileURLWithPath: "/usr/bin/env"), environment: environment)
    }

    /// The bundle `make artifactbundle` would leave, from this build's binary.
    private func makeBundle(_ version: String, in clone: URL) throws {
        let bundle = clone.appendingPathComponent("screengen.artifactbundle").path
        let made = try ScreenGenProcess.tool("bash", [clone.appendingPathComponent("Scripts/artifactbundle.sh").path, bundle, version, ScreenGenProcess.binary.path])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    private func text(_ path: String, in clone: URL) throws -> String {
        try String(contentsOf: clone.appendingPathComponent(path), encoding: .utf8)
    }

    func testReleaseSetsTheVersionEverywhereDatesTheChangelogCommitsTagsAndZips() throws {
        let clone = try clone()
        let old = ToolRelease.version, new = next
        let unreleased = try XCTUnwrap(try text("CHANGELOG.md", in: clone).firstMatch(of: /## \[Unreleased\]\n\n([^\n]+)\n/)?.1)
        try makeBundle(new, in: clone)
        let result = try release(new, in: clone)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)

        // The version in its one place and in every copy; the old one nowhere but the changelog.
        XCTAssertTrue(try text("Sources/ScreenGenKit/Config/ToolRelease.swift", in: clone).contains("public static let version = \"\(new)\"\n"))
        let copies = try ReleaseFilesTests.versionProblems(in: clone, version: new)
        XCTAssertEqual(copies.mismatches, [])
        XCTAssertGreaterThanOrEqual(copies.copies, 5)
        let grep = try git(["grep", "-n", "-F", old, "--", "README.md", "Docs", "Formula", "Sources", "Makefile"], in: clone)
        XCTAssertEqual(grep.stdout, "", "copies of \(old) the release left")

        // Unreleased is dated, a fresh one above it, and the links compare the tags.
        let changelog = try text("CHANGELOG.md", in: clone)
        XCTAssertTrue(changelog.contains("## [Unreleased]\n\n## [\(new)] - \(date)\n\n\(unreleased)\n"), changelog.prefix(1_200).description)
        XCTAssertTrue(changelog.contains("\n[Unreleased]: \(ToolRelease.repository)/compare/v\(new)...HEAD\n[\(new)]: \(ToolRelease.repository)/compare/v\(old)...v\(new)\n"))

        // One commit, an annotated tag on it, nothing left over.
        XCTAssertEqual(try git(["log", "-1", "--format=%s"], in: clone).stdout, "Release \(new)\n")
        XCTAssertEqual(try git(["cat-file", "-t", "v\(new)"], in: clone).stdout, "tag\n")
        XCTAssertEqual(try git(["rev-parse", "v\(new)^{commit}"], in: clone).stdout, try git(["rev-parse", "HEAD"], in: clone).stdout)
        XCTAssertEqual(try git(["status", "--porcelain"], in: clone).stdout, "")
        let changed = try git(["diff", "--name-only", "HEAD~1"], in: clone).stdout.split(separator: "\n").map(String.init)
        let expected = ["CHANGELOG.md", "Formula/screengen.rb", "README.md", "Sources/ScreenGenKit/Config/ToolRelease.swift"]
        XCTAssertEqual(changed.filter { !$0.hasPrefix("Docs/") }, expected)
        XCTAssertTrue(changed.allSatisfy { expected.contains($0) || ($0.hasPrefix("Docs/") && $0.hasSuffix(".md")) }, "\(changed)")

        // The zip holds the bundle; its checksum is SwiftPM's, beside it and in what to publish.
        let zip = clone.appendingPathComponent(".build-release/screengen-\(new).artifactbundle.zip")
        let listing = try ScreenGenProcess.tool("unzip", ["-l", zip.path])
        XCTAssertTrue(listing.stdout.contains("screengen.artifactbundle/info.json"), listing.stdout)
        let checksum = try ScreenGenProcess.tool("swift", ["package", "compute-checksum", zip.path]).stdout
        XCTAssertEqual(try String(contentsOf: URL(fileURLWithPath: zip.path + ".sha256"), encoding: .utf8), checksum)
        XCTAssertTrue(result.stdout.contains("git push origin HEAD v\(new)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("checksum: \"\(checksum.trimmingCharacters(in: .whitespacesAndNewlines))\")"), result.stdout)

        // The same version again stops before changing anything.
        let again = try release(new, in: clone)
        XCTAssertEqual(again.status, 2, "make's status for a failed recipe")
        XCTAssertTrue(again.stderr.contains("release: error: v\(new) is already tagged"), again.stderr)
        XCTAssertEqual(try git(["log", "-1", "--format=%s"], in: clone).stdout, "Release \(new)\n")
        XCTAssertEqual(try git(["status", "--porcelain"], in: clone).stdout, "")
    }

    /// Each refusal names the reason and leaves the clone as it was; a failure after the
    /// files changed restores them.
    func testReleaseRefusesWhatIsNotReleasableAndRestoresOnFailure() throws {
        let clone = try clone()
        let head = try git(["rev-parse", "HEAD"], in: clone).stdout
        let refusals: [(version: String, setUp: () throws -> Void, message: String)] = [
            ("1.2", {}, "'1.2' is not a release version"),
            ("v\(next)", {}, "'v\(next)' is not a release version"),
            (ToolRelease.version, {}, "\(ToolRelease.version) is not newer than the current version"),
            (next, {}, "RELEASE_SKIP_BUILD=1 but there is no screengen.artifactbundle"),
            (next, { try self.makeBundle("0.0.1", in: clone) }, "screengen.artifactbundle is not built for \(self.next)"),
            (next, { try "x".write(to: clone.appendingPathComponent("stray.txt"), atomically: true, encoding: .utf8) },
             "the work tree has changes"),
        ]
        for refusal in refusals {
            try refusal.setUp()
            let result = try release(refusal.version, in: clone)
            XCTAssertNotEqual(result.status, 0, refusal.message)
            XCTAssertTrue(result.stderr.contains("release: error: \(refusal.message)"), "\(refusal.message):\n\(result.stderr)")
            XCTAssertEqual(try git(["rev-parse", "HEAD"], in: clone).stdout, head)
            XCTAssertTrue(try git(["tag"], in: clone).stdout.isEmpty)
        }
        try FileManager.default.removeItem(at: clone.appendingPathComponent("stray.txt"))

        // The build fails after the version is set: the files are as they were.
        let failed = try release(next, in: clone, extra: ["RELEASE_SKIP_BUILD": "0", "MAKE": "false"])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue(failed.stderr.contains("release: stopped; the files it changed are restored"), failed.stderr)
        XCTAssertEqual(try git(["status", "--porcelain"], in: clone).stdout, "")
        XCTAssertEqual(try git(["rev-parse", "HEAD"], in: clone).stdout, head)
    }

    /// The README's SwiftPM snippet, in a package whose mirror for the repository's address is
    /// the released clone, resolves to the release tag: SwiftPM reads `v`-prefixed tags.
    func testTheReadmesPackageDependencyResolvesToTheReleaseTag() throws {
        let clone = try clone()
        try makeBundle(next, in: clone)
        XCTAssertEqual(try release(next, in: clone).status, 0)
        let readme = try text("README.md", in: clone)
        let dependency = try XCTUnwrap(readme.firstMatch(of: /\.package\(url: "[^"]+", from: "[^"]+"\)/)?.output, "the README's dependency line")
        XCTAssertTrue(dependency.contains(ToolRelease.repository) && dependency.contains("from: \"\(next)\""), String(dependency))

        let package = Fixtures.temporaryFolder(self).appendingPathComponent("Consumer")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Consumer"), withIntermediateDirectories: true)
        try "".write(to: package.appendingPathComponent("Sources/Consumer/Consumer.swift"), atomically: true, encoding: .utf8)
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [\(dependency)],
                targets: [.target(name: "Consumer")]
            )

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let mirror = try ScreenGenProcess.tool("swift", ["package", "--package-path", package.path, "config", "set-mirror",
                                                         "--original", ToolRelease.repository, "--mirror", clone.path])
        XCTAssertEqual(mirror.status, 0, mirror.stderr)
        let resolve = try ScreenGenProcess.tool("swift", ["package", "--package-path", package.path, "--scratch-path",
                                                          Fixtures.temporaryFolder(self).path, "resolve"])
        XCTAssertEqual(resolve.status, 0, resolve.stdout + resolve.stderr)
        let resolved = try text("Package.resolved", in: package)
        XCTAssertTrue(resolved.contains("\"version\" : \"\(next)\""), resolved)
        XCTAssertTrue(resolved.contains(try git(["rev-parse", "HEAD"], in: clone).stdout.trimmingCharacters(in: .newlines)), resolved)
    }
}
