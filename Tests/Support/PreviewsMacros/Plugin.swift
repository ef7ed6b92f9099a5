// The plugin SwiftPM builds for the SwiftUI stand-in. `make sdk-check` loads the macros of
// PreviewMacro.swift as a library instead (Scripts/sdk-check.sh), without this entry point.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct StandInPreviewsPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [UIViewControllerPreviewMacro.self, ViewPreviewMacro.self]
}
