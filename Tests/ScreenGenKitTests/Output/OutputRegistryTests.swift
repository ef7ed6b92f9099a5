import Foundation
@testable import ScreenGenKit
import XCTest

/// The output registry is the one place that decides which files a run writes: the paths
/// it names before rendering (what `xcfilelist` declares) are the files rendered, written
/// and checked, and each file comes from exactly one entry.
final class OutputRegistryTests: XCTestCase {
    /// Every module run the fixtures give, with and without the navigation graph, and the
    /// support module's runs.
    private func runs() throws -> [(name: String, run: OutputRun)] {
        var models: [(String, AppModel)] = []
        for folder in Fixtures.cases("Generate") {
            let result = Pipeline().run(specs: SpecFolder(path: "Specs", currentDirectory: folder.path))
            models.append((folder.lastPathComponent, try XCTUnwrap(result.outputModel, folder.lastPathComponent)))
        }
        for specs in ["Specs", "Example/TVGuide/Specs", "Example/MacNotes/Specs"] {
            let result = Pipeline().run(specs: SpecFolder(path: specs, currentDirectory: Fixtures.repository.path))
            models.append((specs, try XCTUnwrap(result.outputModel, specs)))
        }
        XCTAssertGreaterThanOrEqual(models.count, 10, "the generate fixtures are missing")
        var runs = models.flatMap { name, model in
            [(name, OutputRun(model: model)), ("\(name) with graph", OutputRun(model: model, writesGraph: true))]
        }
        for platform in TargetPlatform.onePerFramework {
            runs.append(("support module, \(platform)", .supportModule("ScreenGenSupport", source: "screengen.yml", platform: platform)))
        }
        return runs
    }

    /// The paths known before rendering are the files rendered, each named as its renderer
    /// names it, and the output list of the Xcode phase is exactly them and the run state.
    func testPlannedPathsAreTheRenderedFilesAndTheFileList() throws {
        for (name, run) in try runs() {
            let files = OutputFiles(run)
            let rendered = files.all
            XCTAssertEqual(files.paths, rendered.map(\.path), name)
            XCTAssertEqual(Set(files.paths).count, files.paths.count, "\(name): two outputs write one path")
            for planned in OutputRegistry.files(for: run) {
                XCTAssertEqual(planned.rendered().path, planned.path, "\(name): the output and its renderer disagree on the path")
            }
            let lists = FileLists(specFiles: [], configFile: nil, outputFolder: "Generated", generated: files.paths)
            XCTAssertEqual(lists.outputs, files.paths.sorted().map { "$(SRCROOT)/Generated/\($0)\n" }.joined(), name)
        }
    }

    /// Each file comes from one entry, and every entry writes files for some fixture: so an
    /// entry added to or removed from the list adds or removes exactly its files.
    func testEveryEntryWritesItsOwnFiles() throws {
        var used = Array(repeating: false, count: OutputRegistry.all.count)
        for (name, run) in try runs() {
            let byEntry = OutputRegistry.all.map { $0.files(for: run).map(\.path) }
            XCTAssertEqual(byEntry.flatMap { $0 }.sorted(), OutputFiles(run).paths, name)
            XCTAssertEqual(Set(byEntry.flatMap { $0 }).count, byEntry.flatMap { $0 }.count, "\(name): two entries write one path")
            for (index, paths) in byEntry.enumerated() where !paths.isEmpty { used[index] = true }
        }
        for (output, wasUsed) in zip(OutputRegistry.all, used) {
            XCTAssertTrue(wasUsed, "\(type(of: output)) writes no file for any fixture")
        }
    }

    /// The files render on the cores in the registry's order: the module-wide files (support,
    /// tests, segues, routes), which grow with every screen, come before the many screen
    /// files, so that none of them starts last and keeps one core busy while the other idles.
    func testModuleWideFilesAreScheduledBeforeTheScreenFiles() throws {
        for (name, run) in try runs() {
            let paths = OutputRegistry.files(for: run).map(\.path)
            guard let firstScreens = paths.firstIndex(where: { $0.hasSuffix("+Screens.swift") }) else { continue }
            XCTAssertEqual(paths[firstScreens...].filter { !$0.hasSuffix("+Screens.swift") }, [], "\(name): a module-wide file is scheduled after screen files")
        }
    }

    /// Through the binary: the files `generate` writes are the ones `xcfilelist` declares,
    /// for a module with segues and the navigation graph, and for several modules with a
    /// support module.
    func testGenerateWritesWhatTheFileListDeclares() throws {
        let single = Fixtures.temporaryFolder(self).appendingPathComponent("Single")
        try FileManager.default.createDirectory(at: single.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Generate/segues/Specs/Flow.yml"),
                                         to: single.appendingPathComponent("Specs/Flow.yml"))
        try Data("graph: true\n".utf8).write(to: single.appendingPathComponent("screengen.yml"))
        let modules = Fixtures.temporaryFolder(self).appendingPathComponent("Modules")
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Modules"), to: modules)
        for folder in ["Features/Feed/Generated", "Features/Settings/Generated", "Features/Onboarding/Generated", "Support/Generated"] {
            try? FileManager.default.removeItem(at: modules.appendingPathComponent(folder))
        }
        for (folder, least) in [(single, 5), (modules, 8)] {
            let lists = try ScreenGenProcess.run(["xcfilelist"], in: folder)
            XCTAssertEqual(lists.status, 0, lists.stderr)
            let declared = try String(contentsOf: folder.appendingPathComponent("screengen-outputs.xcfilelist"), encoding: .utf8)
                .split(separator: "\n").map { String($0.dropFirst("$(SRCROOT)/".count)) }
            let generate = try ScreenGenProcess.run(["generate", "--verbose"], in: folder)
            XCTAssertEqual(generate.status, 0, generate.stderr)
            let written = generate.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") && !$0.contains(" files,") && !$0.contains(" file,") }
                .map { String($0.dropFirst("wrote ".count)) }
            XCTAssertGreaterThanOrEqual(written.count, least, generate.stdout)
            XCTAssertEqual(Set(written), Set(declared), folder.lastPathComponent)
            XCTAssertTrue(declared.contains { $0.hasSuffix("/Navigation.md") } || folder == modules, declared.joined(separator: "\n"))
        }
    }
}
