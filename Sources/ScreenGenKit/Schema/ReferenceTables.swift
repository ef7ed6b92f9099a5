/// The spec reference's tables that follow from ``ScreenCapabilities``: which screen
/// kinds, screen keys, presentation styles and route entry points each platform has. ``page`` holds them
/// between ``begin`` and ``end``; a test keeps them in step and `make docs` rewrites them.
enum ReferenceTables {
    /// The page that holds the tables, relative to the repository root.
    static let page = "Docs/SpecReference.md"
    static let begin = "<!-- screengen:reference:begin -->"
    static let end = "<!-- screengen:reference:end -->"

    /// `text` with what is between the markers rendered anew, or nil when it lacks them.
    static func updating(_ text: String) -> String? {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[..<start.upperBound]) + "\n" + markdown() + String(text[stop.lowerBound...])
    }

    /// The tables, each line ending in `\n`.
    static func markdown() -> String {
        var lines = ["<!-- Written by `make docs` from Sources/ScreenGenKit/Validate/ScreenCapabilities.swift. Do not edit. -->", ""]
        lines += table(title: "Screen kinds", header: "kind | spec", rows: ScreenKind.allCases.map { kind in
            (row: "\(label(of: kind)) | \(spec(of: kind))", reasons: TargetPlatform.allCases.map { ScreenCapabilities.reason(kind: kind, on: $0) })
        })
        lines += table(title: "Screen keys", header: "key", rows: SpecKey.Screen.allCases.map { key in
            // A key that makes a kind the platform lacks is refused with it.
            (row: "`\(key.rawValue)`", reasons: TargetPlatform.allCases.map { platform in
                ScreenCapabilities.reason(key: key, on: platform) ?? ScreenCapabilities.kind(madeBy: key).flatMap { ScreenCapabilities.reason(kind: $0, on: platform) }
            })
        })
        lines += table(title: "`presentation:` styles", header: "style", rows: PresentationStyle.allCases.map { style in
            (row: "`\(style.rawValue)`", reasons: TargetPlatform.allCases.map { ScreenCapabilities.reason(presentation: style, on: $0) })
        })
        lines += table(title: "Route entry points (with `routes:`)", header: "generated", rows: ScreenCapabilities.RouteEntryPoint.allCases.map { entry in
            (row: entry.rawValue, reasons: TargetPlatform.allCases.map { ScreenCapabilities.reason(entryPoint: entry, on: $0) })
        })
        return lines.map { $0 + "\n" }.joined()
    }

    /// One table: ✓ where a platform allows the row, ✗ and a numbered note with the
    /// validator's reason where it does not.
    private static func table(title: String, header: String, rows: [(row: String, reasons: [String?])]) -> [String] {
        let platforms = TargetPlatform.allCases.map(\.rawValue)
        var notes: [String] = []
        var lines = ["**\(title)**", "", "| \(header) | \(platforms.joined(separator: " | ")) |",
                     "|" + String(repeating: " --- |", count: header.split(separator: "|").count + platforms.count)]
        for (row, reasons) in rows {
            let cells = reasons.map { reason -> String in
                guard let reason else { return "✓" }
                if let index = notes.firstIndex(of: reason) { return "✗ (\(index + 1))" }
                notes.append(reason)
                return "✗ (\(notes.count))"
            }
            lines.append("| \(row) | \(cells.joined(separator: " | ")) |")
        }
        lines.append("")
        for (index, note) in notes.enumerated() {
            lines.append("\(index + 1). \(note.replacingOccurrences(of: "|", with: "\\|"))")
        }
        if !notes.isEmpty { lines.append("") }
        return lines
    }

    private static func label(of kind: ScreenKind) -> String {
        switch kind {
        case .storyboardScene: return "storyboard scene"
        case .initialScene: return "initial scene"
        case .segueOnlyScene: return "segue-only scene"
        case .nib: return "XIB"
        case .code: return "code"
        case .swiftUI: return "SwiftUI view"
        }
    }

    /// The spec keys that make a screen of this kind.
    private static func spec(of kind: ScreenKind) -> String {
        switch kind {
        case .storyboardScene: return "`storyboard: Main`"
        case .initialScene: return "`storyboard: Main` + `initial: true`"
        case .segueOnlyScene: return "`storyboard: Main` + `segueOnly: true`"
        case .nib: return "`nib: Composer`"
        case .code: return "none of `storyboard`, `nib`, `swiftUI`"
        case .swiftUI: return "`swiftUI: true`"
        }
    }
}
