/// A small fixed set of names (Swift's keywords, the members generated code declares)
/// that every screen's names are checked against.
public struct NameSet: Sendable, ExpressibleByArrayLiteral {
    public let names: Set<String>

    public init(_ names: Set<String>) {
        self.names = names
    }

    public init(arrayLiteral names: String...) {
        self.init(Set(names))
    }

    public func contains(_ name: String) -> Bool {
        names.contains(name)
    }
}
