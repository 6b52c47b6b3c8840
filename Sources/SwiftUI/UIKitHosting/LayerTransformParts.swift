import Foundation

/// A layer transform's x, y part taken apart as Core Animation's key paths name it: scale
/// (`transform.scale.x`, `.y`), turn (`transform.rotation.z`) and move
/// (`transform.translation.x`, `.y`), applied in that order. A shear is not kept.
struct LayerTransformParts {
    var scaleX: Double
    var scaleY: Double
    var rotation: Double
    var translationX: Double
    var translationY: Double

    init(scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double) {
        (self.scaleX, self.scaleY, self.rotation) = (scaleX, scaleY, rotation)
        (self.translationX, self.translationY) = (translationX, translationY)
    }

    /// `t`'s parts.
    init(_ t: CATransform3D) {
        let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
        let sx = (a * a + b * b).squareRoot()
        let determinant = a * d - b * c
        self.init(
            scaleX: sx, scaleY: sx > 0 ? determinant / sx : (c * c + d * d).squareRoot(),
            rotation: sx > 0 ? atan2(b, a) : 0, translationX: Double(t.m41), translationY: Double(t.m42))
    }

    /// The transform: scaled, then turned, then moved.
    var transform: CATransform3D {
        let (c, s) = (cos(rotation), sin(rotation))
        var t = CATransform3D()
        (t.m11, t.m12) = (CGFloat(scaleX * c), CGFloat(scaleX * s))
        (t.m21, t.m22) = (CGFloat(-scaleY * s), CGFloat(scaleY * c))
        (t.m41, t.m42) = (CGFloat(translationX), CGFloat(translationY))
        return t
    }
}
