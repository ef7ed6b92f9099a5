import Foundation
import ScreenGenKit
import XCTest

/// Where the test fixtures and the repository live, and the golden-file helpers.
enum Fixtures {
    /// The repository root, found from this file's path, or the copy named by
    /// `SCREENGEN_TEST_REPOSITORY` (which `LongClonePathTests` sets to run the suite's
    /// path-sensitive tests from a deeply nested folder).
    static let repository: URL = {
        if let copy = ProcessInfo.processInfo.environment[repositoryVariable], !copy.isEmpty {
            return URL(fileURLWithPath: copy, isDirectory: true)
        }
        // Tests/ScreenGenKitTests/Support/Fixtures.swift
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()
    static let repositoryVariable = "SCREENGEN_TEST_REPOSITORY"
    static let root = repository.appendingPathComponent("Tests/Fixtures")

    /// `SCREENGEN_RECORD=1` (set by `make record`) rewrites golden files instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1"
    }

    /// The case folders below `Tests/Fixtures/<group>`, sorted.
    static func cases(_ group: String) -> [URL] {
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    /// Compares `actual` with the golden file, or records it. A recording run always
    /// fails, so a test can never pass by writing its own expectation.
    static func assertGolden(_ actual: String, at url: URL, file: StaticString = #filePath, line: UInt = #line) {
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            XCTFail("recorded \(relative(url)); run the tests again without SCREENGEN_RECORD", file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(relative(url)); run `make record`", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            XCTFail("\(relative(url)) differs from the output (run `make record` if the change is intended):\n\(firstDifference(expected, actual))", file: file, line: line)
        }
    }

    /// Every regular file below `folder`, by relative path.
    static func files(in folder: URL) -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        var result: [String: String] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let path = url.standardizedFileURL.path
            result[String(path.dropFirst(base.count))] = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return result
    }

    /// The files of a committed output folder.
    static func committedFiles(in folder: URL) -> [String: String] {
        files(in: folder)
    }

    static func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = repository.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n")
        let b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "<end of file>"
            let right = index < b.count ? b[index] : "<end of file>"
            if left != right {
                return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)"
            }
        }
        return "(no line differs)"
    }

    /// A fresh temporary folder, removed when the test ends.
    static func temporaryFolder(_ test: XCTestCase) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screengen-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes the generated `files` whose path starts with `prefix` under `folder`, as
    /// `generate` would, and returns their paths in order: the sources a test compiles.
    @discardableResult
    static func write(_ files: [GeneratedFile], startingWith prefix: String = "", under folder: URL) throws -> [String] {
        var paths: [String] = []
        for file in files where file.path.hasPrefix(prefix) {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return paths
    }

    /// A temporary folder holding `files` (relative path → text), removed after the test.
    static func temporaryProject(_ test: XCTestCase, files: [String: String]) throws -> URL {
        let folder = temporaryFolder(test)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }
}
