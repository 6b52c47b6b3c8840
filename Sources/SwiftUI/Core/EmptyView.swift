internal import SceneGraph

/// A view that draws nothing and takes no space.
public struct EmptyView: View {
    public init() {}
    public var body: Never { neverBody("EmptyView") }
}

extension EmptyView: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}
