import Foundation
internal import Raster

/// A value Core Animation interpolates: a number, a point, a size, a rectangle, a colour, a
/// transform, or a list of them (a gradient's colours or locations). An animation's
/// `fromValue`, `toValue`, `byValue` and `values` are read as one of these (`read(_:)`).
protocol LayerAnimatableValue {
    /// The value `amount` (0…1, or past either end) of the way from this one to `other`.
    func interpolated(to other: Self, by amount: Double) -> Self
    /// This value and `other` added (a `byValue`).
    func adding(_ other: Self) -> Self
    /// `value` as this type, when it is one (an `NSNumber`, a `CGFloat`, a `CGColor` …).
    static func read(_ value: Any) -> Self?
}

/// The types an animation's values are read as, most specific first.
let layerAnimatableTypes: [any LayerAnimatableValue.Type] = [
    Double.self, CGPoint.self, CGSize.self, CGRect.self, CGColor.self, CATransform3D.self, [Double].self,
    [CGColor].self,
]

/// `value` read as the first animatable type it is, or nil.
func readLayerValue(_ value: Any?) -> (any LayerAnimatableValue)? {
    guard let value else { return nil }
    for type in layerAnimatableTypes {
        if let read = type.read(value) { return read }
    }
    return nil
}

/// `a` interpolated to `b` by `amount`, when both are of one type (else `b` from half way on,
/// as a value that cannot be interpolated jumps).
func interpolate(_ a: any LayerAnimatableValue, _ b: any LayerAnimatableValue, by amount: Double)
    -> any LayerAnimatableValue
{
    func open<V: LayerAnimatableValue>(_ a: V) -> any LayerAnimatableValue {
        guard let b = b as? V else { return amount < 0.5 ? a : b }
        return a.interpolated(to: b, by: amount)
    }
    return open(a)
}

/// `a` and `b` added, when both are of one type (else `a`).
func add(_ a: any LayerAnimatableValue, _ b: any LayerAnimatableValue) -> any LayerAnimatableValue {
    func open<V: LayerAnimatableValue>(_ a: V) -> any LayerAnimatableValue {
        guard let b = b as? V else { return a }
        return a.adding(b)
    }
    return open(a)
}

extension Double: LayerAnimatableValue {
    func interpolated(to other: Double, by amount: Double) -> Double { self + (other - self) * amount }
    func adding(_ other: Double) -> Double { self + other }
    /// `value` as a number: a Double, CGFloat, Float, Int or NSNumber (nil for anything else).
    static func read(_ value: Any) -> Double? {
        if let v = value as? Double { return v }
        if let v = value as? CGFloat { return Double(v) }
        if let v = value as? Float { return Double(v) }
        if let v = value as? Int { return Double(v) }
        return (value as? NSNumber)?.doubleValue
    }
}

extension CGPoint: LayerAnimatableValue {
    func interpolated(to other: CGPoint, by amount: Double) -> CGPoint {
        CGPoint(
            x: Double(x).interpolated(to: Double(other.x), by: amount),
            y: Double(y).interpolated(to: Double(other.y), by: amount))
    }
    func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    static func read(_ value: Any) -> CGPoint? {
        value as? CGPoint
    }
}

extension CGSize: LayerAnimatableValue {
    func interpolated(to other: CGSize, by amount: Double) -> CGSize {
        CGSize(
            width: Double(width).interpolated(to: Double(other.width), by: amount),
            height: Double(height).interpolated(to: Double(other.height), by: amount))
    }
    func adding(_ other: CGSize) -> CGSize { CGSize(width: width + other.width, height: height + other.height) }
    static func read(_ value: Any) -> CGSize? { value as? CGSize }
}

extension CGRect: LayerAnimatableValue {
    func interpolated(to other: CGRect, by amount: Double) -> CGRect {
        CGRect(
            origin: origin.interpolated(to: other.origin, by: amount),
            size: size.interpolated(to: other.size, by: amount))
    }
    func adding(_ other: CGRect) -> CGRect {
        CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    static func read(_ value: Any) -> CGRect? { value as? CGRect }
}

extension CGColor: LayerAnimatableValue {
    func interpolated(to other: CGColor, by amount: Double) -> Self {
        let (a, b) = (resolved, other.resolved)
        return Self(
            RGBAColor(
                red: a.red.interpolated(to: b.red, by: amount), green: a.green.interpolated(to: b.green, by: amount),
                blue: a.blue.interpolated(to: b.blue, by: amount), alpha: a.alpha.interpolated(to: b.alpha, by: amount))
        )
    }
    func adding(_ other: CGColor) -> Self {
        let (a, b) = (resolved, other.resolved)
        return Self(
            RGBAColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
    }
    static func read(_ value: Any) -> Self? {
        if let colour = value as? Self { return colour }
        return (value as? UIColor).map { Self($0.cgColor.resolved) }
    }
}

extension CATransform3D: LayerAnimatableValue {
    /// Interpolated by parts, as Core Animation does: scale, turn and move each from one to
    /// the other (the x, y part; depth is not drawn).
    func interpolated(to other: CATransform3D, by amount: Double) -> CATransform3D {
        let (a, b) = (LayerTransformParts(self), LayerTransformParts(other))
        return LayerTransformParts(
            scaleX: a.scaleX.interpolated(to: b.scaleX, by: amount),
            scaleY: a.scaleY.interpolated(to: b.scaleY, by: amount),
            rotation: a.rotation.interpolated(to: b.rotation, by: amount),
            translationX: a.translationX.interpolated(to: b.translationX, by: amount),
            translationY: a.translationY.interpolated(to: b.translationY, by: amount)
        ).transform
    }
    func adding(_ other: CATransform3D) -> CATransform3D { CATransform3DConcat(self, other) }
    static func read(_ value: Any) -> CATransform3D? { value as? CATransform3D }
}

extension Array: LayerAnimatableValue where Element: LayerAnimatableValue {
    /// Element by element; lists of different lengths jump half way.
    func interpolated(to other: [Element], by amount: Double) -> [Element] {
        guard count == other.count else { return amount < 0.5 ? self : other }
        return zip(self, other).map { $0.interpolated(to: $1, by: amount) }
    }
    func adding(_ other: [Element]) -> [Element] {
        guard count == other.count else { return self }
        return zip(self, other).map { $0.adding($1) }
    }
    static func read(_ value: Any) -> [Element]? {
        guard let list = value as? [Any], !list.isEmpty else { return nil }
        let read = list.compactMap { Element.read($0) }
        return read.count == list.count ? read : nil
    }
}
