/// How a screen's `#Preview` and its `ScreenCatalog` entry make it: through `create`, with
/// these arguments.
public struct ScreenPreview: Sendable, Equatable {
    /// Parameter name → the Swift expression `preview:` gives it; a parameter it does not name
    /// takes its default value.
    public var arguments: [String: String]

    public init(arguments: [String: String]) {
        self.arguments = arguments
    }
}
