// NavigationStack and value-based destinations. Nothing is rendered: the stack keeps its
// path binding and root, and `navigationDestination(for:destination:)` keeps the closure, so
// a test can ask which view a value leads to (`StandInNavigation`).

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`,
/// `init(get:set:)`, `wrappedValue`, `projectedValue`).
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/state
/// (`@frozen @propertyWrapper struct State<Value>`, `init(wrappedValue:)`, `wrappedValue`,
/// `projectedValue: Binding<Value>`). The value lives in a box, so a copy of the view
/// shares it, as SwiftUI's storage does.
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A view that displays a root view and enables you to present additional views over the
/// root view.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/navigationstack
/// (`nonisolated struct NavigationStack<Data, Root> where Root : View`, iOS 16, macOS 13,
/// tvOS 16) with https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q.
/// Apple's newest SDK spells the root's builder `@ContentBuilder` and declares the type
/// `nonisolated`; the stand-in keeps the main-actor isolation and `@ViewBuilder` of the
/// SDKs before it (Xcode 16 and 26), which generated code must build with too.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View, StandInStack {
    /// The path the stack shows over its root, read through the binding.
    public let path: Binding<Data>
    public let root: Root

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }

    public var body: Never { fatalError("NavigationStack is a primitive view") }

    package var standInRoot: any View { root }
}

/// Stand-in only: a navigation stack's root view, whatever its type.
@MainActor
package protocol StandInStack {
    var standInRoot: any View { get }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    ///
    /// Declared as in https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// (`nonisolated func navigationDestination<D, C>(for data: D.Type, destination: @escaping (D) -> C) -> some View
    /// where D : Hashable, C : View`, iOS 16, macOS 13, tvOS 16), main-actor isolated as in
    /// the SDKs before Apple's newest (see NavigationStack).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationDestinationView(content: self, destination: destination)
    }
}

/// What `navigationDestination(for:destination:)` returns: the view it modifies, and the
/// destination for values of one type.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
package struct NavigationDestinationView<Content: View, D: Hashable, C: View>: View, StandInDestinations, StandInRows {
    public let content: Content
    let destination: (D) -> C

    init(content: Content, destination: @escaping (D) -> C) {
        self.content = content
        self.destination = destination
    }

    public var body: Never { fatalError("a modified view is primitive in the stand-in") }

    /// The rows of the view it modifies (a list's): what a test reads of a modified list.
    package var standInRows: [any View] { StandInList.rows(of: content) }

    package var standInContent: any View { content }

    package func standInDestination(for value: any Hashable) -> (any View)? {
        guard let value = value as? D else { return (content as? StandInDestinations)?.standInDestination(for: value) }
        return destination(value)
    }
}

/// Stand-in only (SwiftUI has no such API): what a view's `navigationDestination` modifiers
/// show for a value pushed onto the stack, so tests can check the destination of a value.
@MainActor
package protocol StandInDestinations {
    /// The view the modifier applies to: a stack's root, when it is the stack's root that is modified.
    var standInContent: any View { get }
    func standInDestination(for value: any Hashable) -> (any View)?
}
