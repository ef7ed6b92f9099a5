import Foundation
import XCTest

/// Every Swift block of the documentation marked `<!-- doc-test: compiles … -->` type-checks
/// (`DocsCodeBlockTests` lists the roles), on Linux against this build's stand-ins and
/// example modules, so a sample the generated API no longer accepts fails here, at its line.
final class DocsSwiftBlockTests: XCTestCase {
    private var modules: URL { Bundle.main.bundleURL.appendingPathComponent("Modules") }

    private func compiler() throws -> DocsSwiftCompiler {
        for module in ["UIKit", "ExampleApp"] where !FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(module).swiftmodule").path) {
            throw XCTSkip("the \(module) module is not built here (on Linux, swift build --build-tests builds it)")
        }
        return DocsSwiftCompiler(modules: modules, work: Fixtures.temporaryFolder(self), moduleCache: Fixtures.temporaryFolder(self))
    }

    /// The problems of every unit of `pages`, and how many blocks they compiled.
    private func problems(_ pages: [(path: String, text: String)]) throws -> (problems: [String], blocks: Int) {
        let compiler = try compiler()
        var problems: [String] = []
        var blocks = 0
        var index = 0
        for page in pages {
            let found = compiler.units(page: page.path, blocks: DocsCodeBlock.extract(from: page.text, page: page.path))
            problems += found.problems
            for unit in found.units {
                blocks += unit.files.filter { $0.name.hasPrefix(page.path.replacingOccurrences(of: "/", with: "_")) }.count
                problems += try compiler.errors(of: unit, index: index)
                index += 1
            }
        }
        return (problems, blocks)
    }

    func testEverySwiftBlockMarkedCompilesTypeChecks() throws {
        let (problems, blocks) = try problems(DocsCodeBlockTests.pages())
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(blocks, 12, "the pages' samples are compiled")
    }

    /// A call the page's spec does not declare, a screen the example app lacks and a statement
    /// that needs its `given`, each reported at its page line.
    func testABrokenSampleFailsAtItsLine() throws {
        let page = """
            # Broken

            <!-- doc-test: spec -->
            ```yaml
            module: App
            screens:
              AboutViewController:
                initialize:
                  version: String
            ```

            <!-- doc-test: compiles with the page's spec -->
            ```swift
            import UIKit

            final class AboutViewController: UIViewController {
                func initialize(version: String) {}
            }
            ```

            <!-- doc-test: compiles with the page's spec -->
            ```swift
            let about = UIViewController.screenGen.create.aboutViewController(version: "1.0", onClose: {})
            ```

            <!-- doc-test: compiles in ExampleApp -->
            ```swift
            navigationController?.screenGen.push.helpViewController()
            ```

            <!-- doc-test: compiles in ExampleApp; given: let all: [Quote] = [] -->
            ```swift
            navigationController?.screenGen.push.quotesViewController(quotes: all, 3, onClose: {})
            screenGen.present.aboutViewController(version: build)
            ```
            """
        let (problems, blocks) = try problems([("Docs/Broken.md", page)])
        XCTAssertEqual(blocks, 4)
        let expected = [
            "Docs/Broken.md:23:", "extra argument 'onClose' in call",
            "Docs/Broken.md:28:", "has no member 'helpViewController'",
            "Docs/Broken.md:34:", "cannot find 'build' in scope",
        ]
        for index in stride(from: 0, to: expected.count, by: 2) {
            XCTAssertTrue(problems.contains { $0.hasPrefix(expected[index]) && $0.contains(expected[index + 1]) },
                          "no \(expected[index]) \(expected[index + 1]):\n" + problems.joined(separator: "\n"))
        }
        XCTAssertEqual(problems.count, 3, problems.joined(separator: "\n"))
    }

    func testStatementsGoInAMethodAndImportsToTheTop() {
        let block = DocsCodeBlock(page: "P.md", line: 10, language: "swift", text: "import SwiftUI\nstruct S {}\nlet x = S()\n")
        var context = DocTestRole.SwiftContext(module: .named("ExampleApp"), inside: "NSViewController")
        context.given = "\nstruct T {}\nlet y = T()"
        context.givenLine = 7
        XCTAssertEqual(DocsSwiftCompiler.source(of: block, in: context), """
            import Foundation
            import AppKit
            @testable import ExampleApp
            import SwiftUI

            #sourceLocation(file: "P.md", line: 7)

            struct T {}

            #sourceLocation(file: "P.md", line: 10)

            struct S {}


            #sourceLocation()
            extension NSViewController {
            func docTestBlock10() {
            #sourceLocation(file: "P.md", line: 7)


            let y = T()
            #sourceLocation(file: "P.md", line: 10)


            let x = S()

            #sourceLocation()
            }
            }

            """)
        let declarations = DocsCodeBlock(page: "P.md", line: 3, language: "swift", text: "struct S {}\n")
        XCTAssertEqual(DocsSwiftCompiler.source(of: declarations, in: DocTestRole.SwiftContext()), """
            import Foundation
            import UIKit

            #sourceLocation(file: "P.md", line: 3)
            struct S {}

            #sourceLocation()

            """)
    }
}
