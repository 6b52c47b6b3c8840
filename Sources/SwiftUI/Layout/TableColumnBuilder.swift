/// What a table's column builder makes: columns for rows of `TableRowValue`, sorted by
/// comparators of `TableColumnSortComparator`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue
    associatedtype TableColumnSortComparator

    /// The first column's cell for `row`: what a table shows on an iPhone.
    func _firstCell(_ row: TableRowValue) -> AnyView
}

/// Builds a table's columns from a list (`Table(people) { TableColumn(…) … }`).
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> {
    // A column's row and sort types named outright, so that `TableColumn("Name", value: \.name)`
    // finds its key path's root from the table's rows (through the protocol's associated types
    // alone, swiftc cannot infer it when the table does not sort).
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>)
        -> TableColumn<RowValue, Sort, Content, Label>
    { column }

    public static func buildExpression<C: TableColumnContent>(_ column: C) -> C
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort { column }

    public static func buildBlock<C: TableColumnContent>(_ column: C) -> C
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort { column }

    public static func buildBlock<C: TableColumnContent, D: TableColumnContent, each R: TableColumnContent>(
        _ first: C, _ second: D, _ rest: repeat each R
    ) -> _TableColumns<RowValue, Sort> where C.TableRowValue == RowValue {
        _TableColumns(cell: first._firstCell)
    }

    public static func buildOptional<C: TableColumnContent>(_ column: C?) -> _TableColumns<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumns { row in column?._firstCell(row) ?? AnyView(EmptyView()) }
    }

    public static func buildEither<C: TableColumnContent>(first column: C) -> _TableColumns<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumns(cell: column._firstCell)
    }

    public static func buildEither<C: TableColumnContent>(second column: C) -> _TableColumns<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumns(cell: column._firstCell)
    }

    public static func buildLimitedAvailability<C: TableColumnContent>(_ column: C) -> _TableColumns<RowValue, Sort>
    where C.TableRowValue == RowValue {
        _TableColumns(cell: column._firstCell)
    }
}

/// Several columns of a table, of which a compact table shows the first.
public struct _TableColumns<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let cell: (RowValue) -> AnyView
    public func _firstCell(_ row: RowValue) -> AnyView { cell(row) }
}
