import Foundation
import ScreenGenKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `generate` and `import` killed at random points, several runs at once on one output,
/// corrupted run records, a full disk: after each, every output file is its old or its new
/// bytes (and the output as a whole is all old or all new unless the kill fell between two
/// renames of the commit), `check` tells the truth, the next `generate` repairs everything,
/// and no file a person made is gone.
///
/// `make test` runs a few rounds; `make soak` runs thousands (`SCREENGEN_SOAK_RUNS`).
final class ReliabilityTests: XCTestCase {
    private let rounds = ProcessInfo.processInfo.environment["SCREENGEN_SOAK_RUNS"].flatMap(Int.init) ?? 6
    private let userFiles = ["M1/Generated/NOTES.txt": "mine\n", "M1/Generated/M1/.M1+Screens.swift.screengen-1.tmp": "mine too\n",
                             "M3/Generated/.screengen-1-mine/Keep.swift": "// mine\n"]

    private struct Versions {
        var old: [String: String]
        var new: [String: String]
    }

    /// The output files, without user files and the run records earlier releases left;
    /// staged files of killed runs left out.
    private func outputs(_ project: ModuleProject) -> [String: String] {
        project.snapshot(staged: false).filter { !$0.key.hasSuffix("/.screengen") && userFiles[$0.key] == nil }
    }

    /// Generates both versions once: `a.yml` (Int parameters) and `b.yml` (String).
    private func prepare(_ project: ModuleProject) throws -> Versions {
        try project.write(type: "Int", screens: 80, specs: "SpecsA", config: "a.yml")
        try project.write(type: "String", screens: 80, specs: "SpecsB", config: "b.yml")
        XCTAssertEqual(try project.run(["generate", "--quiet", "--config", "a.yml"]).status, 0)
        let old = outputs(project)
        XCTAssertEqual(try project.run(["generate", "--quiet", "--config", "b.yml"]).status, 0)
        let new = outputs(project)
        XCTAssertEqual(Set(old.keys), Set(new.keys))
        XCTAssertTrue(old.keys.allSatisfy { old[$0] != new[$0] || $0.hasSuffix("ScreenGen.swift") })
        return Versions(old: old, new: new)
    }

    /// Puts the old version back, with its record, and the user's files.
    private func restoreOld(_ project: ModuleProject) throws {
        for output in project.outputs { try? FileManager.default.removeItem(at: project.folder.appendingPathComponent(output)) }
        XCTAssertEqual(try project.run(["generate", "--quiet", "--config", "a.yml"]).status, 0)
        for (path, text) in userFiles { try ModuleProject.save(text, to: project.folder.appendingPathComponent(path)) }
    }

    /// What must hold after anything: each file old or new, the user's files there, `check`
    /// truthful; then a full `generate` makes it all new and removes every staged file.
    private func assertRecovers(_ project: ModuleProject, _ versions: Versions, _ what: String) throws -> Bool {
        let files = outputs(project)
        XCTAssertEqual(Set(files.keys), Set(versions.new.keys), what)
        for (path, text) in files where text != versions.old[path] && text != versions.new[path] {
            XCTFail("\(what): \(path) is neither old nor new (\(text.utf8.count) bytes)")
        }
        let mixed = files != versions.old && files != versions.new
        let check = try project.run(["check", "--quiet", "--config", "b.yml"])
        XCTAssertEqual(check.status, files == versions.new ? 0 : 1, "\(what): check tells the truth: \(check.stderr)")
        let repair = try project.run(["generate", "--quiet", "--config", "b.yml"])
        XCTAssertEqual(repair.status, 0, "\(what): \(repair.stderr)")
        XCTAssertEqual(outputs(project), versions.new, what)
        XCTAssertEqual(project.snapshot().keys.filter { $0.contains("/.screengen") && userFiles[$0] == nil }, [],
                       "\(what): no staged file or old run record left")
        XCTAssertEqual(try project.run(["check", "--quiet", "--config", "b.yml"]).status, 0, what)
        for (path, text) in userFiles {
            XCTAssertEqual(try? String(contentsOf: project.folder.appendingPathComponent(path), encoding: .utf8), text, "\(what): \(path)")
        }
        return mixed
    }

    func testKilledConcurrentAndCorruptedRunsAlwaysRecover() throws {
        let project = ModuleProject(in: Fixtures.temporaryFolder(self), count: 3)
        let versions = try prepare(project)
        let start = Date()
        XCTAssertEqual(try project.run(["generate", "--quiet", "--config", "a.yml"]).status, 0)
        let duration = Date().timeIntervalSince(start)
        var mixed = 0
        for round in 0..<rounds {
            try restoreOld(project)
            let what: String
            switch round % 3 {
            case 0:
                let delay = Double.random(in: 0...(duration * 1.2))
                what = "round \(round): generate killed after \(delay)s"
                let run = try ScreenGenProcess(["generate", "--quiet", "--config", "b.yml"], in: project.folder)
                usleep(useconds_t(delay * 1_000_000))
                kill(run.process.processIdentifier, SIGKILL)
                _ = run.wait()
            case 1:
                what = "round \(round): four runs at once"
                let runs = try (0..<4).map { try ScreenGenProcess(["generate", "--quiet", "--config", $0.isMultiple(of: 2) ? "a.yml" : "b.yml"], in: project.folder) }
                for run in runs { XCTAssertEqual(run.wait().status, 0, what) }
                let files = outputs(project)
                XCTAssertTrue(files == versions.old || files == versions.new, "\(what): one run's complete output")
            default:
                // The run record an earlier release kept: never read, removed by the next generate.
                what = "round \(round): run records of an earlier release"
                for output in project.outputs {
                    let record = project.folder.appendingPathComponent("\(output)/.screengen")
                    try Data((0..<Int.random(in: 0...512)).map { _ in UInt8.random(in: 0...255) }).write(to: record)
                }
            }
            if try assertRecovers(project, versions, what) { mixed += 1 }
        }
        print("ReliabilityTests: \(rounds) rounds, a run takes \(duration)s; \(mixed) kills left old and new files side by side (each file whole)")
    }

    /// `import --force` killed at random points: each spec file is its old or its new text.
    func testKilledImportLeavesEachSpecOldOrNew() throws {
        let folder = Fixtures.temporaryFolder(self)
        let storyboardFolder = folder.appendingPathComponent("App/Base.lproj")
        func storyboards(_ identifier: String) throws {
            for index in 0..<30 {
                let text = ImportCommandTests.storyboard(identifier: identifier)
                    .replacingOccurrences(of: "CartViewController", with: "Cart\(index)ViewController")
                    .replacingOccurrences(of: "RootNavigationController", with: "Root\(index)NavigationController")
                try ModuleProject.save(text, to: storyboardFolder.appendingPathComponent("Shop\(index).storyboard"))
            }
        }
        let specs = folder.appendingPathComponent("Specs")
        func specFiles() -> [String: String] { Fixtures.files(in: specs).filter { !$0.key.hasPrefix(".") } }
        try storyboards("Basket")
        XCTAssertEqual(try ScreenGenProcess.run(["import", "App", "--module", "Shop"], in: folder).status, 0)
        let new = specFiles()
        try storyboards("Cart")
        XCTAssertEqual(try ScreenGenProcess.run(["import", "App", "--module", "Shop", "--force"], in: folder).status, 0)
        let old = specFiles()
        XCTAssertEqual(Set(old.keys), Set(new.keys))
        try storyboards("Basket")
        try ModuleProject.save("mine\n", to: specs.appendingPathComponent("NOTES.txt"))
        let start = Date()
        XCTAssertEqual(try ScreenGenProcess.run(["import", "App", "--module", "Shop", "--force"], in: folder).status, 0)
        let duration = Date().timeIntervalSince(start)
        for round in 0..<rounds {
            for (path, text) in old { try ModuleProject.save(text, to: specs.appendingPathComponent(path)) }
            let delay = Double.random(in: 0...(duration * 1.2))
            let run = try ScreenGenProcess(["import", "App", "--module", "Shop", "--force"], in: folder)
            usleep(useconds_t(delay * 1_000_000))
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.wait()
            let files = specFiles()
            XCTAssertEqual(Set(files.keys), Set(old.keys).union(["NOTES.txt"]), "round \(round)")
            for (path, text) in files where path != "NOTES.txt" && text != old[path] && text != new[path] {
                XCTFail("round \(round), killed after \(delay)s: \(path) is neither old nor new")
            }
        }
    }

    /// A disk that fills at a random point of the run: the output is all old (the staging
    /// failed) or all new (it fit), `check` says which, and freeing the disk lets it finish.
    func testFullDiskAtRandomPointsLeavesAllOldOrAllNew() throws {
        let folder = Fixtures.temporaryFolder(self)
        let disk = folder.appendingPathComponent("Disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        try mountSmallDisk(at: disk, size: "2m")
        let project = ModuleProject(in: folder, count: 3, outputs: [2: "Disk/M2"])
        let versions = try prepare(project)
        let filler = disk.appendingPathComponent("filler")
        for round in 0..<max(2, rounds / 2) {
            try restoreOld(project)
            var info = statvfs()
            XCTAssertEqual(statvfs(disk.path, &info), 0)
            let free = Int(info.f_bavail) * Int(info.f_frsize)
            try Data(count: max(0, free - Int.random(in: 0...(free / 2)))).write(to: filler)
            let run = try project.run(["generate", "--quiet", "--config", "b.yml"])
            let files = outputs(project)
            XCTAssertTrue(files == versions.old || files == versions.new, "round \(round): all old or all new")
            XCTAssertEqual(run.status == 0, files == versions.new, "round \(round): \(run.stderr)")
            try FileManager.default.removeItem(at: filler)
            XCTAssertFalse(try assertRecovers(project, versions, "round \(round): full disk"))
        }
    }
}
