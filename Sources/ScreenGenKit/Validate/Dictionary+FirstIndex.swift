extension Dictionary where Value == Int {
    /// The index already stored for `key`; or, when there is none, nil after storing
    /// `index` for it. One hash of the key where a lookup and then an insert took two.
    ///
    /// The rules between screens keep tables of names to the index of the screen that
    /// first had them, and ask this of every screen: at 10,000 screens, tens of thousands of
    /// hashes on the one core those rules run on. `index` must be stored for no other key
    /// (a new screen's index is not): it is how a new key is told from an old one.
    mutating func firstIndex(orStoring index: Int, for key: Key) -> Int? {
        let stored = Self.value(of: &self[key, default: index])
        return stored == index ? nil : stored
    }

    /// The value an `inout` access yields: through the `default:` subscript, which stores
    /// the default when the key is missing.
    private static func value(of slot: inout Int) -> Int {
        slot
    }
}
