import Foundation
import ScreenGenKit
import XCTest

/// Output folders of one run that are one folder (by name, through a symbolic link, or by
/// case where the volume ignores it) or one inside the other are refused before anything
/// is written, with an error at one entry and a note at the other.
final class OverlappingOutputsTests: XCTestCase {
    private func refuses(_ outputs: [Int: String], support: String? = nil, prepare: (URL) throws -> Void = { _ in },
                         expecting message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ModuleProject(in: Fixtures.temporaryFolder(self), count: 3, outputs: outputs)
        try project.write(type: "Int")
        if let support {
            let config = project.folder.appendingPathComponent("screengen.yml")
            let text = try String(contentsOf: config, encoding: .utf8) + "support:\n  module: ScreenGenSupport\n  output: \(support)\n"
            try Data(text.utf8).write(to: config)
        }
        try prepare(project.folder)
        let before = Fixtures.files(in: project.folder)
        let run = try project.run(["generate"])
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(message), run.stderr, file: file, line: line)
        XCTAssertEqual(Fixtures.files(in: project.folder), before, "nothing written", file: file, line: line)
        let json = try project.run(["check", "--diagnostics-format", "json"])
        XCTAssertTrue(json.stdout.contains("\"output-folders-overlap\""), json.stdout, file: file, line: line)
    }

    func testNestedOutputFoldersAreRefused() throws {
        try refuses([2: "M1/Generated/Inner"], expecting: """
            screengen.yml:4:12: error: output folder 'M1/Generated/Inner' is inside output folder 'M1/Generated'; each run removes the generated files \
            it does not write, so each module needs an output folder of its own, apart from the others
            screengen.yml:2:12: note: output folder 'M1/Generated' is listed here
            """)
        try refuses([2: "Shared", 3: "Shared/M3"], expecting: "screengen.yml:6:12: error: output folder 'Shared/M3' is inside output folder 'Shared'")
        try refuses([1: "Out/M1", 2: "Out"], expecting: "screengen.yml:4:12: error: output folder 'Out' contains output folder 'Out/M1'")
    }

    func testTheSameFolderThroughASymbolicLinkIsRefused() throws {
        try refuses([2: "Alias/Generated"], prepare: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("M1"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Alias").path, withDestinationPath: "M1")
        }, expecting: "screengen.yml:4:12: error: output folder 'Alias/Generated' is the same folder as output folder 'M1/Generated'")
    }

    func testAModuleAndTheSupportModuleSharingAFolderAreRefused() throws {
        try refuses([:], support: "M2/Generated/Support", expecting: "error: output folder 'M2/Generated/Support' is inside output folder 'M2/Generated'")
    }

    func testSeparateFoldersWithSharedPrefixesAreFine() throws {
        let project = ModuleProject(in: Fixtures.temporaryFolder(self), count: 3, outputs: [1: "Out/Gen", 2: "Out/Generated", 3: "Out/Gen2"])
        try project.write(type: "Int")
        let run = try project.run(["generate", "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(OutputOverlap.diagnostics([.init(path: "/a/b", location: .file("x")), .init(path: "/a/bc", location: .file("x"))]).isEmpty)
    }
}
