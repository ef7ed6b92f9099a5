/// A segue a storyboard scene performs, as a spec declares it under `segues:`.
public struct Segue: Sendable, Equatable {
    /// The segue's identifier in the storyboard, the raw value of its `Segue` case.
    public var identifier: String
    /// The `Segue` case, already a valid identifier (unescaped): `showNote` for `ShowNote`.
    public var caseName: String
    /// The name (spec key) of the declared destination screen.
    public var destination: String
    /// The destination screen's Swift type (its `class:`).
    public var destinationType: String
    /// The name the navigation observer is told of the destination: its `analytics:`, by
    /// default `destination`.
    public var destinationReportedName: String
    /// Whether the segue shows a navigation controller whose root is the destination.
    public var embedded: Bool
    /// Where the segue's key is in the spec.
    public var location: SourceLocation
    /// Where its destination is written, which a wrong destination is reported on.
    public var destinationLocation: SourceLocation?

    /// `destinationType` defaults to `destination`, as for a screen without `class:`.
    public init(identifier: String, caseName: String, destination: String, destinationType: String? = nil, embedded: Bool, location: SourceLocation) {
        self.identifier = identifier
        self.caseName = caseName
        self.destination = destination
        self.destinationType = destinationType ?? destination
        destinationReportedName = destination
        self.embedded = embedded
        self.location = location
    }
}
