/// The framework of the generated tests (`tests:`). App test targets run both, so a module
/// picks the one its own tests use.
public enum TestFramework: String, Sendable, CaseIterable {
    /// `XCTestCase` subclasses with `XCTFail`.
    case xctest
    /// Swift Testing: a `@Suite` of `@Test` functions with `#expect` and `Issue.record`.
    case swiftTesting = "swift-testing"
}
