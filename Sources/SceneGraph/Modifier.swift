import Geometry
import Raster

/// A view modifier and its (animatable) parameters.
public enum Modifier: Equatable, Sendable {
    /// A fixed frame; a nil dimension takes the child's size. The child is placed by `alignment`.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// Moves the drawing, not the layout.
    case offset(x: Double, y: Double)
    case padding(EdgeInsets)
    /// Environment: colour of text and of shapes filled with `.foreground`.
    case foregroundColor(Color)
    /// Multiplies every drawn pixel by the colour.
    case colorMultiply(Color)
    /// Multiplies alpha.
    case opacity(Double)
    /// Environment: font of text below.
    case font(Font)
    /// Environment: overrides the weight of text below (`.bold()` is `.fontWeight(.bold)`).
    case fontWeight(Font.Weight)
}
