import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Power cuts, as a file system's shutdown without flushing its journal stands in for one
/// (ext4's `EXT4_IOC_SHUTDOWN` with `NOLOGFLUSH`, on a loop-mounted image; with and without
/// `auto_da_alloc`, which otherwise hides a missing `fsync` behind a rename): after a cut
/// during or right after `generate` (or `import --update`), every file it writes holds its
/// old bytes or its new ones, never nothing; after a cut right after a run that succeeded,
/// every file is new.
/// Root and loop devices are needed, so these run in `make soak` only.
final class PowerCutTests: XCTestCase {
    private let rounds = ProcessInfo.processInfo.environment["SCREENGEN_SOAK_RUNS"].flatMap(Int.init).map { min($0, 40) }

    /// `EXT4_IOC_SHUTDOWN` (`_IOR('X', 125, __u32)`) and its "no log flush" mode.
    private let shutdownRequest: UInt = 0x8004_587D
    private let noLogFlush: UInt32 = 2

    func testEveryFileIsOldOrNewAfterAPowerCut() throws {
        guard let rounds else { throw XCTSkip("power cuts run in `make soak` (root, loop devices)") }
        guard geteuid() == 0 else { throw XCTSkip("power cuts need root, to mount loop images") }
        for options in ["", "noauto_da_alloc"] {
            let work = Fixtures.temporaryFolder(self)
            let image = work.appendingPathComponent("disk.img").path
            let mountPoint = work.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
            guard try tool("truncate", ["-s", "96M", image]) == 0, try tool("mkfs.ext4", ["-q", "-F", image]) == 0 else {
                throw XCTSkip("cannot make an ext4 image here (mkfs.ext4)")
            }
            func mount() throws -> Bool {
                try tool("mount", ["-o", "loop" + (options.isEmpty ? "" : "," + options), image, mountPoint.path]) == 0
            }
            guard try mount() else { throw XCTSkip("cannot mount a loop image here") }
            defer { _ = try? tool("umount", [mountPoint.path]) }
            let project = mountPoint.appendingPathComponent("project")
            let old = try write(type: "Int", in: project)
            XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: project).status, 0)
            XCTAssertEqual(try tool("sync", []), 0)
            var cuts = (during: 0, after: 0)
            for round in 0..<rounds {
                let new = try write(type: round.isMultiple(of: 2) ? "String" : "Int", in: project)
                let before = try generated(in: project)
                XCTAssertEqual(try tool("sync", []), 0)
                let run = try ScreenGenProcess(["generate", "--quiet"], in: project)
                // Half the rounds cut during the run, half right after it succeeded.
                if round.isMultiple(of: 4) || round % 4 == 1 {
                    usleep(useconds_t.random(in: 0...150_000))
                }
                var finished: ScreenGenProcess.Finished?
                if round % 4 >= 2 { finished = run.wait() }
                let descriptor = open(mountPoint.path, O_RDONLY)
                XCTAssertGreaterThanOrEqual(descriptor, 0)
                var mode = noLogFlush
                XCTAssertEqual(ioctl(descriptor, shutdownRequest, &mode), 0, "EXT4_IOC_SHUTDOWN")
                close(descriptor)
                let status = (finished ?? run.wait()).status
                XCTAssertEqual(try tool("umount", [mountPoint.path]), 0)
                XCTAssertTrue(try mount(), "round \(round): remount")
                let after = try generated(in: project)
                let what = "\(options.isEmpty ? "ext4" : "ext4 \(options)"), round \(round)"
                for (path, text) in after where text != before[path] && text != new[path] {
                    XCTFail("\(what): \(path) is neither old nor new after the cut (\(text.utf8.count) bytes)")
                }
                for path in Set(before.keys).union(new.keys) where after[path] == nil && !path.hasPrefix(".") {
                    XCTFail("\(what): \(path) is gone after the cut")
                }
                if finished?.status == 0 {
                    XCTAssertEqual(after.filter { !$0.key.hasPrefix(".") }, new, "\(what): a run that succeeded before the cut is on the disk")
                    cuts.after += 1
                } else {
                    cuts.during += 1
                }
                _ = status
                // The next round starts from a complete output.
                XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: project).status, 0, what)
            }
            _ = old
            print("PowerCutTests (\(options.isEmpty ? "ext4" : options)): \(cuts.during) cuts during a run, \(cuts.after) right after one")
            try cutDuringImportUpdates(rounds: rounds, in: mountPoint, remount: { () throws -> Bool in
                _ = try tool("umount", [mountPoint.path])
                return try mount()
            }, label: options.isEmpty ? "ext4" : "ext4 \(options)")
        }
    }

    /// `import --update` cut off the same way: the spec file it edits is its old or its new
    /// text after the cut, never empty, and the new one after an update that succeeded.
    private func cutDuringImportUpdates(rounds: Int, in mountPoint: URL, remount: () throws -> Bool, label: String) throws {
        let project = mountPoint.appendingPathComponent("imports")
        let storyboard = project.appendingPathComponent("App/Base.lproj/Shop.storyboard")
        let spec = project.appendingPathComponent("Specs/Shop.yml")
        try ModuleProject.save(ImportCommandTests.storyboard(identifier: "Cart"), to: storyboard)
        XCTAssertEqual(try ScreenGenProcess.run(["import", "App"], in: project).status, 0)
        for round in 0..<rounds {
            XCTAssertEqual(try tool("sync", []), 0)
            let before = try String(contentsOf: spec, encoding: .utf8)
            try ModuleProject.save(ImportCommandTests.storyboard(identifier: round.isMultiple(of: 2) ? "Basket" : "Cart"), to: storyboard)
            XCTAssertEqual(try tool("sync", []), 0)
            let run = try ScreenGenProcess(["import", "App", "--update"], in: project)
            var finished: ScreenGenProcess.Finished?
            if round.isMultiple(of: 2) { usleep(useconds_t.random(in: 0...60_000)) } else { finished = run.wait() }
            let descriptor = open(mountPoint.path, O_RDONLY)
            var mode = noLogFlush
            XCTAssertEqual(ioctl(descriptor, shutdownRequest, &mode), 0, "EXT4_IOC_SHUTDOWN")
            close(descriptor)
            _ = finished ?? run.wait()
            XCTAssertTrue(try remount(), "\(label), import round \(round): remount")
            let after = try String(contentsOf: spec, encoding: .utf8)
            let expected = round.isMultiple(of: 2) ? "identifier: Basket" : "identifier: Cart"
            XCTAssertTrue(after == before || after.contains(expected), "\(label), import round \(round): neither old nor new (\(after.utf8.count) bytes)")
            if finished?.status == 0 { XCTAssertTrue(after.contains(expected), "\(label), import round \(round): the update that succeeded is on the disk") }
            // The next round starts from the storyboard's spec.
            XCTAssertEqual(try ScreenGenProcess.run(["import", "App", "--update"], in: project).status, 0)
        }
    }

    /// Writes the specs (a hundred screens whose parameter is `type`) and returns what
    /// generating them gives, by path below the output folder.
    private func write(type: String, in project: URL) throws -> [String: String] {
        var text = "module: App\nscreens:\n"
        for index in 0..<100 { text += "  S\(index)ViewController:\n    initialize:\n      value: \(type)\n" }
        try ModuleProject.save(text, to: project.appendingPathComponent("Specs/App.yml"))
        let reference = Fixtures.temporaryFolder(self)
        try ModuleProject.save(text, to: reference.appendingPathComponent("Specs/App.yml"))
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: reference).status, 0)
        return Fixtures.files(in: reference.appendingPathComponent("Generated"))
    }

    /// The generated files as the disk has them: staged files of a cut run left out.
    private func generated(in project: URL) throws -> [String: String] {
        Fixtures.files(in: project.appendingPathComponent("Generated")).filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".screengen-") } }
    }

    private func tool(_ name: String, _ arguments: [String]) throws -> Int32 {
        try ScreenGenProcess.tool(name, arguments).status
    }
}
