import Foundation
import XCTest

/// Every path `generate` creates, writes, renames, links, removes or re-dates, traced with
/// `strace -f -e trace=file`: under Xcode's user-script sandbox each is a declared output
/// (the `xcfilelist` outputs), a folder above one, or lies in `$DERIVED_FILE_DIR` or `$TMPDIR`;
/// outside Xcode each is an output or lies in the run's own staging folder.
final class SandboxTraceTests: XCTestCase {
    private let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// How the trace's unnamed files (`O_TMPFILE`) are listed, in their folder.
    private static let unnamed = "<unnamed>"

    /// The calls of the trace that change the file system, as (call, path) pairs.
    private func writes(in trace: String, folder: URL) -> [(call: String, path: String)] {
        var result: [(String, String)] = []
        for line in trace.split(separator: "\n") {
            guard let open = line.firstIndex(of: "("), let call = line[..<open].split(separator: " ").last.map(String.init) else { continue }
            let arguments = String(line[line.index(after: open)...])
            let paths = quoted(arguments)
            switch call {
            case "open", "openat", "creat":
                let flags = arguments.split(separator: ",").dropFirst(call == "openat" ? 2 : 1).first ?? ""
                if arguments.contains("O_TMPFILE") {
                    // An unnamed file in that folder, which a later link names.
                    result += paths.prefix(1).map { (call, $0 + "/" + Self.unnamed) }
                } else if call == "creat" || flags.contains("O_WRONLY") || flags.contains("O_RDWR") || flags.contains("O_CREAT") {
                    result += paths.prefix(1).map { (call, $0) }
                }
            case "link", "linkat", "symlink", "symlinkat":
                // Only the new name is written (the source may be /proc/self/fd/N, an unnamed file).
                result += paths.suffix(1).map { (call, $0) }
            case "rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat",
                 "rmdir", "truncate", "chmod", "fchmodat", "chown", "fchownat", "lchown", "mknod", "mknodat", "utimes", "utimensat", "utime":
                result += paths.map { (call, $0) }
            default:
                continue
            }
            if call.hasSuffix("at"), !arguments.hasPrefix("AT_FDCWD"), !paths.isEmpty {
                XCTFail("a path relative to a folder descriptor, which this test cannot place: \(line)")
            }
        }
        return result.map { call, path in (call, path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path) }
    }

    private func quoted(_ text: String) -> [String] {
        var result: [String] = []
        var current: String?
        var escaped = false
        for character in text {
            if var value = current {
                if escaped { value.append(character); escaped = false; current = value; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { result.append(value); current = nil; continue }
                value.append(character)
                current = value
            } else if character == "\"" {
                current = ""
            }
        }
        return result
    }

    private func traced(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> [(call: String, path: String)] {
        guard let strace else { throw XCTSkip("strace is not installed") }
        let trace = folder.appendingPathComponent("trace.txt")
        let run = try ScreenGenProcess.run(["-f", "-qq", "-e", "trace=file", "-o", trace.path, ScreenGenProcess.binary.path] + arguments,
                                           in: folder, executable: URL(fileURLWithPath: strace), environment: environment)
        if run.status != 0, run.stderr.contains("ptrace") { throw XCTSkip("strace cannot trace here: \(run.stderr)") }
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOf: trace, encoding: .utf8)
        try FileManager.default.removeItem(at: trace)
        return writes(in: text, folder: folder)
    }

    /// The declared outputs, as `xcfilelist` writes them, with `$(SRCROOT)` replaced.
    private func declaredOutputs(in folder: URL) throws -> Set<String> {
        let run = try ScreenGenProcess.run(["xcfilelist", "--inputs", "/dev/null", "--outputs", "outputs.xcfilelist", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("outputs.xcfilelist"), encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("outputs.xcfilelist"))
        return Set(text.split(separator: "\n").map { $0.replacingOccurrences(of: "$(SRCROOT)", with: folder.path) })
    }

    private func spec(_ screens: [String]) -> String {
        "module: App\nscreens:\n" + screens.map { "  \($0)ViewController: {}\n" }.joined()
    }

    /// A cold run, a run that replaces a file, and one that removes one (its file still
    /// declared, as the lists were made before the screen went), under the sandbox's rules.
    func testSandboxedRunWritesOnlyDeclaredOutputsAndDerivedFiles() throws {
        let folder = Fixtures.temporaryFolder(self)
        let derived = folder.appendingPathComponent("DerivedSources")
        let temporary = folder.appendingPathComponent("Temporary")
        for url in [derived, temporary] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        var environment = ProcessInfo.processInfo.environment
        environment["DERIVED_FILE_DIR"] = derived.path
        environment["TMPDIR"] = temporary.path
        environment["ENABLE_USER_SCRIPT_SANDBOXING"] = "YES"
        var declared: Set<String> = []
        for (step, screens) in [["A", "B"], ["A", "B", "C"], ["A", "C"]].enumerated() {
            try ModuleProject.save(spec(screens), to: folder.appendingPathComponent("Specs/App.yml"))
            declared.formUnion(try declaredOutputs(in: folder))
            let folders = Set(declared.flatMap { path in
                var url = URL(fileURLWithPath: path).deletingLastPathComponent()
                var above: [String] = []
                while url.path.hasPrefix(folder.path + "/") { above.append(url.path); url = url.deletingLastPathComponent() }
                return above
            })
            let written = try traced(["generate", "--quiet"], in: folder, environment: environment)
            XCTAssertFalse(written.isEmpty, "step \(step): the trace shows the writes")
            for (call, path) in written {
                let allowed = declared.contains(path) || path.hasPrefix(derived.path + "/") || path.hasPrefix(temporary.path + "/")
                    || (["mkdir", "mkdirat"].contains(call) && folders.contains(path))
                XCTAssertTrue(allowed, "step \(step): \(call) \(path) is neither a declared output nor in DERIVED_FILE_DIR or TMPDIR")
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: derived.path), [], "step \(step): the run's staged files are gone")
        }
    }

    /// Outside Xcode, with no scratch folder set, every write is an output or one of the
    /// run's own staged files at the top of the output folder, which it removes.
    func testPlainRunWritesOnlyOutputsAndItsOwnStagedFiles() throws {
        let folder = Fixtures.temporaryFolder(self)
        var environment = ProcessInfo.processInfo.environment
        for name in ["DERIVED_FILE_DIR", "TMPDIR", "ENABLE_USER_SCRIPT_SANDBOXING"] { environment[name] = nil }
        try ModuleProject.save(spec(["A", "B"]), to: folder.appendingPathComponent("Specs/App.yml"))
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder, environment: environment).status, 0)
        try ModuleProject.save(spec(["A", "C"]), to: folder.appendingPathComponent("Specs/App.yml"))
        let declared = try declaredOutputs(in: folder)
        let generated = folder.appendingPathComponent("Generated").path
        let written = try traced(["generate", "--quiet"], in: folder, environment: environment)
        // `.screengen-<pid>-<nonce>-<n>-<name>`, at the top of the output folder.
        let tokens = Set(written.compactMap { _, path -> String? in
            guard path.hasPrefix(generated + "/.screengen-") else { return nil }
            return path.dropFirst(generated.count + 1).split(separator: "-").prefix(3).joined(separator: "-")
        })
        XCTAssertEqual(tokens.count, 1, "one run's names: \(tokens)")
        for (call, path) in written {
            let staged = tokens.contains { path.hasPrefix("\(generated)/\($0)-") && !path.dropFirst(generated.count + 1).contains("/") }
            let allowed = declared.contains(path) || staged || path == "\(generated)/\(Self.unnamed)"
                || path == "\(generated)/App/B+Screens.swift" && ["rename", "renameat", "renameat2"].contains(call)
            XCTAssertTrue(allowed, "\(call) \(path)")
        }
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: generated).contains { $0.hasPrefix(".screengen-") })
    }

    /// Under the sandbox, with `DERIVED_FILE_DIR` and `TMPDIR` on another file system (where
    /// no rename can reach the output): each file is written in place, and nothing else.
    func testSandboxedRunAcrossFileSystemsWritesOnlyDeclaredOutputs() throws {
        let folder = Fixtures.temporaryFolder(self)
        let derived = folder.appendingPathComponent("DerivedSources")
        try FileManager.default.createDirectory(at: derived, withIntermediateDirectories: true)
        try mountSmallDisk(at: derived, size: "1m")
        var environment = ProcessInfo.processInfo.environment
        environment["DERIVED_FILE_DIR"] = derived.path
        environment["TMPDIR"] = derived.path
        environment["ENABLE_USER_SCRIPT_SANDBOXING"] = "YES"
        try ModuleProject.save(spec(["A", "B"]), to: folder.appendingPathComponent("Specs/App.yml"))
        XCTAssertEqual(try ScreenGenProcess.run(["generate", "--quiet"], in: folder, environment: environment).status, 0)
        try ModuleProject.save(spec(["A", "B", "C"]), to: folder.appendingPathComponent("Specs/App.yml"))
        let declared = try declaredOutputs(in: folder)
        let written = try traced(["generate", "--quiet"], in: folder, environment: environment)
        XCTAssertFalse(written.isEmpty)
        for (call, path) in written {
            XCTAssertTrue(declared.contains(path), "\(call) \(path) is not a declared output")
        }
        XCTAssertEqual(try ScreenGenProcess.run(["check", "--quiet"], in: folder).status, 0)
    }
}
