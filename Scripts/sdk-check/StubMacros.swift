// The stand-ins for Swift Testing's macros in Testing.swift: `@Test` and `@Suite` add
// nothing, `#_sourceLocation` is the caller's location.
import SwiftSyntax
import SwiftSyntaxMacros

public struct NoPeers: PeerMacro, MemberMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

public struct SourceLocationMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        "Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)"
    }
}
