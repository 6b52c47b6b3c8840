internal import Timeline

/// A curve from (0, 0) to (1, 1) that maps a fraction of time to a fraction of progress:
/// SwiftUI's `UnitCurve`, for `LinearKeyframe(timingCurve:)` and `Animation.timingCurve(_:duration:)`.
public struct UnitCurve: Hashable, Sendable {
    let engine: TimingCurve

    init(_ engine: TimingCurve) { self.engine = engine }

    public static let linear = UnitCurve(.linear)
    public static let easeIn = UnitCurve(.easeIn)
    public static let easeOut = UnitCurve(.easeOut)
    public static let easeInOut = UnitCurve(.easeInOut)

    /// A cubic Bézier curve with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            TimingCurve(
                Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x),
                Double(endControlPoint.y)))
    }

    /// The progress at `progress` of the time (0…1).
    public func value(at progress: Double) -> Double { engine.value(at: progress) }

    /// The same curve as `easeInOut`: Bézier (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = UnitCurve(.easeInOut)

    /// A quarter circle, slow at first: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle, slow at the end: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// `circularEaseIn` over the first half of the time, `circularEaseOut` over the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The rate of change of the curve's value at `progress` of the time (0…1).
    public func velocity(at progress: Double) -> Double { engine.slope(at: progress) }
}
