/// Which release of screengen this source tree is, and where it is published: the one place
/// either is spelled. `screengen --version` and the artifact bundle's `info.json` read the
/// version from here; the Homebrew formula and CHANGELOG.md repeat both, and
/// `ReleaseFilesTests` fails when a copy disagrees.
public enum ToolRelease {
    /// The version `--version` prints.
    public static let version = "0.3.0"
    /// The repository's web address, without a trailing slash or `.git`.
    public static let repository = "https://github.com/screengen/screengen"
}
