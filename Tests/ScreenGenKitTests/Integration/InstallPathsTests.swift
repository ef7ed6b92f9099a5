import Foundation
import ScreenGenKit
import XCTest

/// What can be checked here of the install paths that need tools this machine lacks
/// (Homebrew, Mint), and the shell completions `make install` installs.
final class InstallPathsTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repository.appendingPathComponent(path), encoding: .utf8)
    }

    func testMakeInstallCompletionsWritesEveryShellsScript() throws {
        let prefix = Fixtures.temporaryFolder(self)
        let result = try ScreenGenProcess.tool("make", ["-s", "-C", Fixtures.repository.path, "install-completions",
                                                        "PREFIX=\(prefix.path)", "COMPLETION_BINARY=\(ScreenGenProcess.binary.path)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let scripts = [
            "share/zsh/site-functions/_screengen": "#compdef screengen",
            "share/bash-completion/completions/screengen": "complete -o filenames -F _screengen screengen",
            "share/fish/vendor_completions.d/screengen.fish": "complete -c 'screengen'",
        ]
        for (path, marker) in scripts {
            let script = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            XCTAssertTrue(script.contains(marker), "\(path) lacks \(marker)")
            for command in ["generate", "lint", "check", "import", "init"] {
                XCTAssertTrue(script.contains(command), "\(path) does not complete \(command)")
            }
        }
    }

    /// Mint runs `swift build -c release` and installs every executable product from
    /// `.build/release`: there must be exactly one, screengen.
    /// A clone in a folder whose path has spaces: the Makefile's recipes run screengen from
    /// the build folder below it, so they must quote its path.
    func testMakeRunsScreengenFromAFolderWithSpaces() throws {
        let folder = Fixtures.temporaryFolder(self).appendingPathComponent("a folder with spaces")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("screengen")
        try FileManager.default.copyItem(at: ScreenGenProcess.binary, to: binary)
        // `-o build`: the binary is given, so the build step is not run.
        for target in ["lint", "check"] {
            let result = try ScreenGenProcess.tool("make", ["-s", "-C", Fixtures.repository.path, "-o", "build", target, "SCREENGEN=\(binary.path)"])
            XCTAssertEqual(result.status, 0, "make \(target): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("No such file or directory"), result.stderr)
        }
    }

    func testTheOnlyExecutableProductIsScreengen() throws {
        let result = try ScreenGenProcess.tool("swift", ["package", "--package-path", Fixtures.repository.path, "--scratch-path", Fixtures.temporaryFolder(self).path, "dump-package"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let products = try XCTUnwrap(manifest["products"] as? [[String: Any]])
        let executables = products.filter { ($0["type"] as? [String: Any])?["executable"] != nil }.compactMap { $0["name"] as? String }
        XCTAssertEqual(executables, ["screengen"])
        let plugins = products.filter { ($0["type"] as? [String: Any])?["plugin"] != nil }.compactMap { $0["name"] as? String }
        XCTAssertEqual(plugins, ["ScreenGenPlugin"])
    }

    /// The README's Homebrew, Mint and SwiftPM commands name the repository the formula
    /// builds from, and install the release the formula names.
    func testReadmeInstallCommandsNameTheFormulasRepository() throws {
        let readme = try text("README.md")
        let formula = try text("Formula/screengen.rb")
        let homepage = try XCTUnwrap(formula.firstMatch(of: /homepage "([^"]+)"/)).1
        XCTAssertTrue(formula.contains("head \"\(homepage).git\""), "the formula builds from its homepage")
        let owner = try XCTUnwrap(homepage.firstMatch(of: /github\.com\/([^\/]+)\/([^\/]+)$/))
        XCTAssertTrue(readme.contains("brew tap \(owner.1)/\(owner.2) \(homepage)\n"), "README's brew tap")
        // The formula names the release tag, so the README installs the release everywhere.
        let tag = try XCTUnwrap(formula.firstMatch(of: /\n  url "[^"]+", tag: "v([0-9.]+)"/)).1
        XCTAssertEqual(String(tag), ToolRelease.version)
        XCTAssertTrue(readme.contains("brew install screengen "), "README's brew install")
        XCTAssertTrue(readme.contains("mint install \(owner.1)/\(owner.2)@v\(tag)\n"), "README's mint install")
        XCTAssertTrue(readme.contains(".package(url: \"\(homepage)\", from: \"\(tag)\")"), "README's package dependency")
    }

    /// The formula cannot run without Homebrew; its build command's flags must be ones this
    /// SwiftPM accepts, its product must exist, and the file it installs is where that
    /// build puts it.
    func testHomebrewFormulaBuildsTheProductItInstalls() throws {
        let formula = try text("Formula/screengen.rb")
        let system = try XCTUnwrap(formula.split(separator: "\n").first { $0.contains("system \"swift\", \"build\"") })
        let arguments = system.matches(of: /"([^"]*)"/).map { String($0.1) }
        XCTAssertEqual(arguments.prefix(2), ["swift", "build"])
        XCTAssertTrue(arguments.contains("release") && arguments.contains("--product"), "\(arguments)")
        let product = try XCTUnwrap(arguments.firstIndex(of: "--product").map { arguments[$0 + 1] })
        XCTAssertEqual(product, "screengen")
        XCTAssertTrue(formula.contains("bin.install \".build/release/\(product)\""), "the formula installs what it builds")

        // --show-bin-path parses every flag without building; a scratch path keeps .build alone.
        let scratch = Fixtures.temporaryFolder(self)
        let show = try ScreenGenProcess.tool("swift", Array(arguments.dropFirst()) + ["--package-path", Fixtures.repository.path,
                                                                                     "--scratch-path", scratch.path, "--show-bin-path"])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("/release"), show.stdout)

        // The formula's own test, on this build.
        let spec = try XCTUnwrap(formula.firstMatch(of: /\(testpath\/"Specs\/App.yml"\).write "([^"]*)"/)).1
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try spec.replacingOccurrences(of: "\\n", with: "\n").write(to: folder.appendingPathComponent("Specs/App.yml"), atomically: true, encoding: .utf8)
        let lint = try ScreenGenProcess.run(["lint"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdout.contains(try XCTUnwrap(formula.firstMatch(of: /assert_match "([^"]*)"/)).1))
    }
}
