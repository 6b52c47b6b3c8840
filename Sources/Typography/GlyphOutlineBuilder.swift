import Geometry

@_implementationOnly import CFreeType

/// Converts a FreeType outline into a `Path`, keeping its coordinates (no scaling) but flipping
/// y so it grows downward. Conic segments become quadratic curves and cubic ones cubic curves;
/// every contour is closed.
struct GlyphOutlineBuilder {
    private var path = Path()

    /// The path of `outline`; empty when FreeType cannot walk it.
    static func path(from outline: inout FT_Outline) -> Path {
        var builder = GlyphOutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                user.assumingMemoryBound(to: GlyphOutlineBuilder.self).pointee.move(to: to.pointee)
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                user.assumingMemoryBound(to: GlyphOutlineBuilder.self).pointee.line(to: to.pointee)
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                user.assumingMemoryBound(to: GlyphOutlineBuilder.self).pointee.quad(
                    to: to.pointee, control: control.pointee)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                guard let control1, let control2, let to, let user else { return 1 }
                user.assumingMemoryBound(to: GlyphOutlineBuilder.self).pointee.cubic(
                    to: to.pointee, control1: control1.pointee, control2: control2.pointee)
                return 0
            },
            shift: 0,
            delta: 0)
        let error = withUnsafeMutablePointer(to: &builder) { pointer in
            FT_Outline_Decompose(&outline, &funcs, pointer)
        }
        guard error == 0 else { return Path() }
        builder.path.closeSubpath()
        return builder.path
    }

    private mutating func move(to v: FT_Vector) {
        path.closeSubpath()
        path.move(to: Self.point(v))
    }

    private mutating func line(to v: FT_Vector) {
        path.addLine(to: Self.point(v))
    }

    private mutating func quad(to v: FT_Vector, control: FT_Vector) {
        path.addQuadCurve(to: Self.point(v), control: Self.point(control))
    }

    private mutating func cubic(to v: FT_Vector, control1: FT_Vector, control2: FT_Vector) {
        path.addCurve(to: Self.point(v), control1: Self.point(control1), control2: Self.point(control2))
    }

    private static func point(_ v: FT_Vector) -> Point {
        Point(x: Double(v.x), y: -Double(v.y))
    }
}
