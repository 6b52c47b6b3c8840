/// One row of a `Table`: SwiftUI's `TableRow`, for a table whose rows are written out
/// (`Table(of: Person.self) { … } rows: { TableRow(me) }`). Its first column's cell is what an
/// iPhone shows for it.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value

    /// The row of `value`.
    public init(_ value: Value) { self.value = value }

    public var tableRowBody: Never { return fatalError("TableRow has no body") }
    public func _tableRowValues() -> [Value] { [value] }
}

extension TableRowContent {
    /// The row with a context menu (a touch and hold opens it; never at rest).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> _TableRows<TableRowValue> {
        _TableRows(values: _tableRowValues())
    }

    /// The row with what it gives to a drag (never dragged in a render).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> _TableRows<TableRowValue> {
        _TableRows(values: _tableRowValues())
    }
}
