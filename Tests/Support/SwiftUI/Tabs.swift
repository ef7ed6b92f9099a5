// Tab views: what an app with tabs selects by `ScreenTab` (`route.tab`). Nothing is rendered:
// the tab view keeps its selection binding and content, a modified view its tag or label.

/// A view that switches between multiple child views using interactive user interface elements.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/tabview
/// (`struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`) with
/// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (iOS 13, macOS 10.15, tvOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public let selection: Binding<SelectionValue>?
    public let content: Content

    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("TabView is a primitive view") }
}

extension View {
    /// Sets the unique tag value of this view: the selection value of its tab in a tab view.
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:) (`func tag<V>(_ tag: V) -> some View where V : Hashable`)
    public func tag<V: Hashable>(_ tag: V) -> some View {
        StandInTagged(content: self, tag: tag)
    }

    /// Sets the tab bar item associated with this view.
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:) (`func tabItem<V>(_ label: () -> V) -> some View where V : View`, iOS 13, macOS 10.15, tvOS 13)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        StandInTabItem(content: self, label: label())
    }
}

/// What `tabItem(_:)` returns: the view it modifies, and the tab bar item's label.
package struct StandInTabItem<Content: View, Label: View>: View {
    package let content: Content
    package let label: Label

    public var body: Never { fatalError("a modified view is primitive in the stand-in") }
}

/// What `tag(_:)` returns: the view it modifies, and the tag.
package struct StandInTagged<Content: View, Tag: Hashable>: View {
    package let content: Content
    package let tag: Tag

    public var body: Never { fatalError("a modified view is primitive in the stand-in") }
}
