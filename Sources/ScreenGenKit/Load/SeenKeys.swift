/// The keys of one mapping seen so far, with where each first appeared.
///
/// Spec mappings have a handful of keys, and there a linear search over the keys is
/// several times cheaper than hashing each into a dictionary; large mappings (generated
/// or hostile specs) switch to a dictionary so they stay linear in their size.
struct SeenKeys {
    private var small: [(key: String, location: SourceLocation)] = []
    private var large: [String: SourceLocation]?
    private static let smallLimit = 16

    init(capacity: Int) {
        if capacity > Self.smallLimit {
            large = Dictionary(minimumCapacity: capacity)
        } else {
            small.reserveCapacity(capacity)
        }
    }

    /// Where `key` first appeared, if it has.
    subscript(key: String) -> SourceLocation? {
        if let large { return large[key] }
        for entry in small where entry.key == key { return entry.location }
        return nil
    }

    /// Records `key` as first seen at `location` (the caller checked it was not seen).
    mutating func insert(_ key: String, at location: SourceLocation) {
        if large != nil {
            large![key] = location
        } else if small.count < Self.smallLimit {
            small.append((key, location))
        } else {
            // Merge keys can add more keys than the mapping had pairs.
            var dictionary = Dictionary(uniqueKeysWithValues: small.map { ($0.key, $0.location) })
            dictionary[key] = location
            large = dictionary
            small = []
        }
    }
}
