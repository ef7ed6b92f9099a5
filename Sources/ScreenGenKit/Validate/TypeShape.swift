import SwiftParser
import SwiftSyntax

/// What routes need to know of a parameter type: whether it is optional, an array or a
/// dictionary, and of what; every other type is a name. `Int?`, `Optional<Int>`, `[Int]`,
/// `Array<Int>`, `[String: Int]` and `Dictionary<String, Int>` read alike.
public indirect enum TypeShape: Sendable, Equatable {
    case optional(TypeShape)
    case array(TypeShape)
    case dictionary(key: TypeShape, value: TypeShape)
    /// Any other type, as written: `Int`, `Swift.Int`, `Article.ID`.
    case named(String)

    /// The shape of a validated parameter type.
    public static func of(_ text: String) -> TypeShape {
        var parser = Parser(text)
        return shape(of: TypeSyntax.parse(from: &parser))
    }

    private static func shape(of type: TypeSyntax) -> TypeShape {
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(shape(of: optional.wrappedType)) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(shape(of: optional.wrappedType)) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(shape(of: array.element)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return .dictionary(key: shape(of: dictionary.key), value: shape(of: dictionary.value)) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
            return shape(of: only.type)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) ?? type.as(MemberTypeSyntax.self).flatMap(standardGeneric),
           let arguments = identifier.genericArgumentClause?.arguments.compactMap({ Syntax($0.argument).as(TypeSyntax.self) }) {
            switch (identifier.name.text, arguments.count) {
            case ("Optional", 1): return .optional(shape(of: arguments[0]))
            case ("Array", 1): return .array(shape(of: arguments[0]))
            case ("Dictionary", 2): return .dictionary(key: shape(of: arguments[0]), value: shape(of: arguments[1]))
            default: break
            }
        }
        return .named(type.trimmedDescription)
    }

    /// `Swift.Optional<Int>` read as `Optional<Int>`.
    private static func standardGeneric(_ member: MemberTypeSyntax) -> IdentifierTypeSyntax? {
        guard ["Swift", "Foundation"].contains(member.baseType.trimmedDescription) else { return nil }
        return IdentifierTypeSyntax(name: member.name, genericArgumentClause: member.genericArgumentClause)
    }

    /// A named type's name without `Swift.` or `Foundation.`, to compare with the standard
    /// types; nil for the other shapes.
    public var standardName: String? {
        guard case let .named(text) = self else { return nil }
        for prefix in ["Swift.", "Foundation."] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }

    /// The type as Swift code spells it.
    public var spelling: String {
        switch self {
        case let .optional(wrapped): return "Optional<\(wrapped.spelling)>"
        case let .array(element): return "[\(element.spelling)]"
        case let .dictionary(key, value): return "[\(key.spelling): \(value.spelling)]"
        case let .named(text): return text
        }
    }
}
