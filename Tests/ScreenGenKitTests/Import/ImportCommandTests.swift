import Foundation
import XCTest

/// `screengen import`, and `--storyboards` on `lint`, through the real binary: the flow a
/// team follows — import, commit, and from then on every drift fails with a located error.
final class ImportCommandTests: XCTestCase {
    private func run(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.run(arguments, in: folder)
    }

    static func storyboard(identifier: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Nav-aa-001">
            <scenes>
                <scene sceneID="S01-aa-001">
                    <objects>
                        <navigationController id="Nav-aa-001" customClass="RootNavigationController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="S02-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="Crt-aa-001" customClass="CartViewController" customModule="Shop" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="S03-aa-001">
                    <objects>
                        <viewController title="Legal" id="Lgl-aa-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    private func makeApp() throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        let storyboards = folder.appendingPathComponent("App/Base.lproj")
        try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
        try Data(Self.storyboard(identifier: "Cart").utf8).write(to: storyboards.appendingPathComponent("Shop.storyboard"))
        return folder
    }

    /// A launch screen gets no spec (it would declare a storyboard no screen uses), so what
    /// `import` writes passes `lint --strict` at once; each file names the schema.
    func testImportSkipsLaunchScreensAndItsOutputPassesStrictLint() throws {
        let folder = try makeApp()
        let storyboards = folder.appendingPathComponent("App/Base.lproj")
        let launch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" launchScreen="YES" initialViewController="L01-aa-001">
                <scenes>
                    <scene sceneID="S01-aa-002">
                        <objects>
                            <viewController id="L01-aa-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        try Data(launch.utf8).write(to: storyboards.appendingPathComponent("LaunchScreen.storyboard"))
        // An older launch storyboard without the attribute, named by the app's Info.plist.
        try Data(launch.replacingOccurrences(of: " launchScreen=\"YES\"", with: "").utf8).write(to: storyboards.appendingPathComponent("Splash.storyboard"))
        let plist = try PropertyListSerialization.data(fromPropertyList: ["UILaunchStoryboardName": "Splash"], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("App/Info.plist"))

        let imported = try run(["import", "App"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.hasPrefix("""
            skipped App/Base.lproj/LaunchScreen.storyboard: it is the launch screen (launchScreen="YES" in the storyboard), which the system shows and the app never instantiates
            skipped App/Base.lproj/Splash.storyboard: it is the launch screen (UILaunchStoryboardName in Info.plist), which the system shows and the app never instantiates
            wrote Specs/Shop.yml from App/Base.lproj/Shop.storyboard: 2 screens; not imported: 1

            """), imported.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Specs").path), ["Shop.yml"])
        let spec = try String(contentsOf: folder.appendingPathComponent("Specs/Shop.yml"), encoding: .utf8)
        XCTAssertTrue(spec.hasPrefix("# yaml-language-server: $schema=../Schemas/screengen-spec.schema.json\n"), spec)
        let strict = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertEqual(strict.stderr, "")
    }

    func testImportThenEveryDriftFailsLint() throws {
        let folder = try makeApp()
        let imported = try run(["import", "App"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, """
            wrote Specs/Shop.yml from App/Base.lproj/Shop.storyboard: 2 screens; not imported: 1
              - Shop.storyboard:16: scene 'Lgl-aa-001' ('Legal'): no custom class (a plain viewController); set its Class to import it
            imported 2 storyboard screens, 0 nib screens and 0 typed segues; not declared, each listed with the reason: 1 scene, 0 segues, 0 view controller XIBs; 0 ignore entries written, each with its reason
            note: Storyboards do not say what a screen's initialize(...) takes, so no screen has 'initialize:'; add it to the screens that have one.

            """)
        let spec = try String(contentsOf: folder.appendingPathComponent("Specs/Shop.yml"), encoding: .utf8)
        XCTAssertTrue(spec.hasSuffix("""
            module: Shop
            storyboardPaths: [../App]

            storyboards:
              Shop:
                path: ../App/Base.lproj/Shop.storyboard

            screens:
              CartViewController:
                storyboard: Shop
                identifier: Cart
              RootNavigationController:
                storyboard: Shop
                initial: true

            """), spec)
        let clean = try run(["lint"], in: folder)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "specs OK: 2 screens\n")
        XCTAssertEqual(try run(["generate"], in: folder).status, 0)

        // Someone renames the Storyboard ID in Interface Builder.
        try Data(Self.storyboard(identifier: "ShoppingCart").utf8).write(to: folder.appendingPathComponent("App/Base.lproj/Shop.storyboard"))
        let drift = try run(["generate"], in: folder)
        XCTAssertEqual(drift.status, 1)
        XCTAssertTrue(drift.stderr.hasPrefix("""
            Specs/Shop.yml:20:17: error: Storyboard ID 'Cart' is not in 'App/Base.lproj/Shop.storyboard'; its class is on scene 'Crt-aa-001', whose Storyboard ID is 'ShoppingCart'
            App/Base.lproj/Shop.storyboard:11:17: note: the scene is here

            """), drift.stderr)
    }

    func testImportNeverOverwritesWithoutForce() throws {
        let folder = try makeApp()
        XCTAssertEqual(try run(["import", "App", "--output", "Specs"], in: folder).status, 0)
        let specURL = folder.appendingPathComponent("Specs/Shop.yml")
        try Data("# mine\n".utf8).write(to: specURL)
        let refused = try run(["import", "App"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "Specs/Shop.yml: error: refusing to overwrite an existing spec file; pass --force to replace it\n")
        XCTAssertEqual(try String(contentsOf: specURL, encoding: .utf8), "# mine\n")
        let forced = try run(["import", "App", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(try String(contentsOf: specURL, encoding: .utf8).contains("\n# Imported by screengen from Shop.storyboard.\n"))
    }

    func testImportUsageErrors() throws {
        let folder = try makeApp()
        let missing = try run(["import", "Nope"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "Nope: error: no such file or folder\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let noStoryboards = try run(["import", "Empty"], in: folder)
        XCTAssertEqual(noStoryboards.status, 2)
        XCTAssertEqual(noStoryboards.stderr, "screengen: error: no *.storyboard or *.xib files in 'Empty'\n")
        let badModule = try run(["import", "App", "--module", "My-App"], in: folder)
        XCTAssertEqual(badModule.status, 2)
        XCTAssertTrue(badModule.stderr.contains("'My-App' is not a valid Swift module name"), badModule.stderr)
        try Data(Self.storyboard(identifier: "Cart").replacingOccurrences(of: "customModule=\"Shop\" sceneMemberID", with: "customModule=\"Other\" sceneMemberID").utf8)
            .write(to: folder.appendingPathComponent("App/Other.storyboard"))
        // Classes of two modules, but both storyboards sit in the Shop target (their scenes
        // from the target say so): one module, the single-module layout. The navigation
        // controller class is the initial scene of both storyboards, so each storyboard has a
        // screen of it, named after the storyboard; Other's other class is of module Other.
        let twoModules = try run(["import", "App"], in: folder)
        XCTAssertEqual(twoModules.status, 0, twoModules.stderr)
        XCTAssertTrue(twoModules.stdout.contains("  renamed: screen 'OtherRootNavigationController' is class 'RootNavigationController' (the initial scene) "
            + "of Other.storyboard: the class is in several scenes\n"), twoModules.stdout)
        XCTAssertTrue(twoModules.stdout.contains("class 'CartViewController' is in module 'Other', not 'Shop'"), twoModules.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Specs").path).sorted(), ["Other.yml", "Shop.yml"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("screengen.yml").path), "no config for one module")
    }

    func testStoryboardsFlagTurnsTheCheckOn() throws {
        let folder = try makeApp()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("module: Shop\nstoryboards:\n  Shop: {}\nscreens:\n  CartViewController:\n    storyboard: Shop\n".utf8)
            .write(to: folder.appendingPathComponent("Specs/App.yml"))
        XCTAssertEqual(try run(["lint"], in: folder).status, 0, "no storyboard location: nothing to compare")
        let checked = try run(["lint", "--storyboards", "App"], in: folder)
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.stderr.contains("Specs/App.yml:5:3: error: Storyboard ID 'CartViewController' is not in 'App/Base.lproj/Shop.storyboard'"), checked.stderr)
        let missing = try run(["lint", "--storyboards", "Nope"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("storyboard folder 'Nope' does not exist (--storyboards)"), missing.stderr)
    }

    /// The corpus through the binary: what `import` writes is the golden spec (but for its
    /// `path:`), and `lint` and `generate` accept it, for iOS and macOS storyboards alike.
    func testCorpusThroughTheBinary() throws {
        let files = try GoldenImportTests.storyboards("iOS").map { ($0, "iOS") } + GoldenImportTests.storyboards("macOS").map { ($0, "macOS") }
        let folder = Fixtures.temporaryFolder(self)
        for (url, platform) in files {
            let name = url.deletingPathExtension().lastPathComponent
            let work = folder.appendingPathComponent("\(platform)/\(name)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let (caseFolder, module, _) = GoldenImportTests.golden(name, platform: platform)
            let imported = try run(["import", url.path] + (module.map { ["--module", $0] } ?? []), in: work)
            let golden = caseFolder.appendingPathComponent("Specs/\(name).yml")
            guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
                XCTAssertEqual(imported.status, 1, "\(name): nothing to import")
                let reason = try String(contentsOf: golden.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("skipped.txt"), encoding: .utf8)
                    .drop { $0 != ":" }.dropFirst(2).trimmingCharacters(in: .newlines)
                XCTAssertTrue(imported.stderr.contains(reason), "\(name): \(imported.stderr)")
                continue
            }
            XCTAssertEqual(imported.status, 0, "\(name): \(imported.stderr)")
            let written = try String(contentsOf: work.appendingPathComponent("Specs/\(name).yml"), encoding: .utf8)
            XCTAssertEqual(Self.withoutPath(written), Self.withoutPath(expected), name)
            let lint = try run(["lint"], in: work)
            XCTAssertEqual(lint.status, 0, "\(name): \(lint.stderr)")
            XCTAssertFalse(lint.stderr.contains("error:"), lint.stderr)
            XCTAssertEqual(try run(["generate"], in: work).status, 0, name)
        }
    }

    private static func withoutPath(_ spec: String) -> String {
        spec.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("    path: ") && !$0.hasPrefix("storyboardPaths: ") && !$0.hasPrefix("# yaml-language-server: $schema=") }.joined(separator: "\n")
    }
}
