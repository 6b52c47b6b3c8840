internal import Geometry
internal import SceneGraph

/// A projective transform (a 3 × 3 matrix acting on the row (x, y, 1)): SwiftUI's
/// `ProjectionTransform`, what `.projectionEffect(_:)` draws a view through.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform as a projective one.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// The 3-D transform seen flat: its z row and column dropped (a point's z stays 0), the
    /// perspective column m14, m24, m44 kept.
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the last column is (0, 0, 1): no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(engine: engine.concatenating(rhs.engine))
    }

    /// The inverse, if the matrix has one (`invert()` leaves a singular one as it is).
    public mutating func invert() -> Bool {
        guard let inverse = engine.inverted else { return false }
        self = ProjectionTransform(engine: inverse)
        return true
    }

    public func inverted() -> ProjectionTransform {
        engine.inverted.map { ProjectionTransform(engine: $0) } ?? self
    }

    var engine: Geometry::ProjectiveTransform {
        Geometry::ProjectiveTransform(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22),
            m23: Double(m23), m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }

    init(engine m: Geometry::ProjectiveTransform) {
        (m11, m12, m13) = (CGFloat(m.m11), CGFloat(m.m12), CGFloat(m.m13))
        (m21, m22, m23) = (CGFloat(m.m21), CGFloat(m.m22), CGFloat(m.m23))
        (m31, m32, m33) = (CGFloat(m.m31), CGFloat(m.m32), CGFloat(m.m33))
    }
}

extension View {
    /// Draws the view through `transform`, in the view's own coordinates (origin at its
    /// top-left corner); the layout does not change. Animates every entry of the matrix.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(SceneModifier(.projectionEffect(transform.engine)))
    }
}
