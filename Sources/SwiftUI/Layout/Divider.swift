internal import Raster
internal import SceneGraph

/// A 1-point line in the separator colour: horizontal, as wide as offered, except in an
/// `HStack` (a stack laid out horizontally), where it is vertical and as tall as offered. The
/// engine's `DividerContainer` reads the stack it is in.
public struct Divider: View {
    public init() {}
    public var body: Never { neverBody("Divider") }

    /// `UIColor.separator` in light mode.
    static let color = RGBAColor(red8: 60, green8: 60, blue8: 67, alpha: 0.29)

    /// What a divider lowers to: its line in a container that sizes it across its stack.
    static let lowered = ViewNode.container(
        Container(DividerContainer()),
        [.shape(ShapeView(kind: .rectangle, drawing: .fill(.color(color), rule: .nonZero)))])
}

extension Divider: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(Divider.lowered) }
}
