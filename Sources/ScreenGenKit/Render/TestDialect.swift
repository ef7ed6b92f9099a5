/// What differs between the generated XCTest and Swift Testing code: the import, how a test
/// is declared, how a helper learns which test called it, and how it records a failure.
/// The checks themselves, and what they say, are the same in both.
struct TestDialect {
    let framework: TestFramework

    private var isXCTest: Bool { framework == .xctest }

    /// The module the tests import: `XCTest` or `Testing`.
    var module: String { isXCTest ? "XCTest" : "Testing" }

    /// The attribute line above each test. XCTest runs `@MainActor async` methods on the main
    /// actor; Swift Testing runs a `@MainActor` test function there.
    var testAttributes: SwiftWriter.Line { isXCTest ? "@MainActor" : "@Test @MainActor" }

    /// `func testScreen_X() async` (XCTest finds tests by the `test` prefix) or `func screen_X()`.
    func testFunction(_ kind: String, _ name: String) -> SwiftWriter.Line {
        isXCTest ? "func test\(kind.capitalizedFirst)_\(name)() async" : "func \(kind)_\(name)()"
    }

    /// A helper's last parameters: where its caller is, so a failure marks the test method.
    var callerParameters: SwiftWriter.Line {
        isXCTest ? "file: StaticString = #filePath, line: UInt = #line" : "sourceLocation: Testing.SourceLocation = #_sourceLocation"
    }

    /// The caller's location, passed on to the next helper.
    var callerArguments: SwiftWriter.Line {
        isXCTest ? "file: file, line: line" : "sourceLocation: sourceLocation"
    }

    /// Records a failure; `message` is the inside of a string literal, interpolations included.
    func fail(_ message: SwiftWriter.Line) -> SwiftWriter.Line {
        isXCTest ? "XCTFail(\"\(message)\", \(callerArguments))" : "Issue.record(\"\(message)\", \(callerArguments))"
    }

    /// Records `message` when `condition` holds. Both frameworks then report the message
    /// alone (what is wrong, the spec line, the fix): an assertion macro would put its own
    /// account of the expression first (Swift Testing's `Expectation failed: (x → y) is Screen`),
    /// which names the helper's generic parameter rather than the screen.
    func fail(when condition: SwiftWriter.Line, _ message: SwiftWriter.Line, into out: inout SwiftWriter) {
        out.line("if \(condition) {")
        out.line("    \(fail(message))")
        out.line("}")
    }
}

extension String {
    /// `screen` → `Screen`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
