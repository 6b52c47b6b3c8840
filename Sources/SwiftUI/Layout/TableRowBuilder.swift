/// Builds a table's rows from a list (`rows: { TableRow(a); ForEach(others) { TableRow($0) } }`).
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<C: TableRowContent>(_ content: C) -> _TableRows<Value>
    where C.TableRowValue == Value {
        _TableRows(values: content._tableRowValues())
    }

    public static func buildBlock() -> _TableRows<Value> { _TableRows(values: []) }

    public static func buildBlock(_ rows: _TableRows<Value>...) -> _TableRows<Value> {
        _TableRows(values: rows.flatMap(\.values))
    }

    public static func buildOptional(_ rows: _TableRows<Value>?) -> _TableRows<Value> {
        rows ?? _TableRows(values: [])
    }

    public static func buildEither(first rows: _TableRows<Value>) -> _TableRows<Value> { rows }
    public static func buildEither(second rows: _TableRows<Value>) -> _TableRows<Value> { rows }

    public static func buildArray(_ rows: [_TableRows<Value>]) -> _TableRows<Value> {
        _TableRows(values: rows.flatMap(\.values))
    }

    public static func buildLimitedAvailability(_ rows: _TableRows<Value>) -> _TableRows<Value> { rows }
}
