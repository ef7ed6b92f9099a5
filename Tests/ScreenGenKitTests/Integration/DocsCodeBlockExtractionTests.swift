import Foundation
import XCTest

/// How the documentation tests read a page: its fenced blocks with their lines and
/// `doc-test` comments, the roles those name, and the commands of a shell block.
final class DocsCodeBlockExtractionTests: XCTestCase {
    func testExtractionFindsIndentedFencesTheirLinesAndMarkers() {
        let markdown = """
        Intro
        <!-- doc-test: compiles in ExampleApp;
             given: let a = 1 -->
        ```swift
        a
        ```
        1. A step:

           <!-- doc-test: fragment of a spec -->
           ```yaml
           a: 1
           ```
        <!-- a comment -->
        ```sh
        screengen lint
        ```
        """
        let blocks = DocsCodeBlock.extract(from: markdown, page: "P.md")
        XCTAssertEqual(blocks, [
            DocsCodeBlock(page: "P.md", line: 5, language: "swift", text: "a\n",
                          marker: .init(text: "compiles in ExampleApp;\ngiven: let a = 1", line: 2)),
            DocsCodeBlock(page: "P.md", line: 11, language: "yaml", text: "a: 1\n", marker: .init(text: "fragment of a spec", line: 9), indent: 3),
            DocsCodeBlock(page: "P.md", line: 15, language: "sh", text: "screengen lint\n"),
        ])
        let role = DocTestRole.parse(blocks[0].marker!)
        XCTAssertEqual(role, .success(.compiles(.init(module: .named("ExampleApp"), given: "let a = 1", givenLine: 3))))
        XCTAssertEqual(DocTestRole.parse(.init(text: "compiles with the page's spec, inside NSViewController", line: 1)),
                       .success(.compiles(.init(module: .pageSpec, inside: "NSViewController"))))
        XCTAssertEqual(DocTestRole.parse(.init(text: "skip — another tool's code", line: 1)), .success(.skip(reason: "another tool's code")))
        XCTAssertEqual(DocTestRole.parse(.init(text: "transcript in Tests/Fixtures/Docs/X", line: 1)), .success(.transcript(fixture: "Tests/Fixtures/Docs/X")))
    }

    func testShellCommandsAreSplitAsShDoes() {
        let commands = ShellCommandLine.commands(in: """
        FOO=1 screengen lint --specs 'My Specs' # a comment
        echo "a|b" | screengen check \\
          --output Generated; make test
        """)
        XCTAssertEqual(commands, [
            ShellCommandLine(line: 1, words: ["screengen", "lint", "--specs", "My Specs"]),
            ShellCommandLine(line: 2, words: ["echo", "a|b"]),
            ShellCommandLine(line: 2, words: ["screengen", "check", "--output", "Generated"]),
            ShellCommandLine(line: 2, words: ["make", "test"]),
        ])
        XCTAssertEqual(DocsCodeBlockChecker.makeTargets(["-C", "dir", "install", "PREFIX=/x", "-s", "docs"]), ["install", "docs"])
        let targets = DocsCodeBlockChecker.targets(ofMakefile: "X ?= 1\nall: generate\n.PHONY: all\nbench: bench-storyboards\nA := b\n\tcmd: x\n")
        XCTAssertEqual(targets, ["all", "bench"])
    }
}
