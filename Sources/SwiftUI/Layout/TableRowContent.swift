/// Rows of a `Table` written out one by one (`Table(of:columns:rows:)`): SwiftUI's
/// `TableRowContent`. `TableRow`, `ForEach` of rows and a scene's own types that build rows
/// in `tableRowBody` conform.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent

    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }

    /// The values of the rows, in order (what a table on an iPhone lists).
    func _tableRowValues() -> [TableRowValue]
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    /// A scene's own rows: those of its body.
    public func _tableRowValues() -> [TableRowValue] { tableRowBody._tableRowValues() }
}

/// The rows of a table's row builder, in order.
public struct _TableRows<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let values: [Value]
    public var tableRowBody: Never { return fatalError("_TableRows has no body") }
    public func _tableRowValues() -> [Value] { values }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public var tableRowBody: Never { return fatalError("Never has no body") }
    public func _tableRowValues() -> [Never] { [] }
}
