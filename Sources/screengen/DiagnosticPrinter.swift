import Foundation
import ScreenGenKit

/// Prints diagnostics to standard error as `path:line:column: severity: message`, the
/// form Xcode and editors turn into links.
struct DiagnosticPrinter {
    func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    func summary(_ diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        guard errors + warnings > 0 else { return nil }
        return [errors > 0 ? plural(errors, "error") : nil, warnings > 0 ? plural(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }

    private func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
