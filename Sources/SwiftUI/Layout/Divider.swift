internal import Raster
internal import SceneGraph

/// A 1-point line in the separator colour: horizontal, as wide as offered, except in an
/// `HStack`, where it is vertical and as tall as offered.
public struct Divider: View {
    public init() {}
    public var body: Never { neverBody("Divider") }

    /// `UIColor.separator` in light mode.
    static let color = Raster::Color(red8: 60, green8: 60, blue8: 67, alpha: 0.29)
    static let thickness = 1.0

    private static let line = SceneGraph::View.shape(
        ShapeView(kind: .rectangle, drawing: .fill(.color(color), rule: .nonZero)))
    static let horizontal = SceneGraph::View.modified(line, .frame(width: nil, height: thickness, alignment: .center))
    static let vertical = SceneGraph::View.modified(line, .frame(width: thickness, height: nil, alignment: .center))

    /// `view` (a horizontal divider under modifiers) turned vertical.
    static func reoriented(_ view: SceneGraph::View) -> SceneGraph::View {
        if view == horizontal { return vertical }
        if case .modified(let inner, let modifier) = view { return .modified(reoriented(inner), modifier) }
        return view
    }
}

extension Divider: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        var lowered = Lowered(Divider.horizontal)
        lowered.isDivider = true
        return lowered
    }
}
