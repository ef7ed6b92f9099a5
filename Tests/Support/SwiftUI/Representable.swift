// The view controller representables: a UIKit (or, in the AppKit flavour, AppKit) view
// controller shown in SwiftUI. SwiftUI calls `makeCoordinator()`, then
// `make…ViewController(context:)` and `update…ViewController(_:context:)` when the view
// appears; `StandInHosting.viewController(showing:)` does the same for tests, since nothing
// is rendered here.

#if SWIFTUI_APPKIT
/// A wrapper that you use to integrate an AppKit view controller into your SwiftUI interface.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable
/// (`@MainActor @preconcurrency protocol NSViewControllerRepresentable : View where Self.Body == Never`,
/// `associatedtype NSViewControllerType : NSViewController`, `associatedtype Coordinator = Void`,
/// `makeNSViewController(context:)`, `updateNSViewController(_:context:)`,
/// `static func dismantleNSViewController(_:coordinator:)`, `makeCoordinator()`,
/// `typealias Context = NSViewControllerRepresentableContext<Self>`).
@MainActor
@preconcurrency
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol NSViewControllerRepresentable: View where Body == Never {
    associatedtype NSViewControllerType: NSViewController
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>

    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable/makensviewcontroller(context:)
    func makeNSViewController(context: Context) -> NSViewControllerType
    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable/updatensviewcontroller(_:context:)
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable/dismantlensviewcontroller(_:coordinator:)
    static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable/makecoordinator()
    func makeCoordinator() -> Coordinator
}

extension NSViewControllerRepresentable where Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable/makecoordinator()
    public func makeCoordinator() -> Coordinator { () }
}

extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}

    public var body: Never { fatalError("a representable has no body") }
}

/// Contextual information about the state of the system that you use to create and update
/// your AppKit view controller.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentablecontext
/// (`@MainActor @preconcurrency struct NSViewControllerRepresentableContext<ViewController>
/// where ViewController : NSViewControllerRepresentable`, `coordinator`). SwiftUI makes it;
/// its initializer is not public.
@MainActor
@preconcurrency
public struct NSViewControllerRepresentableContext<ViewController: NSViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentablecontext/coordinator
    public let coordinator: ViewController.Coordinator

    init(coordinator: ViewController.Coordinator) {
        self.coordinator = coordinator
    }
}

/// Stand-in only: what SwiftUI does when a representable appears.
@MainActor
package enum StandInHosting {
    /// The view controller SwiftUI would show for `representable`: coordinator, make, update.
    package static func viewController<R: NSViewControllerRepresentable>(showing representable: R) -> R.NSViewControllerType {
        let context = R.Context(coordinator: representable.makeCoordinator())
        let controller = representable.makeNSViewController(context: context)
        representable.updateNSViewController(controller, context: context)
        return controller
    }
}
#else
/// A view that represents a UIKit view controller.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
/// (`@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`,
/// `associatedtype UIViewControllerType : UIViewController`, `associatedtype Coordinator = Void`,
/// `makeUIViewController(context:)`, `updateUIViewController(_:context:)`,
/// `static func dismantleUIViewController(_:coordinator:)`, `makeCoordinator()`,
/// `typealias Context = UIViewControllerRepresentableContext<Self>`).
@MainActor
@preconcurrency
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public var body: Never { fatalError("a representable has no body") }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
/// (`@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable : UIViewControllerRepresentable`, `coordinator`). SwiftUI makes it;
/// its initializer is not public.
@MainActor
@preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator

    init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}

/// Stand-in only: what SwiftUI does when a view appears.
@MainActor
package enum StandInHosting {
    /// The view controller SwiftUI would show for `representable`: coordinator, make, update.
    package static func viewController<R: UIViewControllerRepresentable>(showing representable: R) -> R.UIViewControllerType {
        let context = R.Context(coordinator: representable.makeCoordinator())
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        return controller
    }

    /// What SwiftUI would show for `view`: a representable's view controller, the chosen
    /// branch of a conditional, or any other view hosted in a `UIHostingController`.
    package static func viewController(showing view: any View) -> UIViewController {
        if let shown = view as? StandInShowable { return shown.standInViewController() }
        if let representable = view as? any UIViewControllerRepresentable { return make(representable) }
        return host(view)
    }

    private static func make<R: UIViewControllerRepresentable>(_ representable: R) -> UIViewController {
        // Typed, so that the call is the representable's overload and not this one's caller.
        let controller: R.UIViewControllerType = viewController(showing: representable)
        return controller
    }

    private static func host<V: View>(_ view: V) -> UIViewController {
        UIHostingController(rootView: view)
    }
}

/// Stand-in only: views that `StandInHosting` opens up.
@MainActor
package protocol StandInShowable {
    func standInViewController() -> UIViewController
}

extension _ConditionalContent: StandInShowable {
    package func standInViewController() -> UIViewController {
        switch storage {
        case let .trueContent(view): return StandInHosting.viewController(showing: view)
        case let .falseContent(view): return StandInHosting.viewController(showing: view)
        }
    }
}
#endif
