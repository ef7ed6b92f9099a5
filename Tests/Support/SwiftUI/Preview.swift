// `#Preview`, as Xcode 15 and later declare it, over a stand-in expansion: Xcode's
// implementation (the PreviewsMacros plugin) is not part of any toolchain but Xcode's. The
// declarations are Apple's, so the compiler checks each preview's name and body exactly as
// it does against the SDK; Tests/Support/PreviewsMacros says what the expansion compiles.

#if !SWIFTUI_APPKIT
/// Creates a preview of a UIKit view controller.
///
/// Declared as in https://developer.apple.com/documentation/uikit/preview(_:traits:body:)-en9c
/// (`@freestanding(declaration) macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
/// @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController)`,
/// iOS 17, tvOS 17). Apple declares it in UIKit; here it is beside SwiftUI's, in the one
/// stand-in module that may depend on a macro. Without traits, which the generated previews
/// pass none of, and with the builder's one-expression body written as a plain closure.
@available(iOS 17.0, tvOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "StandInPreviewsMacros", type: "UIViewControllerPreviewMacro")
#endif

/// Creates a preview of a SwiftUI view.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/preview(_:body:)
/// (`@freestanding(declaration) macro Preview(_ name: String? = nil, @ContentBuilder body: @escaping @MainActor () -> any View)`,
/// iOS 13, macOS 10.15, tvOS 13); `@ViewBuilder` as the SDKs before Apple's newest spell it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "StandInPreviewsMacros", type: "ViewPreviewMacro")
