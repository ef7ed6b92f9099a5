/// A JSON value with keys kept in the order written, rendered the same way every time.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed with two-space indentation; arrays of scalars stay on one line.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case let .string(text): return Self.quoted(text)
        case let .int(number): return String(number)
        case let .bool(flag): return flag ? "true" : "false"
        case let .array(items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case let .object(pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n" + pairs.map { "\(inner)\(Self.quoted($0.0)): \($0.1.rendered(indent: indent + 1))" }.joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .int, .bool: return true
        case .array, .object: return false
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        EscapedLiteral.quoted(text) { scalar in
            // JSON spells characters beyond the Basic Multilingual Plane as a surrogate pair.
            let units = scalar.value > 0xFFFF ? Array(String(scalar).utf16) : [UInt16(scalar.value)]
            return units.map { "\\u" + String($0, radix: 16).leftPadded(to: 4) }.joined()
        }
    }
}
