import Geometry
import TestSupport
import XCTest

extension SplitMix64 {
    mutating func point(in range: ClosedRange<Double>) -> Point {
        Point(x: double(in: range), y: double(in: range))
    }
}

/// The signed area enclosed by the flattened path (shoelace; positive when clockwise on screen).
func signedArea(_ path: Path, tolerance: Double = 0.001) -> Double {
    var area = 0.0
    for polyline in path.flattened(tolerance: tolerance) {
        let p = polyline.points
        for i in 0..<p.count {
            let a = p[i]
            let b = p[(i + 1) % p.count]
            area += a.x * b.y - b.x * a.y
        }
    }
    return area / 2
}

/// The area where the path's winding number is non-zero, by counting the centres of a fine grid:
/// slow, but obviously right for any overlap.
func nonZeroArea(_ path: Path, in bounds: Rect, step: Double) -> Double {
    let polylines = path.flattened(tolerance: step / 10)
    var count = 0
    var y = bounds.minY + step / 2
    while y < bounds.maxY {
        var x = bounds.minX + step / 2
        while x < bounds.maxX {
            if winding(of: Point(x: x, y: y), polylines) != 0 { count += 1 }
            x += step
        }
        y += step
    }
    return Double(count) * step * step
}

/// The winding number of `p` (ray cast towards +x).
func winding(of p: Point, _ polylines: [Polyline]) -> Int {
    var w = 0
    for polyline in polylines {
        let pts = polyline.points
        for i in 0..<pts.count {
            let a = pts[i]
            let b = pts[(i + 1) % pts.count]
            if (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { w += b.y > a.y ? 1 : -1 }
            }
        }
    }
    return w
}

/// Distance from `p` to the segment a–b.
func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let lengthSquared = ab.x * ab.x + ab.y * ab.y
    guard lengthSquared > 0 else { return p.distance(to: a) }
    let t = max(0, min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared))
    return p.distance(to: a + ab * t)
}

func assertClose(
    _ a: Double, _ b: Double, relative: Double, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertLessThanOrEqual(abs(a - b), relative * abs(b), "\(a) vs \(b) \(message)", file: file, line: line)
}
