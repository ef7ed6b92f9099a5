/// What differs between the generated XCTest and Swift Testing code: the import, how a test
/// is declared, how a helper learns which test called it, and how it records a failure.
/// The checks themselves, and what they say, are the same in both.
struct TestDialect {
    let framework: TestFramework

    private var isXCTest: Bool { framework == .xctest }

    /// The module the tests import: `XCTest` or `Testing`.
    var module: String { isXCTest ? "XCTest" : "Testing" }

    /// Writes one test: `func testScreenX()` (XCTest finds tests by the `test` prefix) whose
    /// body runs in `onMainActor`, or `@Test @MainActor func screenX()`.
    ///
    /// An XCTest method is synchronous, so it builds for iOS 12 and tvOS 12 (an `async` one
    /// needs the concurrency runtime of iOS 13), and is not `@MainActor` itself: XCTest calls
    /// it on the main thread, but swift-corelibs-xctest (Linux) cannot call a `@MainActor`
    /// method, so the body enters the main actor through `onMainActor` (``mainActorHelper``).
    func test(_ kind: String, _ names: String..., into out: inout SwiftWriter, body: (inout SwiftWriter) -> Void) {
        // Camel case, as SwiftLint's `identifier_name` asks: `testScreenHome`, `segueListShowDetail`.
        let name = names.map(\.capitalizedFirst).joined()
        if isXCTest {
            out.block("func test\(kind.capitalizedFirst)\(name)()") { out in
                out.block("onMainActor") { out in body(&out) }
            }
        } else {
            out.line("@Test @MainActor")
            out.block("func \(kind)\(name)()") { out in body(&out) }
        }
    }

    /// XCTest's `onMainActor`, at file scope as the helpers are: what
    /// `MainActor.assumeIsolated` does, which needs iOS 13.
    func mainActorHelper(into out: inout SwiftWriter) {
        guard isXCTest else { return }
        out.line()
        out.line("/// Runs a test's body on the main actor, where XCTest calls each test method.")
        out.block("private func onMainActor(_ body: @MainActor () -> Void)") { out in
            out.line("precondition(Thread.isMainThread, \"XCTest calls test methods on the main thread\")")
            out.line("withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Void).self)() }")
        }
    }

    /// A helper's last parameters: where its caller is, so a failure marks the test method.
    var callerParameters: [String] {
        isXCTest ? ["file: StaticString = #filePath", "line: UInt = #line"] : ["sourceLocation: Testing.SourceLocation = #_sourceLocation"]
    }

    /// The caller's location, passed on to the next helper.
    var callerArguments: [String] {
        isXCTest ? ["file: file", "line: line"] : ["sourceLocation: sourceLocation"]
    }

    /// Records a failure; `message` is the inside of a string literal, interpolations included.
    func fail(_ message: String, into out: inout SwiftWriter) {
        out.call(isXCTest ? "XCTFail" : "Issue.record", message: message, [callerArguments.joined(separator: ", ")])
    }

    /// Records `message` when `condition` holds. Both frameworks then report the message
    /// alone (what is wrong, the spec line, the fix): an assertion macro would put its own
    /// account of the expression first (Swift Testing's `Expectation failed: (x → y) is Screen`),
    /// which names the helper's generic parameter rather than the screen.
    func fail(when condition: SwiftWriter.Line, _ message: String, into out: inout SwiftWriter) {
        out.block("if \(condition)") { out in fail(message, into: &out) }
    }
}

extension String {
    /// `screen` → `Screen`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
