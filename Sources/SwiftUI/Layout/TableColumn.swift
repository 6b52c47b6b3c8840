/// A column of a `Table`: its title and each row's cell. On an iPhone a table shows its first
/// column's cells as a list and no column title.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let cell: (RowValue) -> Content

    public func _firstCell(_ row: RowValue) -> AnyView { AnyView(cell(row)) }

    /// This column at `width` points on a wide screen.
    public func width(_ width: CGFloat?) -> TableColumn { self }

    /// This column between `min` and `max` points wide on a wide screen.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }

    /// The name a user's column customization keeps this column by.
    public func customizationID(_ id: String) -> TableColumn { self }

    /// Whether the column shows by default on a wide screen.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        cell = content
    }

    /// A column titled `title` whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        cell = content
    }

    /// A column titled `text` whose cells `content` makes.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) { cell = content }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column titled `titleKey` showing each row's string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        cell = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column titled `title` showing each row's string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        cell = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column titled `titleKey` (by `value`) whose cells `content` makes.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        cell = content
    }

    /// A sortable column titled `title` (by `value`) whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        cell = content
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A sortable column titled `titleKey` showing each row's string at `value`.
    // Disfavoured, so that in a table that does not sort the column that does not either is
    // tried first (both take the same arguments).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        cell = { Text(verbatim: $0[keyPath: value]) }
    }

    /// A sortable column titled `title` showing each row's string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        cell = { Text(verbatim: $0[keyPath: value]) }
    }
}
