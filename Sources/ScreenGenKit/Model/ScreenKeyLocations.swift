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
        // Sized to the keys the entry has: there is one list per screen.
        entries.reserveCapacity(SpecKey.Screen.allCases.reduce(0) { $0 + (entry.location(of: $1) == nil ? 0 : 1) })
        for key in SpecKey.Screen.allCases {
            if let location = entry.location(of: key) { entries.append((key, location)) }
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
