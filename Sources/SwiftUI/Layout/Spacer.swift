internal import SceneGraph

/// Flexible space that grows along the axis of the stack it is in: SwiftUI's `Spacer`. It is
/// at least `minLength` long (8 pt when nil).
public struct Spacer: View {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { neverBody("Spacer") }
}

extension Spacer: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        Lowered(.spacer(minLength: minLength.map(Double.init)))
    }
}
