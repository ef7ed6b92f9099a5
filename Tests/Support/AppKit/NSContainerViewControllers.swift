/// The container controllers storyboard scenes may be, so their scenes instantiate; their
/// children are not modelled.

/// https://developer.apple.com/documentation/appkit/nstabviewcontroller
@MainActor
open class NSTabViewController: NSViewController {}

/// https://developer.apple.com/documentation/appkit/nssplitviewcontroller
@MainActor
open class NSSplitViewController: NSViewController {}
