@testable import ScreenGenKit
import Foundation
import XCTest

/// The build the run state records: the linker's build ID, read from the running program.
final class ToolBuildTests: XCTestCase {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// The ID read from memory is the one the linker wrote into the file (`readelf -n`).
    func testTheBuildIDIsTheOneInTheExecutable() throws {
        guard let readelf = ["/usr/bin/readelf", "/bin/readelf"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("readelf is not installed (binutils)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: readelf)
        process.arguments = ["-n", "/proc/\(ProcessInfo.processInfo.processIdentifier)/exe"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = try XCTUnwrap(output.split(separator: "\n").first { $0.contains("Build ID:") }, "the test executable has a build ID")
        let expected = String(line.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(ToolBuild.buildID(), expected)
        XCTAssertEqual(ToolBuild.current(), expected)
        XCTAssertNotNil(ToolBuild.executableStamp(), "the fallback still finds the executable")
    }

    /// Notes are walked by their sizes and padding: a property note padded to 8 bytes, then
    /// the build ID; another owner's note of the same type is not it; a note cut short ends
    /// the walk.
    func testTheBuildIDIsFoundAmongOtherNotes() {
        func note(name: [UInt8], type: UInt32, description: [UInt8], alignment: Int) -> [UInt8] {
            func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + Array(repeating: 0, count: (alignment - bytes.count % alignment) % alignment) }
            let header = [UInt32(name.count), UInt32(description.count), type].flatMap { withUnsafeBytes(of: $0.littleEndian) { Array($0) } }
            return header + padded(name) + padded(description)
        }
        let gnu = Array("GNU".utf8) + [0]
        let id: [UInt8] = [0x91, 0x97, 0x3c, 0x61, 0x0d, 0x1b, 0x7b, 0xc9]
        func read(_ bytes: [UInt8], alignment: Int) -> String? {
            bytes.withUnsafeBytes { ToolBuild.buildID(in: $0, alignment: alignment) }
        }
        let property = note(name: gnu, type: 5, description: Array(repeating: 1, count: 12), alignment: 8)
        XCTAssertEqual(read(property + note(name: gnu, type: 3, description: id, alignment: 8), alignment: 8), "91973c610d1b7bc9")
        XCTAssertEqual(read(note(name: gnu, type: 1, description: [3, 2, 0, 0], alignment: 4) + note(name: gnu, type: 3, description: id, alignment: 4),
                            alignment: 4), "91973c610d1b7bc9")
        XCTAssertNil(read(note(name: Array("GNX".utf8) + [0], type: 3, description: id, alignment: 4), alignment: 4))
        XCTAssertNil(read(Array(note(name: gnu, type: 3, description: id, alignment: 4).dropLast(3)), alignment: 4))
        XCTAssertNil(read([], alignment: 4))
    }
    #endif

    /// Asked twice, the same answer.
    func testTheBuildIsStable() {
        XCTAssertNotNil(ToolBuild.current())
        XCTAssertEqual(ToolBuild.current(), ToolBuild.current())
    }
}
