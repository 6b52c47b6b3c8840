/// Numbers the points of a planar arrangement, giving points closer than `epsilon` to one
/// already numbered that point's number, so that the ends of split segments that meet in
/// exact arithmetic meet in floating point too.
struct VertexSnapper {
    private(set) var points: [Point] = []
    let epsilon: Double
    private let cell: Double
    private var grid: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var x: Int64
        var y: Int64
    }

    init(epsilon: Double) {
        self.epsilon = epsilon
        cell = epsilon * 2
    }

    /// The number of `p`, or of a point already numbered within `epsilon` of it.
    mutating func index(of p: Point) -> Int {
        let cx = key(p.x)
        let cy = key(p.y)
        var best: (index: Int, distance: Double)?
        for dx in Int64(-1)...1 {
            for dy in Int64(-1)...1 {
                for i in grid[Cell(x: cx &+ dx, y: cy &+ dy)] ?? [] {
                    let d = points[i].distance(to: p)
                    if d <= epsilon, d < best?.distance ?? .infinity { best = (i, d) }
                }
            }
        }
        if let best { return best.index }
        points.append(p)
        grid[Cell(x: cx, y: cy), default: []].append(points.count - 1)
        return points.count - 1
    }

    /// The cell of a coordinate; one overflowing the grid (a point computed from coordinates
    /// near the largest number) falls in the outermost cell rather than trapping.
    private func key(_ v: Double) -> Int64 {
        let cell = (v / cell).rounded(.down)
        guard cell.isFinite else { return cell > 0 ? .max : .min }
        return Int64(max(-9e18, min(9e18, cell)))
    }
}
