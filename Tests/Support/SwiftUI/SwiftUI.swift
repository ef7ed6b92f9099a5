// A stand-in for the parts of SwiftUI that ScreenGen's generated code touches, so that the
// example app's SwiftUI screens and their generated `UIHostingController` factories build
// and run on Linux with a plain `import SwiftUI`. Only Linux builds link it.
//
// Each declaration mirrors Apple's (name, generic constraints, `@MainActor` isolation) and
// cites the page it was checked against. Nothing is rendered.
//
// Built over the UIKit stand-in by default; compiled with `-D SWIFTUI_APPKIT` it is the
// macOS flavour over the AppKit stand-in (NSViewControllerRepresentable instead of
// UIViewControllerRepresentable and UIHostingController), which the tests build as a module
// of its own.

#if SWIFTUI_APPKIT
@_exported import AppKit
#else
@_exported import UIKit
#endif

/// A type that represents part of an app's user interface.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`, `associatedtype Body: View`, `var body`).
@MainActor
@preconcurrency
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

/// A view with no body of its own, as `Never` is for SwiftUI's primitive views.
/// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that displays one or more lines of read-only text.
/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    public let content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init(_ content: String) {
        self.content = content
    }

    public var body: Never { fatalError("Text is a primitive view") }
}

#if !SWIFTUI_APPKIT
/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/uihostingcontroller
/// (`@MainActor @preconcurrency class UIHostingController<Content> where Content: View`,
/// `init(rootView:)`, `init?(coder:rootView:)`, `rootView`).
@MainActor
@preconcurrency
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    /// A hosting controller needs a root view, which an archive cannot provide.
    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) must be implemented in a subclass and call super.init(coder:, rootView:)")
    }
}
#endif
