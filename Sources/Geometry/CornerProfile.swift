import Foundation

/// The outline of one rounded corner in a unit frame: `x` runs back along the edge the corner
/// is entered from, `y` forward along the edge it leaves by, both in corner radii measured from
/// the rectangle's sharp corner. The profile starts at (`reach`, 0) and ends at (0, `reach`).
struct CornerProfile {
    enum Step {
        case line(to: Point)
        case curve(to: Point, control1: Point, control2: Point)
    }

    var start: Point
    var steps: [Step]

    /// How far along each edge the corner bends, in radii.
    var reach: Double { start.x }

    /// A quarter circle, as one cubic.
    static let circular: CornerProfile = {
        let k = 0.5522847498307936  // 4/3·(√2−1): quarter-circle cubic handle length
        return CornerProfile(
            start: Point(x: 1, y: 0),
            steps: [
                .curve(to: Point(x: 0, y: 1), control1: Point(x: 1 - k, y: 0), control2: Point(x: 0, y: 1 - k))
            ])
    }()

    /// Apple's continuous corner as commonly reverse-engineered from UIKit's rounded-rect path:
    /// the curvature eases in from 1.528 radii before the corner, runs through a near-circular
    /// middle, and eases out symmetrically.
    static let continuous = CornerProfile(
        start: Point(x: 1.52866483, y: 0),
        steps: [
            .curve(
                to: Point(x: 0.66993427, y: 0.06549600), control1: Point(x: 1.08849323, y: 0),
                control2: Point(x: 0.86840689, y: 0)),
            .line(to: Point(x: 0.63149399, y: 0.07491100)),
            .curve(
                to: Point(x: 0.07491100, y: 0.63149399), control1: Point(x: 0.37282392, y: 0.16905899),
                control2: Point(x: 0.16905899, y: 0.37282392)),
            .line(to: Point(x: 0.06549600, y: 0.66993427)),
            .curve(
                to: Point(x: 0, y: 1.52866483), control1: Point(x: 0, y: 0.86840689),
                control2: Point(x: 0, y: 1.08849323)),
        ])

    /// A quarter circle cut where the continuous profile's pieces meet, so the two can be
    /// blended step by step.
    static let circularMatchingContinuous: CornerProfile = {
        // Angle of the continuous profile's middle piece start, seen from the circle's centre (1, 1).
        let split = atan2(1 - 0.63149399, 1 - 0.07491100)
        func point(_ phi: Double) -> Point { Point(x: 1 - sin(phi), y: 1 - cos(phi)) }
        func tangent(_ phi: Double) -> Point { Point(x: -cos(phi), y: sin(phi)) }
        func arc(_ a: Double, _ b: Double) -> Step {
            let k = 4.0 / 3.0 * tan((b - a) / 4)
            return .curve(
                to: point(b), control1: point(a) + tangent(a) * k, control2: point(b) - tangent(b) * k)
        }
        let quarter = Double.pi / 2
        return CornerProfile(
            start: point(0),
            steps: [
                arc(0, split), .line(to: point(split)), arc(split, quarter - split),
                .line(to: point(quarter - split)), arc(quarter - split, quarter),
            ])
    }()

    /// The profile `t` of the way from `self` to `other`, which must have the same steps.
    func blended(with other: CornerProfile, _ t: Double) -> CornerProfile {
        let steps = zip(steps, other.steps).map { a, b -> Step in
            switch (a, b) {
            case (.line(let p), .line(let q)):
                return .line(to: p.lerp(to: q, t))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                return .curve(to: p.lerp(to: q, t), control1: c1.lerp(to: d1, t), control2: c2.lerp(to: d2, t))
            default:
                return a
            }
        }
        return CornerProfile(start: start.lerp(to: other.start, t), steps: steps)
    }

    /// The profile for `style` at corner radius `radius` when only `room` is available along
    /// each edge (radius ≤ room). A continuous corner that does not fit is blended towards a
    /// circular one until it does, so radius = room yields a quarter circle.
    static func forStyle(_ style: RoundedCornerStyle, radius: Double, room: Double) -> CornerProfile {
        switch style {
        case .circular:
            return .circular
        case .continuous:
            let full = continuous.reach * radius
            guard full > room, radius > 0 else { return .continuous }
            let t = Swift.min(1, (full - room) / ((continuous.reach - 1) * radius))
            return continuous.blended(with: circularMatchingContinuous, t)
        }
    }
}
