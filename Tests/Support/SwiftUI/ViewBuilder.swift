// The result builder that composes views, and the views it builds: enough for a `switch`
// whose cases are different views (each case one view), as `ScreenRoute.view` is.

/// A custom parameter attribute that constructs views from closures.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/viewbuilder
/// (`@resultBuilder struct ViewBuilder`, `buildBlock()`, `buildBlock(_:)`,
/// `buildEither(first:)`, `buildEither(second:)`, `buildExpression(_:)`); main-actor isolated,
/// as the views it builds are.
@MainActor
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Two views, as a tab view's tabs are. Apple's newest SDK declares one variadic
    /// `buildBlock<each Content>`; two views is what the samples need.
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// A view that doesn't contain any content.
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}

    public var body: Never { fatalError("EmptyView is a primitive view") }
}

/// View content that shows one of two possible children.
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { fatalError("_ConditionalContent is a primitive view") }
}

/// A view created from a swift tuple of view values.
/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T

    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) {
        self.value = value
    }

    public var body: Never { fatalError("TupleView is a primitive view") }
}

/// A type-erased view.
/// https://developer.apple.com/documentation/swiftui/anyview (`init<V>(_ view: V) where V : View`)
public struct AnyView: View {
    let view: any View

    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {
        self.view = view
    }

    public var body: Never { fatalError("AnyView is a primitive view") }
}
