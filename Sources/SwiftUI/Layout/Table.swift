/// Rows of values in columns: SwiftUI's `Table`. In a compact width, as on every iPhone, iOS
/// shows a table as a list of its rows' first-column cells, without column headers (Apple's
/// documentation of `Table`, "Tables on iOS"); Zoetrope draws that list. Nothing is selected or
/// sorted in a render: the rows keep the order of the data.
public struct Table<Value, Rows, Columns>: View {
    let rows: [Value]
    let rowID: (Value) -> AnyHashable
    let firstCell: (Value) -> AnyView

    public var body: some View {
        let cells = rows.map { (id: rowID($0), value: $0) }
        return List {
            ForEach(cells, id: \.id) { cell in firstCell(cell.value) }
        }
    }
}

/// The rows of a table made from a collection.
public struct _TableRowsOfData<Value> {}

extension Table where Value: Identifiable, Columns: TableColumnContent, Columns.TableRowValue == Value {
    init<Data: RandomAccessCollection>(data: Data, columns: Columns) where Data.Element == Value {
        rows = Array(data)
        rowID = { AnyHashable($0.id) }
        firstCell = { columns._firstCell($0) }
    }
}

extension Table
where Value: Identifiable, Rows == _TableRowsOfData<Value>, Columns: TableColumnContent, Columns.TableRowValue == Value
{
    /// A row for each element of `data`, its cells made by `columns`.
    // The array forms name the rows' type outright, so that the columns can find it (swiftc
    // does not infer a column's row type through `Data.Element` when the table does not sort).
    public init(_ data: [Value], @TableColumnBuilder<Value, Never> columns: () -> Columns) {
        self.init(data: data, columns: columns())
    }

    /// A table of `data` whose selected row is `selection` (none is drawn selected).
    public init(
        _ data: [Value], selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) {
        self.init(data: data, columns: columns())
    }

    /// A table of `data` whose selected rows are `selection` (none is drawn selected).
    public init(
        _ data: [Value], selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) {
        self.init(data: data, columns: columns())
    }

    /// A row for each element of `data`, its cells made by `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, columns: columns())
    }

    /// A table whose selected row is `selection` (none is drawn selected).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, columns: columns())
    }

    /// A table whose selected rows are `selection` (none is drawn selected).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data: data, columns: columns())
    }

    /// A table sorted by `sortOrder` when a header is tapped: the rows are drawn in the data's
    /// order, as the scene keeps them.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data: data, columns: columns())
    }

    /// A sortable table with a selected row (see the forms above).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data: data, columns: columns())
    }

    /// A sortable table with selected rows (see the forms above).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(data: data, columns: columns())
    }
}

extension View {
    /// The style of tables below: every style is the compact list on an iPhone.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}

/// A table's appearance on a wide screen; on an iPhone every style is the compact list.
public protocol TableStyle {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// A table with its columns' dividers and headers (on a wide screen).
public struct InsetTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}
