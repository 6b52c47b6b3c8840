import Geometry
import Raster

/// The geometry of a built-in shape; every shape fills the frame it is given.
public enum ShapeKind: Equatable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// A path in the shape's local coordinates (points); drawn as is, not scaled to the frame.
    case path(Path)
}

/// How a shape is painted: filled, stroked along the path, or stroked inside its border.
public enum ShapeDrawing: Equatable, Sendable {
    case fill(PaintStyle, rule: WindingRule)
    case stroke(PaintStyle, StrokeStyle)
    case strokeBorder(PaintStyle, StrokeStyle)
}

/// A shape view: `Circle()`, `RoundedRectangle(cornerRadius: 12).trim(from: 0, to: 0.5).stroke(…)`.
public struct ShapeView: Equatable, Sendable {
    public var kind: ShapeKind
    /// Fraction of the path's length where drawing starts (0...1).
    public var trimFrom: Double
    /// Fraction of the path's length where drawing ends (0...1); nothing is drawn when
    /// `trimFrom >= trimTo`.
    public var trimTo: Double
    public var drawing: ShapeDrawing
    /// False for the outline of a scene's own shape without animatable data, computed for the
    /// frame: as in SwiftUI, a change of that shape changes the outline at once (it is not
    /// morphed or cross-faded); the outline only follows its frame while the frame animates.
    public var outlineAnimates: Bool

    public init(
        kind: ShapeKind, trimFrom: Double = 0, trimTo: Double = 1,
        drawing: ShapeDrawing = .fill(.foreground, rule: .nonZero), outlineAnimates: Bool = true
    ) {
        self.kind = kind
        self.trimFrom = trimFrom
        self.trimTo = trimTo
        self.drawing = drawing
        self.outlineAnimates = outlineAnimates
    }
}
