/// Where the pixels along one axis sample a plane of cells `factor` pixels wide (cell i covers
/// pixels i·factor ..< (i + 1)·factor), moved by `offset` pixels: pixel p reads cell
/// `first + index[p]` with weight 1 − `weight[p]` and the next cell with weight `weight[p]`
/// (bilinear between cell centres; with factor 1, between the two nearest pixels).
struct PlaneSampling {
    /// The first cell read.
    let first: Int
    /// One past the last cell read (the second cell of each pair included).
    let end: Int
    let index: [Int32]
    let weight: [Float]

    /// Sampling for `count` pixels from pixel `start`. The offset must be small enough that the
    /// cells fit in `Int32` (callers check that the moved pixels meet the plane).
    init(start: Int, count: Int, factor: Int, offset: Double) {
        var cells = [Int](repeating: 0, count: count)
        var weight = [Float](repeating: 0, count: count)
        if factor == 1 {
            // Pixel p reads p − offset: whole offsets exactly, fractional ones between the two
            // nearest, with the same weight all along.
            let whole = offset.rounded(.down)
            let fraction = offset - whole
            let shift = Int(whole) + (fraction > 0 ? 1 : 0)
            let w = fraction > 0 ? Float(1 - fraction) : 0
            for p in 0..<count {
                cells[p] = start + p - shift
                weight[p] = w
            }
        } else {
            let k = Double(factor)
            for p in 0..<count {
                // Pixel centres are at p + 0.5, cell centres at (i + 0.5)·factor.
                let u = (Double(start + p) + 0.5 - offset) / k - 0.5
                let cell = u.rounded(.down)
                cells[p] = Int(cell)
                weight[p] = Float(u - cell)
            }
        }
        let first = cells.first ?? 0
        self.first = first
        end = (cells.last ?? -1) + 2
        index = cells.map { Int32($0 - first) }
        self.weight = weight
    }

    /// The cell holding `pixel`.
    @inline(__always)
    static func cell(_ pixel: Int, factor: Int) -> Int {
        pixel >= 0 ? pixel / factor : -((-pixel + factor - 1) / factor)
    }

    /// The cells covering any pixel of `rect`.
    static func cells(of rect: PixelRect, factor: Int) -> PixelRect {
        guard factor > 1, !rect.isEmpty else { return rect }
        return PixelRect(
            minX: cell(rect.minX, factor: factor), minY: cell(rect.minY, factor: factor),
            maxX: cell(rect.maxX - 1, factor: factor) + 1, maxY: cell(rect.maxY - 1, factor: factor) + 1)
    }
}
