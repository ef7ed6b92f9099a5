import Foundation

/// Paths written into specs and messages relative to a folder, so they do not depend on
/// where the checkout is.
enum RelativePath {
    /// `target` as seen from `folder`, e.g. `../App/Main.storyboard`.
    static func from(_ folder: URL, to target: URL) -> String {
        let base = folder.standardizedFileURL.pathComponents
        let path = target.standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < path.count, base[common] == path[common] { common += 1 }
        // Appended one part at a time: `joined(separator:)` on these parts resolves an
        // associated type at run time, a scan of the binary's conformance table.
        var result = ""
        for index in 0..<(base.count - common + path.count - common) {
            if index > 0 { result += "/" }
            result += index < base.count - common ? ".." : path[common + index - (base.count - common)]
        }
        return result.isEmpty ? "." : result
    }
}
