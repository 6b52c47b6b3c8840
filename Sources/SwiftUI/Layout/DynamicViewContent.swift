/// Views made from a collection, which a list lets the user delete from and reorder:
/// SwiftUI's `DynamicViewContent`. Nothing is swiped or dragged in a render, so the actions
/// never run and the views are drawn as they are.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Deleting rows by swiping: accepted; nothing is swiped.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Reordering rows by dragging: accepted; nothing is dragged.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }

    /// Inserting dropped items: accepted; nothing is dropped.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
        -> some DynamicViewContent
    { self }
}

extension View {
    /// Whether this row can be deleted: accepted; nothing is deleted in a render.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether this row can be moved: accepted; nothing is moved in a render.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}
