// The Swift Testing declarations that generated tests use, with the signatures of Xcode 16's
// Testing module (which the iOS SDK does not ship). Its macros expand to nothing here
// (StubMacros.swift): the check is that the tests type-check, not that they register.
@attached(peer) public macro Test() = #externalMacro(module: "ScreenGenStubMacros", type: "NoPeers")
@attached(peer) public macro Test(_ displayName: String) = #externalMacro(module: "ScreenGenStubMacros", type: "NoPeers")
@attached(member) @attached(peer) public macro Suite() = #externalMacro(module: "ScreenGenStubMacros", type: "NoPeers")

@freestanding(expression) public macro _sourceLocation() -> SourceLocation =
    #externalMacro(module: "ScreenGenStubMacros", type: "SourceLocationMacro")

public struct SourceLocation: Sendable {
    public init(fileID: String, filePath: String, line: Int, column: Int) {}
}

public struct Comment: Sendable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
}

public struct Issue: Sendable {
    @discardableResult
    public static func record(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Issue { Issue() }
}
