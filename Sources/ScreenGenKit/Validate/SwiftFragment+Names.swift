import SwiftParser
import SwiftSyntax

extension SwiftFragment {
    /// The names a valid expression refers to by themselves (`team` in `String(team)`, not
    /// `count` in `team.count`): what must be in scope where the generated code writes it.
    static func referencedNames(_ text: String) -> Set<String> {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.names
    }

    private final class NameCollector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
            names.insert(SwiftIdentifier.unquoted(node.baseName.text))
            return .skipChildren
        }
    }
}
