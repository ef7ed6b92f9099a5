import Foundation
import XCTest

/// No test may depend on where the repository is cloned. This runs the tests that read
/// the repository, write temporary folders or print paths again, as a child process, from
/// a copy of the repository in a folder whose path is over 150 characters, with the test
/// executable, `screengen` and the temporary folder there too.
final class LongClonePathTests: XCTestCase {
    /// The test classes that read files of the repository or next to it, write temporary
    /// folders, run the binary in them or compare messages that name files.
    static let pathSensitiveTests = [
        "AppKitProofTests", "CommandLineTests", "CommandLineWorkflowTests", "DiagnosticPathTests", "FileSystemSafetyTests",
        "GeneratedCodeCompilesTests", "GeneratedTestsProofTests", "GoldenCrossCheckTests", "GoldenDiagnosticsTests",
        "GoldenGenerateTests", "GoldenImportTests", "ImportCommandTests", "InitCommandTests", "InterruptedWriteTests",
        "OutputWriterTests", "PlatformTests", "ResourceBombTests", "SchemaTests", "SpecImporterTests", "SwiftTestingProofTests",
        "SwiftTestingRendererTests", "YAMLTestSuiteTests",
        "GraphCommandTests", "GraphTests", "SegueImportTests", "SeguePrepareCompileTests",
    ].map { "ScreenGenKitTests.\($0)" }

    /// What those tests read from the repository.
    static let copied = ["Example", "Generated", "Schemas", "Specs", "Tests/Fixtures", "Tests/Schema", "screengen.yml"]

    func testPathSensitiveTestsPassFromALongFolder() throws {
        if ProcessInfo.processInfo.environment[Fixtures.repositoryVariable] != nil {
            throw XCTSkip("already running from a copy of the repository")
        }
        let fileManager = FileManager.default
        let base = Fixtures.temporaryFolder(self)
        let long = base.appendingPathComponent(Array(repeating: "a folder name long enough to move every path", count: 4).joined(separator: "/"))
        XCTAssertGreaterThan(long.path.count, 150)
        let repository = long.appendingPathComponent("ScreenGen")
        for item in Self.copied {
            let target = repository.appendingPathComponent(item)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: Fixtures.repository.appendingPathComponent(item), to: target)
        }
        // The corpora sit next to the repository, as ../shared does next to this clone.
        let shared = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared")
        if fileManager.fileExists(atPath: shared.path) {
            try fileManager.createSymbolicLink(at: long.appendingPathComponent("shared"), withDestinationURL: shared)
        }

        // The test executable is copied (it finds its neighbours from its own path); the
        // tools it runs, the modules it compiles against and the previews macro plugin are
        // linked beside it.
        let bin = repository.appendingPathComponent(".build/debug")
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let copy = bin.appendingPathComponent(executable.lastPathComponent)
        try fileManager.copyItem(at: executable, to: copy)
        for neighbour in ["screengen", "storyboardc", "Modules", "StandInPreviewsMacros-tool"] {
            let original = Bundle.main.bundleURL.appendingPathComponent(neighbour)
            if fileManager.fileExists(atPath: original.path) {
                try fileManager.createSymbolicLink(at: bin.appendingPathComponent(neighbour), withDestinationURL: original)
            }
        }
        let temporary = long.appendingPathComponent("tmp")
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)

        var environment = ProcessInfo.processInfo.environment
        environment[Fixtures.repositoryVariable] = repository.path
        environment["TMPDIR"] = temporary.path
        environment["SCREENGEN_RECORD"] = nil
        let result = try ScreenGenProcess.run([Self.pathSensitiveTests.joined(separator: ",")], in: repository,
                                              executable: copy, environment: environment)
        let output = result.stdout + result.stderr
        let failures = output.split(separator: "\n").filter { $0.contains(": error: ") }.joined(separator: "\n")
        XCTAssertEqual(result.status, 0, "tests failed from \(repository.path):\n\(failures.isEmpty ? String(output.suffix(4000)) : failures)")
        // XCTest's last total covers the whole run: `Executed 123 tests, with 0 failures …`.
        let total = output.split(separator: "\n").last { $0.contains("Executed ") }.map(String.init) ?? "no total"
        let count = total.firstMatch(of: /Executed (\d+) test/).flatMap { Int($0.1) } ?? 0
        XCTAssertGreaterThan(count, 50, "the copy ran the path-sensitive tests: \(total)")
    }
}
