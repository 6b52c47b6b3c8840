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

    @available(*, unavailable, message: "'circularEaseIn' is not supported by Zoetrope yet")
    public static var circularEaseIn: UnitCurve { .easeIn }
    @available(*, unavailable, message: "'circularEaseOut' is not supported by Zoetrope yet")
    public static var circularEaseOut: UnitCurve { .easeOut }
    @available(*, unavailable, message: "'circularEaseInOut' is not supported by Zoetrope yet")
    public static var circularEaseInOut: UnitCurve { .easeInOut }
}
