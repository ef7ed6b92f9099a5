import Foundation
import XCTest

/// `screengen import` over several targets through the real binary: one spec folder per
/// module and a config file listing them, each folder linting clean; `--module PATH=NAME`,
/// `--config-output`, the storyboard whose module cannot be told, and the refusal to
/// overwrite an existing config.
final class ImportCommandModulesTests: XCTestCase {
    private func run(_ arguments: [String], in folder: URL) throws -> ScreenGenProcess.Finished {
        try ScreenGenProcess.run(arguments, in: folder)
    }

    /// A copy of `Tests/Fixtures/ImportModules/Tree` as `Tree/` in a new folder, so what the
    /// import writes is laid out as the golden files are.
    private func makeTree() throws -> URL {
        let folder = Fixtures.temporaryFolder(self)
        try FileManager.default.copyItem(at: GoldenImportModulesTests.folder.appendingPathComponent("Tree"), to: folder.appendingPathComponent("Tree"))
        return folder
    }

    private func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The file without its first line, the `$schema` line, which differs with the folder's depth.
    private func body(_ text: String) -> Substring {
        text.drop { $0 != "\n" }
    }

    func testImportWritesOneFolderPerModuleAndTheConfig() throws {
        let folder = try makeTree()
        let imported = try run(["import", "Tree"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout, """
            skipped Tree/App/Base.lproj/LaunchScreen.storyboard: it is the launch screen (launchScreen="YES" in the storyboard), which the system shows and the app never instantiates
            wrote Specs/App/Main.yml from Tree/App/Base.lproj/Main.storyboard: 2 screens; not imported: 1
              - Main.storyboard:28: scene 'Sct-00-001' (Storyboard ID 'SettingsShortcut'): class 'SettingsShortcutViewController' is in module 'Settings', not 'App'
            wrote Specs/Feed/Feed.yml from Tree/Feed/Resources/Feed.storyboard: 2 screens
            wrote Specs/Profile/Profile.yml from Tree/Sources/Profile/Resources/Profile.storyboard: 1 screen
            wrote Specs/Settings/Settings.yml from Tree/Settings/Settings.storyboard: 1 screen
            module App: 1 storyboard below Tree/App/
            module Feed: 1 storyboard below Tree/Feed/Resources/
            module Profile: 1 storyboard below Tree/Sources/Profile/Resources/
            module Settings: 1 storyboard below Tree/Settings/
            wrote screengen.yml: 4 modules (App, Feed, Profile, Settings)
            imported 6 storyboard screens, 0 nib screens and 2 typed segues; not declared, each listed with the reason: 1 scene, 0 segues, 0 view controller XIBs; 0 ignore entries written, each with its reason
            note: \(Self.parametersNote)

            """)
        let golden = GoldenImportModulesTests.folder
        for spec in ["App/Main.yml", "Feed/Feed.yml", "Profile/Profile.yml", "Settings/Settings.yml"] {
            XCTAssertEqual(body(try read("Specs/\(spec)", in: folder)), body(try read("Specs/\(spec)", in: golden)), spec)
        }
        XCTAssertEqual(try read("screengen.yml", in: folder), try read("screengen.yml", in: golden))
        // Each folder lints on its own; the config is set aside so that lint reads only the
        // folder named by --specs.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("screengen.yml"), to: folder.appendingPathComponent("modules.yml"))
        for module in ["App", "Feed", "Profile", "Settings"] {
            let lint = try run(["lint", "--strict", "--specs", "Specs/\(module)"], in: folder)
            XCTAssertEqual(lint.status, 0, "\(module): \(lint.stderr)")
            XCTAssertEqual(lint.stderr, "", module)
            XCTAssertTrue(lint.stdout.hasPrefix("specs OK: "), lint.stdout)
        }
        // And all of them through the written config, as one run: lint, generate, check.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("modules.yml"), to: folder.appendingPathComponent("screengen.yml"))
        let lint = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
        XCTAssertEqual(lint.stdout, "specs OK: 6 screens in 4 modules\n")
        let generated = try run(["generate"], in: folder)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        XCTAssertEqual(generated.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
                       ["Generated/App", "Generated/Feed", "Generated/Profile", "Generated/Settings", "Generated/ScreenGenSupport"])
        XCTAssertEqual(try run(["check"], in: folder).status, 0)
    }

    func testImportNeverOverwritesAnExistingConfig() throws {
        let folder = try makeTree()
        try Data("# mine\n".utf8).write(to: folder.appendingPathComponent("screengen.yml"))
        let refused = try run(["import", "Tree"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "screengen.yml: error: refusing to overwrite an existing config file; pass --force to replace it\n")
        XCTAssertEqual(try read("screengen.yml", in: folder), "# mine\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs").path), "nothing written")

        let forced = try run(["import", "Tree", "--force"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(try read("screengen.yml", in: folder), try read("screengen.yml", in: GoldenImportModulesTests.folder))
        let again = try run(["import", "Tree"], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.stderr, """
            Specs/App/Main.yml: error: refusing to overwrite an existing spec file; pass --force to replace it
            Specs/Feed/Feed.yml: error: refusing to overwrite an existing spec file; pass --force to replace it
            Specs/Profile/Profile.yml: error: refusing to overwrite an existing spec file; pass --force to replace it
            Specs/Settings/Settings.yml: error: refusing to overwrite an existing spec file; pass --force to replace it
            screengen.yml: error: refusing to overwrite an existing config file; pass --force to replace it

            """)
    }

    /// `--module PATH=NAME` names a target folder's module; `--config-output` puts the config
    /// elsewhere, with paths relative to it.
    func testModulePathAssignmentAndConfigOutput() throws {
        let folder = try makeTree()
        let imported = try run(["import", "Tree", "--module", "Tree/Sources/Profile=ProfileKit", "--config-output", "Config/modules.yml"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("wrote Specs/ProfileKit/Profile.yml from Tree/Sources/Profile/Resources/Profile.storyboard: 1 screen\n"), imported.stdout)
        XCTAssertTrue(try read("Specs/ProfileKit/Profile.yml", in: folder).contains("\nmodule: ProfileKit\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("screengen.yml").path))
        XCTAssertTrue(try read("Config/modules.yml", in: folder).hasSuffix("""
            modules:
              - specs: ../Specs/App
                output: ../Generated/App
              - specs: ../Specs/Feed
                output: ../Generated/Feed
              - specs: ../Specs/ProfileKit
                output: ../Generated/ProfileKit
              - specs: ../Specs/Settings
                output: ../Generated/Settings
            support:
              module: ScreenGenSupport
              output: ../Generated/ScreenGenSupport

            """))
        let lint = try run(["lint", "--specs", "Specs/ProfileKit"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
    }

    /// One target, named with `--module PATH=NAME`: the single-module layout, and a config
    /// only when `--config-output` asks for one.
    func testOneModuleKeepsTheSingleModuleLayout() throws {
        let folder = try makeTree()
        let imported = try run(["import", "Tree/Feed", "--module", "Tree/Feed=Feed"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Specs").path), ["Feed.yml"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("screengen.yml").path))
        XCTAssertTrue(try read("Specs/Feed.yml", in: folder).contains("\n    path: ../Tree/Feed/Resources/Feed.storyboard\n"))

        let withConfig = try run(["import", "Tree/Settings", "--output", "SettingsSpecs", "--config-output", "settings.yml"], in: folder)
        XCTAssertEqual(withConfig.status, 0, withConfig.stderr)
        XCTAssertTrue(try read("settings.yml", in: folder).hasSuffix("modules:\n  - specs: SettingsSpecs\n    output: Generated/Settings\n"))
    }

    /// A storyboard whose scenes take their module from the target, sitting where no folder
    /// names a target: the import stops, naming it and the option that settles it.
    func testUndecidableModuleIsNamedAndSettledByModulePath() throws {
        let folder = try makeTree()
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Tree/App/Base.lproj/Main.storyboard"), to: folder.appendingPathComponent("Main.storyboard"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Tree/App"))
        let refused = try run(["import", ".", "--config-output", "modules.yml"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, """
            Main.storyboard: error: cannot tell which module this storyboard belongs to: neither --module PATH=NAME, its scenes' classes, \
            nor its folders (Sources/<Target>/... or <Target>/... below the import path) name one; pass --module Main.storyboard=<Module>
            screengen: cannot tell every storyboard's module; nothing written

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("modules.yml").path))

        let settled = try run(["import", ".", "--module", "Main.storyboard=App", "--config-output", "modules.yml"], in: folder)
        XCTAssertEqual(settled.status, 0, settled.stderr)
        XCTAssertTrue(settled.stdout.contains("wrote Specs/App/Main.yml from Main.storyboard: 2 screens; not imported: 1\n"), settled.stdout)
        let lint = try run(["lint", "--specs", "Specs/App"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
    }

    /// A segue into another module's screen cannot be a typed segue of this one: it is listed
    /// with the reason, and lint, which knows the spec cannot declare it, does not warn about it.
    func testSegueIntoAnotherModuleIsListed() throws {
        let folder = try makeTree()
        let main = folder.appendingPathComponent("Tree/App/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: main, encoding: .utf8)
            .replacingOccurrences(of: """
                <segue destination="Abt-00-001" kind="show" identifier="showAbout" id="g01-ap-Sg1"/>
                """, with: """
                <segue destination="Abt-00-001" kind="show" identifier="showAbout" id="g01-ap-Sg1"/>
                                        <segue destination="Ref-00-001" kind="show" identifier="showFeed" id="g02-ap-Sg2"/>
                                        <segue destination="Sct-00-001" kind="show" identifier="showShortcut" id="g03-ap-Sg3"/>
                """)
            .replacingOccurrences(of: "    </scenes>", with: """
                        <scene sceneID="s05-ap-Scn">
                            <objects>
                                <viewControllerPlaceholder storyboardName="Feed" referencedIdentifier="Post" id="Ref-00-001" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                """)
        try Data(text.utf8).write(to: main)
        let imported = try run(["import", "Tree"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("""
            wrote Specs/App/Main.yml from Tree/App/Base.lproj/Main.storyboard: 2 screens; not imported: 4
              - Main.storyboard:30: scene 'Sct-00-001' (Storyboard ID 'SettingsShortcut'): class 'SettingsShortcutViewController' is in module 'Settings', not 'App'
              - Main.storyboard:38: reference 'Ref-00-001': a reference to storyboard 'Feed', not a scene; the spec of the storyboard it leads to declares that scene
              - segue 'showFeed' of 'HomeViewController': it leads to 'PostViewController' of module 'Feed', and a segue's destination must be a screen of module 'App'
              - segue 'showShortcut' of 'HomeViewController': it leads to 'SettingsShortcutViewController' of module 'Settings', and a segue's destination must be a screen of module 'App'

            """), imported.stdout)
        let spec = try read("Specs/App/Main.yml", in: folder)
        XCTAssertTrue(spec.contains("\n# - segue 'showFeed' of 'HomeViewController': it leads to 'PostViewController' of module 'Feed', and\n"), spec)
        XCTAssertTrue(spec.contains("    segues:\n      showAbout: AboutViewController\n"), spec)
        // The spec cannot declare them, so lint does not ask for them either.
        let lint = try run(["lint", "--strict"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
    }

    func testModuleOptionUsageErrors() throws {
        let folder = try makeTree()
        let twice = try run(["import", "Tree", "--module", "App", "--module", "Feed"], in: folder)
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("--module NAME is the one module of every storyboard; give it once, or give --module PATH=NAME per target folder"), twice.stderr)
        let mixed = try run(["import", "Tree", "--module", "App", "--module", "Tree/Feed=Feed"], in: folder)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue(mixed.stderr.contains("--module NAME puts every storyboard in one module, so it cannot be combined with --module PATH=NAME"), mixed.stderr)
        let badName = try run(["import", "Tree", "--module", "Tree/Feed=My-Feed"], in: folder)
        XCTAssertEqual(badName.status, 2)
        XCTAssertTrue(badName.stderr.contains("'My-Feed' is not a valid Swift module name (--module)"), badName.stderr)
        let typo = try run(["import", "Tree", "--module", "Tree/Feeds=Feed"], in: folder)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "Tree/Feeds: error: no storyboard being imported is at or below this path (--module Tree/Feeds=Feed)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs").path))
        let noPath = try run(["import", "Tree", "--module", "=Feed"], in: folder)
        XCTAssertEqual(noPath.status, 2)
        XCTAssertTrue(noPath.stderr.contains("'=Feed' has no PATH before '=' (--module PATH=NAME)"), noPath.stderr)
    }

    private static let parametersNote = "Storyboards do not say what a screen's initialize(...) takes, so no screen has 'initialize:'; add it to the screens that have one."
}
