/// A small fixed set of names (Swift's keywords, the members generated code declares)
/// that every screen's names are checked against.
///
/// Most names asked about are longer or shorter than every name in the set, and that is
/// known from the lengths alone: only a name of a length the set has is hashed. At 10,000
/// screens the hashing had cost as much as the rest of the check.
public struct NameSet: Sendable, ExpressibleByArrayLiteral {
    public let names: Set<String>
    /// Bit `n` is set when a name has `n` UTF-8 bytes (names of 64 bytes or more set bit 63).
    private let lengths: UInt64

    public init(_ names: Set<String>) {
        self.names = names
        lengths = names.reduce(0) { $0 | Self.bit(forLength: $1.utf8.count) }
    }

    public init(arrayLiteral names: String...) {
        self.init(Set(names))
    }

    public func contains(_ name: String) -> Bool {
        lengths & Self.bit(forLength: name.utf8.count) != 0 && names.contains(name)
    }

    private static func bit(forLength length: Int) -> UInt64 {
        1 << UInt64(min(length, 63))
    }
}
