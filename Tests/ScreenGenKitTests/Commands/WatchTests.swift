import Foundation
import XCTest

/// `generate --watch` as a child process on a temporary project: it regenerates when a
/// spec, the config file or a storyboard changes, reports a broken spec and goes on, and
/// exits 0 on SIGINT and SIGTERM. Every wait is for a line, with a generous limit.
final class WatchTests: XCTestCase {
    static let limit: TimeInterval = 60

    /// The running watch and what it has printed so far.
    final class Watch: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        init(_ arguments: [String], in folder: URL, polling: Bool = false) throws {
            process.executableURL = ScreenGenProcess.binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            if polling {
                var environment = ProcessInfo.processInfo.environment
                environment["SCREENGEN_WATCH_POLLING"] = "1"
                process.environment = environment
            }
            process.standardInput = FileHandle.nullDevice
            let outPipe = Pipe(), errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
            errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
            try process.run()
        }

        private func append(_ data: Data, error: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if error { err += data } else { out += data }
        }

        var stdout: String { lock.lock(); defer { lock.unlock() }; return String(decoding: out, as: UTF8.self) }
        var stderr: String { lock.lock(); defer { lock.unlock() }; return String(decoding: err, as: UTF8.self) }

        /// The `regenerated:` lines printed so far.
        var runLines: [String] { stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("regenerated: ") } }

        /// Waits until `count` run lines are printed, and returns the last; fails after the limit.
        @discardableResult
        func waitForRun(_ count: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
            let deadline = Date().addingTimeInterval(WatchTests.limit)
            while Date() < deadline {
                let lines = runLines
                if lines.count >= count { return lines[count - 1] }
                if !process.isRunning { break }
                usleep(20_000)
            }
            XCTFail("no run line \(count) within \(WatchTests.limit) s; stdout: \(stdout) stderr: \(stderr)", file: file, line: line)
            return nil
        }

        /// Waits for the process to end; nil when it does not within the limit.
        func waitForExit() -> Int32? {
            let deadline = Date().addingTimeInterval(WatchTests.limit)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }
    }

    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testRegeneratesOnSpecChangesSurvivesABrokenSpecAndStopsOnSIGINT() throws {
        try regeneratesOnSpecChangesAndStops(polling: false)
    }

    /// The same with the stamps polled, as on macOS (and on Linux with SCREENGEN_WATCH_POLLING).
    func testPollingRegeneratesOnSpecChangesSurvivesABrokenSpecAndStopsOnSIGINT() throws {
        try regeneratesOnSpecChangesAndStops(polling: true)
    }

    private func regeneratesOnSpecChangesAndStops(polling: Bool) throws {
        let folder = Fixtures.temporaryFolder(self)
        try write("module: App\nscreens:\n  AViewController: {}\n", to: "Specs/App.yml", in: folder)
        let watch = try Watch(["generate", "--watch"], in: folder, polling: polling)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        XCTAssertEqual(watch.waitForRun(1), "regenerated: 4 files written, 0 errors, 0 warnings")

        try write("module: App\nscreens:\n  AViewController: {}\n  BViewController: {}\n", to: "Specs/App.yml", in: folder)
        XCTAssertEqual(watch.waitForRun(2), "regenerated: 2 files written, 0 errors, 0 warnings", "the screens and the previews")
        let screens = try String(contentsOf: folder.appendingPathComponent("Generated/App/App+Screens.swift"), encoding: .utf8)
        XCTAssertTrue(screens.contains("BViewController"), screens)

        try write("module: App\nscreens:\n  AViewController: {}\n  BViewController:\n    storybaord: Main\nstoryboards: {Main: {}}\n", to: "Specs/App.yml", in: folder)
        XCTAssertEqual(watch.waitForRun(3), "regenerated: 0 files written, 1 error, 0 warnings")
        XCTAssertTrue(watch.stderr.contains("Specs/App.yml:5:5: error: unknown key 'storybaord'"), watch.stderr)
        XCTAssertTrue(watch.process.isRunning, "a spec error does not end the watch")

        try write("module: App\nscreens:\n  AViewController: {}\n", to: "Specs/App.yml", in: folder)
        XCTAssertEqual(watch.waitForRun(4), "regenerated: 2 files written, 0 errors, 0 warnings")

        watch.process.interrupt()
        XCTAssertEqual(watch.waitForExit(), 0, watch.stderr)
        XCTAssertEqual(watch.process.terminationReason, .exit)
        XCTAssertEqual(watch.runLines.count, 4, "one line per run: \(watch.stdout)")
    }

    func testRegeneratesWhenTheConfigChangesAndStopsOnSIGTERM() throws {
        let folder = Fixtures.temporaryFolder(self)
        try write("module: App\nscreens:\n  AViewController: {}\n", to: "Specs/App.yml", in: folder)
        try write("output: Generated\n", to: "screengen.yml", in: folder)
        let watch = try Watch(["generate", "--watch"], in: folder)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        XCTAssertEqual(watch.waitForRun(1), "regenerated: 4 files written, 0 errors, 0 warnings")
        try write("output: Elsewhere\n", to: "screengen.yml", in: folder)
        XCTAssertEqual(watch.waitForRun(2), "regenerated: 4 files written, 0 errors, 0 warnings")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Elsewhere/App/ScreenGen.swift").path))
        watch.process.terminate()
        XCTAssertEqual(watch.waitForExit(), 0, watch.stderr)
        XCTAssertEqual(watch.process.terminationReason, .exit)
    }

    /// A storyboard a spec names with `path:` (as `import` writes it) is watched: a scene's
    /// Storyboard ID changed in it makes the next run report the mismatch.
    func testRegeneratesWhenAReferencedStoryboardChanges() throws {
        let folder = Fixtures.temporaryFolder(self)
        try write(ImportCommandTests.storyboard(identifier: "Cart"), to: "App/Base.lproj/Shop.storyboard", in: folder)
        let imported = try ScreenGenProcess.run(["import", "App"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let watch = try Watch(["generate", "--watch"], in: folder)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        XCTAssertEqual(watch.waitForRun(1)?.hasSuffix(" 0 errors, 0 warnings"), true)
        try write(ImportCommandTests.storyboard(identifier: "Basket"), to: "App/Base.lproj/Shop.storyboard", in: folder)
        let second = watch.waitForRun(2)
        XCTAssertEqual(second?.hasPrefix("regenerated: 0 files written, "), true, second ?? "")
        XCTAssertEqual(second?.contains(" 0 errors"), false, second ?? "")
        watch.process.interrupt()
        XCTAssertEqual(watch.waitForExit(), 0, watch.stderr)
    }

    func testWatchRefusesVerbose() throws {
        let result = try ScreenGenProcess.run(["generate", "--watch", "--verbose"], in: Fixtures.temporaryFolder(self))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--verbose does not apply"), result.stderr)
    }
}
