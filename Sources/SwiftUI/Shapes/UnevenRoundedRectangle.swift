internal import Geometry

/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own; its path starts at the middle of the
/// right edge and runs clockwise on screen, as `RoundedRectangle`'s. Corners are circular arcs
/// in both styles (SceneGraph's continuous corner curve is not available per corner).
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let room = Double(min(r.width, r.height)) / 2
        func clamped(_ radius: CGFloat) -> Double { radius.isNaN ? 0 : max(0, min(Double(radius), room)) }
        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        // Each corner: its radius, sharp vertex, centre of its arc and the angle the arc starts at.
        let corners: [(Double, Geometry::Point, (Double, Double) -> Geometry::Point, Double)] = [
            (clamped(cornerRadii.bottomTrailing), .init(x: maxX, y: maxY), { .init(x: maxX - $0, y: maxY - $1) }, 0),
            (clamped(cornerRadii.bottomLeading), .init(x: minX, y: maxY), { .init(x: minX + $0, y: maxY - $1) }, 90),
            (clamped(cornerRadii.topLeading), .init(x: minX, y: minY), { .init(x: minX + $0, y: minY + $1) }, 180),
            (clamped(cornerRadii.topTrailing), .init(x: maxX, y: minY), { .init(x: maxX - $0, y: minY + $1) }, 270),
        ]
        var path = Geometry::Path()
        path.move(to: Geometry::Point(x: maxX, y: (minY + maxY) / 2))
        for (radius, vertex, center, start) in corners {
            guard radius > 0 else {
                path.addLine(to: vertex)
                continue
            }
            path.addArc(
                center: center(radius, radius), radius: radius, startAngle: .degrees(start),
                endAngle: .degrees(start + 90), clockwise: true)
        }
        path.closeSubpath()
        return Path(path)
    }

    /// The rectangle inset by `amount`; its corners shrink by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }

    /// The corners shrunk by `amount`, for an inset outline parallel to this one.
    func shrunk(by amount: CGFloat) -> UnevenRoundedRectangle {
        func less(_ r: CGFloat) -> CGFloat { max(0, r - amount) }
        let c = cornerRadii
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: less(c.topLeading), bottomLeading: less(c.bottomLeading),
                bottomTrailing: less(c.bottomTrailing), topTrailing: less(c.topTrailing)),
            style: style)
    }
}
