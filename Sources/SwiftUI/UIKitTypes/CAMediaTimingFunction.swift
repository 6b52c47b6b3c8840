/// The curve an animation's progress follows: a cubic Bézier from (0, 0) to (1, 1), Core
/// Animation's named ones with their published control points.
open class CAMediaTimingFunction: NSObject {
    let curve: UnitCurve

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .bezier(
            startControlPoint: UnitPoint(x: Double(c1x), y: Double(c1y)),
            endControlPoint: UnitPoint(x: Double(c2x), y: Double(c2y)))
    }

    /// A named curve: `.linear`, `.easeIn` (0.42, 0, 1, 1), `.easeOut` (0, 0, 0.58, 1),
    /// `.easeInEaseOut` (0.42, 0, 0.58, 1) or `.default` (0.25, 0.1, 0.25, 1).
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = CAMediaTimingFunction.named[name] ?? (0, 0, 1, 1)
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// The control points of the named curves (Apple's documentation of
    /// `CAMediaTimingFunctionName`); any other name is linear.
    private static let named: [CAMediaTimingFunctionName: (Float, Float, Float, Float)] = [
        .linear: (0, 0, 1, 1), .easeIn: (0.42, 0, 1, 1), .easeOut: (0, 0, 0.58, 1),
        .easeInEaseOut: (0.42, 0, 0.58, 1), .default: (0.25, 0.1, 0.25, 1),
    ]

    /// The curve's value at `progress` (0…1).
    func value(at progress: Double) -> Double { curve.value(at: progress) }
}

/// The names of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
