import Foundation

/// A 2-D projective transform (a 3×3 homogeneous matrix): (x, y) maps to (X / W, Y / W) with
///
///     X = m11·x + m21·y + m31
///     Y = m12·x + m22·y + m32
///     W = m13·x + m23·y + m33
///
/// (the names are SwiftUI's `ProjectionTransform`: row-vector convention, (x, y, 1)·M). A point
/// with W ≤ 0 lies behind the viewer and has no image (`apply` returns nil).
public struct ProjectiveTransform: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    public static let identity = ProjectiveTransform(
        m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The affine transform as a projective one.
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// `self` followed by `other`: applying the result equals applying `self`, then `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when the matrix is singular or not finite. A point p with an image q
    /// (W > 0) comes back: `inverted.apply(q) == p`, and the inverse's W at q is 1 / (W at p).
    public var inverted: ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// True when the transform is affine (no perspective row).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The homogeneous image (X, Y, W) of (x, y, 1).
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
    }

    /// The image of `p`, or nil when `p` lies behind the viewer (W ≤ 0) or the result is not finite.
    public func apply(_ p: Point) -> Point? {
        let (x, y, w) = homogeneous(p)
        guard w > 0 else { return nil }
        let q = Point(x: x / w, y: y / w)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    /// The bounds of the image of `rect`'s part in front of the viewer (W ≥ `minimumW`), or nil
    /// when none of it is. The image of a convex polygon in front of the viewer is the convex
    /// polygon of its vertices' images, so the rectangle is cut by the plane W = minimumW first
    /// and the vertices of that cut are projected. Points closer to W = 0 than `minimumW`
    /// project beyond 1 / minimumW times their coordinates: callers choose it so that those lie
    /// outside anything they draw.
    public func bounds(of rect: Rect, minimumW: Double = 1e-6) -> Rect? {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
        ]
        var polygon: [Point] = []
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            let wa = homogeneous(a).w - minimumW
            let wb = homogeneous(b).w - minimumW
            if wa >= 0 { polygon.append(a) }
            if (wa >= 0) != (wb >= 0) {
                // W is affine in (x, y): the crossing lies at this fraction of the edge.
                polygon.append(a.lerp(to: b, wa / (wa - wb)))
            }
        }
        var result: Rect?
        for p in polygon {
            let (x, y, w) = homogeneous(p)
            let w1 = Swift.max(w, minimumW)
            let q = Rect(x: x / w1, y: y / w1, width: 0, height: 0)
            guard q.minX.isFinite, q.minY.isFinite else { return nil }
            result = result.map { $0.union(q) } ?? q
        }
        return result
    }

    /// The matrix SwiftUI's `rotation3DEffect` applies to a view of `size` (points): move
    /// `anchor` (x, y, anchorZ) to the origin, rotate by `angle` about `axis` (normalised;
    /// right-handed in x right, y down, z toward the viewer, so positive angles turn clockwise
    /// on screen about z, as `rotationEffect`, and about y move the right side away), project
    /// with m34 = −perspective / max(width, height) (the viewer sits max(width, height) /
    /// perspective in front of the anchor), move the anchor back; the 4×4 matrix acting at z = 0.
    /// A zero axis or an empty size gives the identity / no perspective.
    public static func rotation3D(
        angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: Point, anchorZ: Double = 0,
        perspective: Double = 1, size: Size
    ) -> ProjectiveTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians)
        let s = sin(angle.radians)
        let k = 1 - c
        // Rodrigues' rotation (column vectors): r[i][j] = output i from input j.
        let r = [
            [c + ux * ux * k, ux * uy * k - uz * s, ux * uz * k + uy * s],
            [uy * ux * k + uz * s, c + uy * uy * k, uy * uz * k - ux * s],
            [uz * ux * k - uy * s, uz * uy * k + ux * s, c + uz * uz * k],
        ]
        let extent = Swift.max(size.width, size.height)
        let m34 = extent > 0 && extent.isFinite ? -perspective / extent : 0
        // p = (x, y, 0) − anchor3, rotated: q = r·p. Projected: W = 1 + m34·q.z, then the anchor
        // is added back in homogeneous form (X = q.x + ax·W).
        let a = [anchor.x, anchor.y, anchorZ]
        // q = r·(x, y, 0) + o, where o = −r·a.
        let o = (0..<3).map { i in -(r[i][0] * a[0] + r[i][1] * a[1] + r[i][2] * a[2]) }
        // W = m34·q.z + 1, linear in (x, y, 1).
        let w = (x: m34 * r[2][0], y: m34 * r[2][1], one: m34 * o[2] + 1)
        return ProjectiveTransform(
            m11: r[0][0] + a[0] * w.x, m12: r[1][0] + a[1] * w.x, m13: w.x,
            m21: r[0][1] + a[0] * w.y, m22: r[1][1] + a[1] * w.y, m23: w.y,
            m31: o[0] + a[0] * w.one, m32: o[1] + a[1] * w.one, m33: w.one)
    }
}
