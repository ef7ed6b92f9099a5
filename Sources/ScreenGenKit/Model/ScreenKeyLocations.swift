/// Where each key of a screen's spec entry is written: the few keys an entry has, in the
/// order of ``SpecKey/Screen``.
///
/// A list rather than a dictionary: an entry has two to five keys, a later stage looks one
/// up only to report a problem, and building a hashed table per screen cost more than
/// validating the screen.
struct ScreenKeyLocations: Sendable, Equatable {
    private(set) var entries: [(key: SpecKey.Screen, location: SourceLocation)] = []

    init() {}

    /// The locations `entry` has, key by key.
    init(_ entry: SpecDocument.ScreenEntry) {
        // Gathered on the stack and moved into a list sized to the keys the entry has (there
        // is one list per screen): counting them first asked for every key twice.
        let keys = SpecKey.Screen.allCases
        entries = withUnsafeTemporaryAllocation(of: (key: SpecKey.Screen, location: SourceLocation).self, capacity: keys.count) { found in
            var count = 0
            for key in keys {
                guard let location = entry.location(of: key) else { continue }
                found.initializeElement(at: count, to: (key, location))
                count += 1
            }
            return [(key: SpecKey.Screen, location: SourceLocation)](unsafeUninitializedCapacity: count) { list, initialized in
                _ = list.moveInitialize(fromContentsOf: found[..<count])
                initialized = count
            }
        }
    }

    subscript(key: SpecKey.Screen) -> SourceLocation? {
        entries.first { $0.key == key }?.location
    }

    /// The same keys, each location changed by `transform`.
    func mapLocations(_ transform: (SourceLocation) -> SourceLocation) -> ScreenKeyLocations {
        var result = self
        result.entries = entries.map { ($0.key, transform($0.location)) }
        return result
    }

    static func == (lhs: ScreenKeyLocations, rhs: ScreenKeyLocations) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.key == $1.key && $0.location == $1.location }
    }
}
