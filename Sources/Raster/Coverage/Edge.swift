/// One non-horizontal line of a flattened path, ready for coverage accumulation: x is relative
/// to the left of the path's pixel region, y is in device rows.
struct Edge {
    /// The end with the smaller y.
    var xTop: Double
    var yTop: Double
    var yBottom: Double
    /// Change of x per unit of y.
    var dxdy: Double
    /// The x range the line covers (guards against rounding when x is extrapolated).
    var xLow: Double
    var xHigh: Double
    /// +1 when the line runs downward in the path, −1 when upward.
    var winding: Float

    init(from p: (x: Double, y: Double), to q: (x: Double, y: Double)) {
        let (top, bottom, winding): ((x: Double, y: Double), (x: Double, y: Double), Float) =
            p.y < q.y ? (p, q, 1) : (q, p, -1)
        xTop = top.x
        yTop = top.y
        yBottom = bottom.y
        dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        xLow = Swift.min(p.x, q.x)
        xHigh = Swift.max(p.x, q.x)
        self.winding = winding
    }
}
