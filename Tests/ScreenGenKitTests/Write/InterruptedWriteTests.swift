import Foundation
import ScreenGenKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `screengen generate` runs that overlap or are killed part-way: the output folder ends
/// as one run's complete output, and every file is always either its old or its new
/// bytes, never a truncated mix.
final class InterruptedWriteTests: XCTestCase {
    private let manager = FileManager.default

    /// Spec files declaring `count` screens in all, spread over `files` files, each
    /// screen with one parameter of type `type` (so two types give the same file set
    /// with different contents).
    private func writeSpecs(in folder: URL, named name: String = "Specs", prefix: String = "S", count: Int, files: Int, type: String) throws {
        let specs = folder.appendingPathComponent(name)
        try? manager.removeItem(at: specs)
        try manager.createDirectory(at: specs, withIntermediateDirectories: true)
        for file in 0..<files {
            var text = file == 0 ? "module: App\nscreens:\n" : "screens:\n"
            for screen in stride(from: file, to: count, by: files) {
                text += "  \(prefix)\(screen)ViewController:\n    initialize:\n      value: \(type)\n"
            }
            try Data(text.utf8).write(to: specs.appendingPathComponent("\(prefix)\(file).yml"))
        }
    }

    /// What generating `specs` in `folder` must produce, by path below the output folder.
    private func expectedOutput(in folder: URL, specs: String = "Specs") -> [String: String] {
        let result = Pipeline().run(specs: SpecFolder(path: specs, currentDirectory: folder.path))
        XCTAssertFalse(result.diagnostics.containsErrors, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    /// The output folder's files, without the hidden staged files a killed run leaves.
    private func outputFiles(in folder: URL) -> (files: [String: String], temporary: [String]) {
        let all = Fixtures.files(in: folder.appendingPathComponent("Generated"))
        let hidden = all.keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
        return (all.filter { !hidden.contains($0.key) }, hidden.sorted())
    }

    func testOverlappingRunsLeaveOneCompleteOutput() throws {
        let folder = Fixtures.temporaryFolder(self)
        try writeSpecs(in: folder, named: "SpecsA", prefix: "A", count: 400, files: 4, type: "Int")
        try writeSpecs(in: folder, named: "SpecsB", prefix: "B", count: 400, files: 3, type: "String")
        let a = expectedOutput(in: folder, specs: "SpecsA")
        let b = expectedOutput(in: folder, specs: "SpecsB")
        for round in 0..<3 {
            let runs = try (0..<4).map { index in
                try ScreenGenProcess(["generate", "--quiet", "--specs", index.isMultiple(of: 2) ? "SpecsA" : "SpecsB"], in: folder)
            }
            for run in runs.map({ $0.wait() }) {
                XCTAssertEqual(run.status, 0, "round \(round): \(run.stderr)")
            }
            let (files, temporary) = outputFiles(in: folder)
            XCTAssertTrue(files == a || files == b, "round \(round): Generated/ is neither run's complete output: \(files.keys.sorted())")
            XCTAssertEqual(temporary, [], "round \(round)")
        }
    }

    func testKilledRunLeavesEveryFileOldOrNew() throws {
        let folder = Fixtures.temporaryFolder(self)
        try writeSpecs(in: folder, count: 3000, files: 12, type: "Int")
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder).status, 0)
        let old = outputFiles(in: folder).files
        try writeSpecs(in: folder, count: 3000, files: 12, type: "String")
        let new = expectedOutput(in: folder)
        XCTAssertEqual(Set(old.keys), Set(new.keys))
        let changing = Set(old.keys.filter { new[$0] != old[$0] })
        XCTAssertEqual(changing.count, 12, "every spec file's screens file changes")

        // How long a whole run takes, to spread the kills over it.
        let start = Date()
        let probe = folder.appendingPathComponent("Probe")
        try manager.createDirectory(at: probe, withIntermediateDirectories: true)
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet", "--specs", "../Specs"], in: probe).status, 0)
        let duration = Date().timeIntervalSince(start)

        var killedMidWrite = 0
        for attempt in 0..<12 {
            try restore(old, in: folder)
            let run = try ScreenGenProcess(["generate", "--quiet"], in: folder)
            let delay: Double
            if attempt.isMultiple(of: 2) {
                // Anywhere in the run.
                delay = Double.random(in: 0...(duration * 1.1))
                usleep(useconds_t(delay * 1_000_000))
            } else {
                // Within the writing, which is a small part of a run: as soon as a staged
                // file shows, then a moment later.
                delay = waitForWriting(in: folder, of: run.process, old: old) + Double.random(in: 0...0.003)
                usleep(useconds_t.random(in: 0...3000))
            }
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.wait()
            let (files, _) = outputFiles(in: folder)
            XCTAssertEqual(Set(files.keys), Set(old.keys), "attempt \(attempt) after \(delay)s")
            for (path, contents) in files where contents != old[path] && contents != new[path] {
                XCTFail("attempt \(attempt), killed after \(delay)s: \(path) is neither old nor new (\(contents.utf8.count) bytes)")
            }
            let replaced = changing.filter { files[$0] == new[$0] }.count
            if replaced > 0, replaced < changing.count { killedMidWrite += 1 }
        }
        print("InterruptedWriteTests: a run takes \(duration)s; \(killedMidWrite) of 12 kills landed while files were being replaced")

        // The next complete run finishes the job and clears what killed runs left.
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder).status, 0)
        let (files, temporary) = outputFiles(in: folder)
        XCTAssertEqual(files, new)
        XCTAssertEqual(temporary, [])
    }

    /// Seconds until `process` starts writing (a staged file appears, or a file's size
    /// changes, whichever way the writer works), or ends.
    private func waitForWriting(in folder: URL, of process: Process, old: [String: String]) -> Double {
        let start = Date()
        let output = folder.appendingPathComponent("Generated")
        let sizes = old.mapValues { $0.utf8.count }
        polling: while process.isRunning, Date().timeIntervalSince(start) < 10 {
            guard let names = try? manager.contentsOfDirectory(atPath: output.path) else { continue }
            if names.contains(where: { $0.hasPrefix(".screengen-") }) { break }
            for (path, size) in sizes {
                let attributes = try? manager.attributesOfItem(atPath: output.appendingPathComponent(path).path)
                if (attributes?[.size] as? Int).map({ $0 != size }) ?? true { break polling }
            }
        }
        return Date().timeIntervalSince(start)
    }

    private func restore(_ files: [String: String], in folder: URL) throws {
        let output = folder.appendingPathComponent("Generated")
        try? manager.removeItem(at: output)
        for (path, contents) in files {
            let url = output.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
}
