/// Rules about the spec files as a whole: how many screens they may declare, and which
/// files they turn into.
extension SpecValidator {
    /// Most screens one module's specs may declare. Real apps have hundreds; the limit
    /// keeps a generated or runaway spec within the time and memory a run may take
    /// (each screen renders about 2 KB of Swift).
    static let screenLimit = 20_000

    /// The error for specs that declare more than ``screenLimit`` screens, located at the
    /// first screen over the limit.
    static func screenCountProblem(_ documents: [SpecDocument]) -> Diagnostic? {
        let count = documents.reduce(0) { $0 + $1.screens.count }
        guard count > screenLimit else { return nil }
        var seen = 0
        for document in documents {
            if seen + document.screens.count > screenLimit {
                let first = document.screens[screenLimit - seen].name.location
                return Diagnostic(.tooManyScreens(count: count, limit: screenLimit), at: first)
            }
            seen += document.screens.count
        }
        return nil
    }

    /// Spec files that would generate the same `<spec>+Screens.swift` (`a.yml` and `a.yaml`),
    /// or paths that a Mac's volume takes for one (``VolumeSpelling``: names that differ
    /// only in case or Unicode normalisation): the second would silently replace the first.
    /// Reported at each of the two files.
    static func outputPathCollisions(_ documents: [SpecDocument], specsFolder: String) -> [Diagnostic] {
        var byPath: [String: String] = [:]
        var result: [Diagnostic] = []
        let files = documents.filter { !$0.screens.isEmpty }.map(\.file).sorted()
        for file in files {
            let path = AppModel.outputStem(for: file, specsFolder: specsFolder) + "+Screens.swift"
            let key = VolumeSpelling.key(path)
            if let other = byPath[key] {
                result.append(Diagnostic(.outputPathCollision(path: path, otherFile: other), at: .file(file)))
                result.append(Diagnostic(.outputPathCollision(path: path, otherFile: file), at: .file(other)))
            } else {
                byPath[key] = file
            }
        }
        return result
    }
}
