// A stand-in for the parts of UIKit that ScreenGen's generated code touches, so that the
// example app and the generated tests build and run on Linux with a plain `import UIKit`.
// Only the target's Linux builds link it; on iOS the real framework is used.
//
// Each type mirrors Apple's declaration (name, optionality, `@MainActor` isolation) and
// cites the documentation page it was checked against. Behaviour is reproduced only as far
// as tests can observe it: view controller containment, presentation and storyboard loading.

// Real UIKit re-exports Foundation; generated code relies on `Bundle` with only `import UIKit`.
@_exported import Foundation
