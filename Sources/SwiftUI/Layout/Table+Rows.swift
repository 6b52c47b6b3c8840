/// Tables whose rows are written out (`Table(of: Person.self) { columns } rows: { … }`): on an
/// iPhone, the list of the rows' first-column cells, in the order written.
extension Table
where
    Rows: TableRowContent, Rows.TableRowValue == Value, Columns: TableColumnContent,
    Columns.TableRowValue == Value
{
    /// A table of the rows `rows` makes, their cells made by `columns`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows` whose selected row is `selection` (none is drawn selected).
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows` whose selected rows are `selection` (none is drawn selected).
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows`, sorted by `sortOrder` when a header is tapped (drawn in the order
    /// written).
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows`, sortable (see above).
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows` with a selected row, sortable (see above).
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }

    /// A table of `rows` with selected rows, sortable (see above).
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(data: rows()._tableRowValues(), columns: columns())
    }
}
