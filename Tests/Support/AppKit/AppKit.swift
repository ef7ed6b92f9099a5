// A stand-in for the parts of AppKit that ScreenGen's generated macOS code touches, so that
// macOS example code and its generated tests build and run on Linux with a plain
// `import AppKit`. Only Linux builds link it; on macOS the real framework is used.
//
// Each type mirrors Apple's declaration (name, optionality, isolation: `NSResponder` and its
// subclasses are `@MainActor`, `NSStoryboard` is not) and cites the documentation page it
// was checked against. Behaviour is reproduced only as far as tests can observe it:
// storyboard loading, sheets and modal windows, window content.

// Real AppKit re-exports Foundation; generated code relies on `Bundle` with only `import AppKit`.
@_exported import Foundation
