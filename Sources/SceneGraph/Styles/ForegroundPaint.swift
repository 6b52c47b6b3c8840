import Geometry
import Raster

/// SwiftUI's `.foreground` style: the environment's foreground style (black where none is set).
struct ForegroundPaint: ShapePaint {
    func resolved(in environment: LayoutEnvironment) -> ResolvedPaint {
        let style = environment.foregroundStyle
        if style.base is ForegroundPaint { return .solid(.black) }
        return style.resolved(in: environment)
    }

    mutating func visitAnimatableValues(_ visit: PaintValueVisitor) {}

    /// Never drawn: the layout resolves the foreground style to the environment's before drawing.
    func rasterPaint(in frame: Rect, under t: AffineTransform, images: any ImageProvider) -> Paint { .solid(.black) }
}

extension PaintStyle {
    /// The foreground style of the environment.
    public static let foreground = PaintStyle(ForegroundPaint())
}
