// Drag and drop: nothing is dragged in a render, so a drop target never takes a drop and a
// drag source never starts; the views look as they do at rest.

extension View {
    /// A drop target for items of `supportedContentTypes`: nothing is dropped in a render.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View { self }

    /// A drop target for items of `supportedContentTypes`, with the drop's location.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }

    /// A drop target that a delegate answers for.
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }

    /// A drag source: nothing drags in a render.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// A drag source with a preview of the drag: neither is shown.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }
}

/// What a drop target asks of a drop; never asked in a render.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// A drop in progress.
public struct DropInfo {
    /// Where the drop is, in the target's coordinates.
    public let location: CGPoint
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop target would do with a drop.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// What a drop does.
public enum DropOperation: Sendable { case cancel, forbidden, copy, move }
