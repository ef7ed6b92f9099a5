// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport/
// UIKit.swiftoverlay` in the toolchain): a file that imports both Testing and UIKit also
// imports `_Testing_UIKit`, which Apple's SDKs ship (it makes UIKit images attachable).
// Linux toolchains declare the overlay but have no UIKit, so with the UIKit stand-in the
// compiler looks for the overlay and fails with "no such module '_Testing_UIKit'".
// This empty module is that overlay's stand-in: generated Swift Testing code needs nothing
// from it, exactly as on iOS it uses nothing from the real one.
