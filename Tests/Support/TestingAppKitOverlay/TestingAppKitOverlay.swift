// Swift Testing declares a cross-import overlay for AppKit (`Testing.swiftcrossimport/
// AppKit.swiftoverlay` in the toolchain): a file that imports both Testing and AppKit also
// imports `_Testing_AppKit`, which Apple's SDKs ship. Linux toolchains declare the overlay
// but have no AppKit, so with the AppKit stand-in the compiler would fail with "no such
// module '_Testing_AppKit'". This empty module is that overlay's stand-in, as
// Tests/Support/TestingUIKitOverlay is UIKit's.
