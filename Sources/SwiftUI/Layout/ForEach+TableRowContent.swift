/// A row of a table for each element of a collection (`ForEach(people) { TableRow($0) }`).
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public var tableRowBody: Never { return fatalError("ForEach has no body") }
    public func _tableRowValues() -> [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues() } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: TableRowContent {
    /// The rows `content` makes for each element of `data`.
    // The builder's row type is a parameter of its own, so that swiftc infers it from the rows
    // the closure builds (through `Content.TableRowValue` alone it cannot).
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where Content.TableRowValue == V {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Content: TableRowContent {
    /// The rows `content` makes for each element of `data`, identified by `id`.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where Content.TableRowValue == V {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}
