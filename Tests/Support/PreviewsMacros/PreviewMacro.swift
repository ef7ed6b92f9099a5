// Stand-ins for Xcode's `#Preview` macros, whose implementation (the PreviewsMacros plugin)
// ships only with Xcode. The compiler type-checks a macro's arguments against its declaration
// (the SwiftUI stand-in's, or Scripts/sdk-check/Previews.swift's), so the body closure is checked
// as Xcode checks it; the expansion then compiles the body as Xcode's does: inside a type
// marked available from the releases that have `#Preview`, on the main actor. Nothing registers
// the preview: there is no canvas to show it.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController)`.
public struct UIViewControllerPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        [PreviewExpansion.declaration(of: node, result: "UIViewController", in: context)]
    }
}

/// `#Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View)`.
public struct ViewPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        [PreviewExpansion.declaration(of: node, result: "any View", in: context)]
    }
}

enum PreviewExpansion {
    /// A type of its own per preview, as Xcode's expansion makes, whose one function runs the
    /// body: `#Preview { … }` has it as a trailing closure, `#Preview(body: { … })` as an argument.
    static func declaration(of node: some FreestandingMacroExpansionSyntax, result: String,
                            in context: some MacroExpansionContext) -> DeclSyntax {
        let body = node.trailingClosure.map(ExprSyntax.init)
            ?? node.arguments.first { $0.label?.text == "body" }?.expression
            ?? "{ fatalError(\"#Preview without a body\") }"
        let name = context.makeUniqueName("Preview")
        return """
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
            @MainActor
            private enum \(name) {
                static func makePreview() -> \(raw: result) {
                    let body: @MainActor () -> \(raw: result) = \(body.trimmed)
                    return body()
                }
            }
            """
    }
}
