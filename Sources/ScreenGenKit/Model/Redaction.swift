/// What the navigation observer is told of one parameter's value (`redact:`): by default
/// its description; `mask` a fixed placeholder in its place, `omit` nothing, not even its name.
public enum Redaction: String, CaseIterable, Sendable {
    /// The parameter is left out of the parameters the observer is told.
    case omit
    /// The parameter is named, its value replaced by `ScreenNavigation.masked`.
    case mask
}
