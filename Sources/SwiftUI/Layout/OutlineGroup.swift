/// A tree of values shown as rows that disclose their children: SwiftUI's `OutlineGroup`,
/// drawn as iOS draws it at rest — each value of the top level a row, those with children as a
/// collapsed `DisclosureGroup` (the row with its chevron), those without as the row alone.
/// Nothing is tapped in a render, so no branch is open.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup> {
    /// The values of this level.
    let data: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View where Parent == Leaf {
    public var body: some View {
        let rows = data.map { (id: id($0), element: $0) }
        return ForEach(rows, id: \.id) { row in
            if let branch = children(row.element) {
                DisclosureGroup {
                    OutlineGroup(data: Array(branch), id: id, children: children, content: content)
                } label: {
                    content(row.element)
                }
            } else {
                content(row.element)
            }
        }
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The values of `data` and, under each, those at its `children` (nil: a leaf).
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, Data.Element == DataElement {
        self.init(data: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// The values of `data`, identified by `id`, and under each those at its `children`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data.Element == DataElement {
        self.init(data: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// `root` and, under it, the values at its `children`.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, Data.Element == DataElement {
        self.init(data: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

/// The children of a branch of an `OutlineGroup`.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

extension List where SelectionValue == Never {
    /// A list of the tree of `data`: each value a row, those with children (at `children`) a
    /// collapsed disclosure row, as `OutlineGroup` draws them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, line: Int = #line, column: Int = #column
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(content: { OutlineGroup(data, children: children, content: rowContent) }, line: line, column: column)
    }
}
