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
        let parts = Array(repeating: "..", count: base.count - common) + path[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
