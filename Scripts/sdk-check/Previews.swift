// `#Preview` for the iOS 16.5 SDK, which predates it (it came with Xcode 15's iOS 17 SDK):
// compiled into each checked module beside the generated code, so that the DEBUG
// configurations type-check every generated preview. The declarations are Apple's as the
// SwiftUI stand-in has them (Tests/Support/SwiftUI/Preview.swift, where each cites its page);
// the expansion is Tests/Support/PreviewsMacros/PreviewMacro.swift, loaded from
// libScreenGenStubMacros. Against Xcode 15 or later this file is not needed, and not used.
import SwiftUI
import UIKit

@available(iOS 17.0, tvOS 17.0, *)
@freestanding(declaration)
macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "ScreenGenStubMacros", type: "UIViewControllerPreviewMacro")

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@freestanding(declaration)
macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ScreenGenStubMacros", type: "ViewPreviewMacro")
