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
        .group(children.enumerated().map { index, child in lowerAny(child, in: context.child(index)) })
    }
}
