/// What differs between the generated XCTest and Swift Testing code: the import, how a test
/// is declared, how a helper learns which test called it, and how it records a failure.
/// The checks themselves, and what they say, are the same in both.
struct TestDialect {
    let framework: TestFramework

    private var isXCTest: Bool { framework == .xctest }

    var importLine: SwiftWriter.Line { isXCTest ? "import XCTest" : "import Testing" }

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

    /// Fails when `condition` (a simple expression) holds, on one line.
    func expectFalse(_ condition: SwiftWriter.Line, _ message: SwiftWriter.Line) -> SwiftWriter.Line {
        isXCTest ? "XCTAssertFalse(\(condition), \"\(message)\", \(callerArguments))" : "#expect(!\(condition), \"\(message)\", \(callerArguments))"
    }

    /// Fails unless `condition` holds, with `message` (the inside of a string literal).
    func expect(_ condition: SwiftWriter.Line, _ message: SwiftWriter.Line, into out: inout SwiftWriter) {
        out.line(isXCTest ? "XCTAssertTrue(" : "#expect(")
        out.line("    \(condition),")
        out.line("    \"\(message)\",")
        out.line("    \(callerArguments)")
        out.line(")")
    }
}

extension String {
    /// `screen` → `Screen`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
