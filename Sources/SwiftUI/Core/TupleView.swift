internal import SceneGraph

/// Several views built by one `@ViewBuilder` block; a stack lays them out as its children.
public struct TupleView<T>: View {
    public var value: T
    /// The elements of `value`, in order.
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { neverBody("TupleView") }
}

extension TupleView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        // Each view keeps its slot; the views of a slot that holds several (an `if` with two
        // views, a `ForEach`) are numbered within it, so the slots after it do not shift.
        .group(
            children.enumerated().flatMap { index, child -> [Lowered] in
                let lowered = lowerAny(child, in: context.child(index))
                guard lowered.parts != nil else {
                    var single = lowered
                    single.slot = [index] + (lowered.slot ?? [])
                    return [single]
                }
                return lowered.flattened.enumerated().map { position, part in
                    var part = part
                    part.slot = [index] + (part.slot ?? [position])
                    return part
                }
            })
    }
}
