import Foundation
import XCTest

/// Every relative link of README.md and Docs/*.md leads to a file of the repository and, with
/// a `#fragment`, to a heading of that page, so moving a section between pages cannot leave
/// a link behind.
final class DocsLinkTests: XCTestCase {
    func testEveryRelativeLinkAndAnchorResolves() throws {
        let repository = Fixtures.repository
        let walker = FileManager.default.enumerator(atPath: repository.appendingPathComponent("Docs").path)
        let docs = (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var problems: [String] = []
        var links = 0
        for page in ["README.md"] + docs {
            let text = try String(contentsOf: repository.appendingPathComponent(page), encoding: .utf8)
            links += Self.links(in: text).count
            problems += Self.problems(page: page, text: text) { path in
                try? String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            } exists: { path in
                FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path)
            }
        }
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
        XCTAssertGreaterThan(links, 100, "the pages link to each other")
    }

    func testABrokenLinkOrAnchorIsReported() {
        let pages = ["Docs/A.md": "# A\n\n## Two words: `here`\n\nSee [b](B.md#top), [c](C.md), [self](#two-words-here), [gone](#gone).\n",
                     "Docs/B.md": "# B\n\n```text\n# top\n```\n"]
        let problems = Self.problems(page: "Docs/A.md", text: pages["Docs/A.md"]!) { pages[$0] } exists: { pages[$0] != nil }
        XCTAssertEqual(problems, [
            "Docs/A.md:5: B.md#top: Docs/B.md has no heading 'top'",
            "Docs/A.md:5: C.md: no such file",
            "Docs/A.md:5: #gone: Docs/A.md has no heading 'gone'",
        ])
    }

    /// `page:line: link: what is wrong`, for each relative link of `text` outside code blocks.
    static func problems(page: String, text: String, read: (String) -> String?, exists: (String) -> Bool) -> [String] {
        var anchorsByPage: [String: Set<String>] = [:]
        return links(in: text).compactMap { link in
            if link.target.contains("://") || link.target.hasPrefix("mailto:") { return nil }
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].isEmpty ? page : normalized((page as NSString).deletingLastPathComponent + "/" + parts[0])
            guard exists(path) else { return "\(page):\(link.line): \(link.target): no such file" }
            guard parts.count == 2, path.hasSuffix(".md") else { return nil }
            let anchors = anchorsByPage[path] ?? Set(headings(in: read(path) ?? "").map(slug))
            anchorsByPage[path] = anchors
            return anchors.contains(parts[1]) ? nil : "\(page):\(link.line): \(link.target): \(path) has no heading '\(parts[1])'"
        }
    }

    /// `[text](target)` links outside fenced code blocks, with their lines.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var result: [(line: Int, target: String)] = []
        var fenced = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.drop(while: { $0 == " " }).hasPrefix("```") { fenced.toggle(); continue }
            if fenced { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) { result.append((index + 1, String(match.1))) }
        }
        return result
    }

    static func headings(in text: String) -> [String] {
        var result: [String] = []
        var fenced = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if !fenced, let match = line.wholeMatch(of: /#{1,6} (.*)/) { result.append(String(match.1)) }
        }
        return result
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
