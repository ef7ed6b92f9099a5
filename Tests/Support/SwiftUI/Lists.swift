// Lists, sections, ForEach and value links: what the generated ScreenCatalog is made of.
// Nothing is rendered: each view keeps what it was given, so a test can walk the rows
// (`StandInRows`) and the values their links push.

/// A container that presents rows of data arranged in a single column.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/list
/// (`struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`) with
/// https://developer.apple.com/documentation/swiftui/list/init(content:) (iOS 13, macOS 10.15, tvOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View, StandInRows {
    public let content: Content

    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public var body: Never { fatalError("List is a primitive view") }

    package var standInRows: [any View] { StandInList.rows(of: content) }
}

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`) with
/// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90z3a
/// (`Data.Element : Identifiable`, `ID == Data.Element.ID`, iOS 13, macOS 10.15, tvOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: StandInRows {
    public let data: Data
    public let content: (Data.Element) -> Content

    public var standInRows: [any View] {
        data.flatMap { element -> [any View] in
            guard let view = content(element) as? any View else { return [] }
            return StandInList.rows(of: view)
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
extension ForEach: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90z3a
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public var body: Never { fatalError("ForEach is a primitive view") }
}

/// A container view that you can use to add hierarchy within certain views.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/section
/// (`struct Section<Parent, Content, Footer>`) with
/// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
/// (`init<S>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text,
/// Footer == EmptyView, S : StringProtocol`, iOS 15, macOS 12, tvOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
public struct Section<Parent, Content, Footer>: StandInRows {
    public let header: Parent
    public let content: Content

    public var standInRows: [any View] {
        guard let view = content as? any View else { return [] }
        return StandInList.rows(of: view)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.header = Text(String(title))
        self.content = content()
    }

    public var body: Never { fatalError("Section is a primitive view") }
}

/// A view that controls a navigation presentation.
///
/// Declared as in https://developer.apple.com/documentation/swiftui/navigationlink
/// (`struct NavigationLink<Label, Destination> where Label : View, Destination : View`) with
/// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
/// (`init<P>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never, P : Hashable`,
/// iOS 16, macOS 13, tvOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
    /// The value the link appends to the enclosing stack's path when chosen.
    public let value: (any Hashable)?
    public let label: Label

    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.value = value
        self.label = label()
    }

    public var body: Never { fatalError("NavigationLink is a primitive view") }
}

/// Stand-in only: views that hold rows (a list, a section, a ForEach), which a test reads.
@MainActor
package protocol StandInRows {
    var standInRows: [any View] { get }
}

/// Stand-in only: the rows a view shows, what a list or section holds flattened to its leaves.
@MainActor
package enum StandInList {
    package static func rows(of view: any View) -> [any View] {
        if let rows = view as? StandInRows { return rows.standInRows }
        return [view]
    }
}
