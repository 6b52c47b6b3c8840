internal import SceneGraph

/// Rows in sections, scrolling: SwiftUI's `List`, drawn at rest as iOS 17 draws it on iPhone
/// in the `.listStyle` set above (inset grouped by default): the style's background filling
/// the space offered (and the safe area), its sections, headers, footers, row backgrounds and
/// separators (`ListDrawing`, `ListMetrics`). Nothing scrolls or is selected in a render: the
/// list shows its start, and selected rows are drawn as the others.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// Where the scene wrote it (a warning about what it cannot draw is reported there).
    var location = SourceLocation(line: 0, column: 0)

    public var body: Never { neverBody("List") }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content, line: Int = #line, column: Int = #column) {
        location = SourceLocation(line: line, column: column)
        self.content = content()
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line,
        column: Int = #column
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
        line: Int = #line, column: Int = #column
    ) where Content == ForEach<Data, ID, RowContent> {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent, line: Int = #line,
        column: Int = #column
    )
    where Content == ForEach<Range<Int>, Int, RowContent> {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of a collection binding (`List($items) { $item in … }`).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent,
        line: Int = #line, column: Int = #column
    )
    where
        Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        location = SourceLocation(line: line, column: column)
        content = ForEach(Self.bindings(data), id: \.wrappedValue.id, content: rowContent)
    }

    /// A row for each element of a collection binding, identified by the key path `id`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent, line: Int = #line,
        column: Int = #column
    ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
        location = SourceLocation(line: line, column: column)
        let bindings = Self.bindings(data)
        content = ForEach(bindings, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), content: rowContent)
    }
}

extension List {
    /// A list whose rows can be selected (one at a time); nothing is selected in a render.
    public init(
        selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content, line: Int = #line,
        column: Int = #column
    ) {
        location = SourceLocation(line: line, column: column)
        self.content = content()
    }

    /// A list whose rows can be selected (several at a time); nothing is selected in a render.
    public init(
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content, line: Int = #line,
        column: Int = #column
    ) {
        location = SourceLocation(line: line, column: column)
        self.content = content()
    }

    /// A selectable row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line, column: Int = #column
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line, column: Int = #column
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line, column: Int = #column
    ) where Content == ForEach<Data, ID, RowContent> {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line, column: Int = #column
    ) where Content == ForEach<Data, ID, RowContent> {
        location = SourceLocation(line: line, column: column)
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Bindings to each element of the collection `data` binds.
    fileprivate static func bindings<Data: MutableCollection & RandomAccessCollection>(_ data: Binding<Data>)
        -> [Binding<Data.Element>]
    {
        data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
    }
}

extension List: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        ListDrawing(metrics: ListMetrics(context.environment[ListStyleKey.self]), location: location)
            .lower(content, in: context)
    }
}

/// The metrics of the list the views below are rows of (nil outside lists): sections, rows and
/// controls read them to draw as a list's.
struct ListMetricsKey: EnvironmentKey {
    static var defaultValue: ListMetrics? { nil }
}

extension EnvironmentValues {
    var listMetrics: ListMetrics? {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListMetrics.minRowHeight }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The least height of the rows of the lists below: 44 pt.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of the section headers of the lists below (nil: the style's).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
