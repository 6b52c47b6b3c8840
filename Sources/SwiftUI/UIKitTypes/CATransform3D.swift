import Foundation

/// Core Animation's 4 × 4 transform (QuartzCore's `CATransform3D`, which SwiftUI files reach
/// for `ProjectionTransform(_:)`): rows act on the row vector (x, y, z, 1), `m34` = −1/d gives
/// perspective seen from d points away.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    /// The identity.
    public init() {}

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b` (the product a × b of row-vector matrices).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (x, y) = (a.rows, b.rows)
    // Closure types written out: inferred, this line took the type checker 1.4 s.
    let rows: [[CGFloat]] = (0..<4).map { (i: Int) -> [CGFloat] in
        (0..<4).map { (j: Int) -> CGFloat in (0..<4).reduce(CGFloat(0)) { $0 + x[i][$1] * y[$1][j] } }
    }
    return CATransform3D(rows: rows)
}

/// A move by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (the identity for a zero axis); about
/// z it turns x towards y, clockwise on screen, as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (c + x * x * k, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (x * y * k - z * s, c + y * y * k, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (x * z * k + y * s, y * z * k - x * s, c + z * z * k)
    return t
}

/// A move by (tx, ty, tz), then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (sx, sy, sz), then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` about (x, y, z), then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform's x, y part, as an affine transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The affine transform as a 3-D one (z unchanged).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}
