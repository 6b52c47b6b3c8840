internal import SceneGraph

/// A type that declares an alignment of its own, for `HorizontalAlignment(_:)` and
/// `VerticalAlignment(_:)`: where a view that does not set it with `.alignmentGuide` has it.
/// Stacks, frames, overlays and ZStacks align by it; a stack has the mean of the guides its
/// children set, so it aligns views across nested stacks.
public protocol AlignmentID {
    /// Where a view of these dimensions has the guide, when it does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// The alignment `id` declares.
    public init(_ id: any AlignmentID.Type) {
        self.init(engine: .custom(customAlignment(id)))
    }
}

extension VerticalAlignment {
    /// The alignment `id` declares.
    public init(_ id: any AlignmentID.Type) {
        self.init(engine: .custom(customAlignment(id)))
    }
}

/// The engine's alignment for `id`: the same type is the same alignment.
private func customAlignment(_ id: any AlignmentID.Type) -> CustomAlignment {
    let type = UncheckedSendable(id)
    return CustomAlignment(id: ObjectIdentifier(id)) { dimensions in
        Double(type.value.defaultValue(in: ViewDimensions(engine: dimensions)))
    }
}
