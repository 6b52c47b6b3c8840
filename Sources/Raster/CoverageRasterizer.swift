/// Anti-aliased coverage by signed-area accumulation (the font-rs / sparse-strips method).
///
/// Each edge adds, to an accumulation row, the change in covered area it causes from one
/// pixel to the next; a prefix sum along the row then gives every pixel's signed area, which
/// the fill rule folds into coverage. There is no sorting and no active-edge list. The
/// arithmetic for a row depends only on that row, so bands of any height give the same pixels.
///
/// One instance is scratch space for one worker; it is not thread-safe.
final class CoverageRasterizer {
    private var accumulation: UnsafeMutablePointer<Float>
    private var accumulationCapacity: Int
    private var coverage: UnsafeMutablePointer<Float>
    private var coverageCapacity: Int
    private var stride = 0
    private var firstRow = 0

    init() {
        accumulationCapacity = 0
        coverageCapacity = 0
        accumulation = UnsafeMutablePointer<Float>.allocate(capacity: 1)
        coverage = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    }

    deinit {
        accumulation.deallocate()
        coverage.deallocate()
    }

    /// Accumulates the edges' areas for `rows` (device rows inside `edges`' region).
    /// Call `coverage(row:)` for every one of those rows afterwards: it also clears them.
    func accumulate(_ edges: EdgeList, rows: Range<Int>) {
        stride = edges.width + 2
        firstRow = rows.lowerBound
        reserve(accumulation: stride * rows.count, coverage: edges.width)
        let rowTop = rows.lowerBound
        let rowBottom = rows.upperBound
        let base = accumulation
        let stride = self.stride
        let top = Double(rowTop)
        let bottom = Double(rowBottom)
        edges.edges.withUnsafeBufferPointer { list in
            for e in list where e.yBottom > top && e.yTop < bottom {
                let r0 = Swift.max(rowTop, Int(e.yTop.rounded(.down)))
                let r1 = Swift.min(rowBottom, Int(e.yBottom.rounded(.up)))
                for row in r0..<r1 {
                    let y0 = Swift.max(Double(row), e.yTop)
                    let y1 = Swift.min(Double(row + 1), e.yBottom)
                    guard y1 > y0 else { continue }
                    let xa = Swift.min(e.xHigh, Swift.max(e.xLow, e.xTop + (y0 - e.yTop) * e.dxdy))
                    let xb = Swift.min(e.xHigh, Swift.max(e.xLow, e.xTop + (y1 - e.yTop) * e.dxdy))
                    CoverageRasterizer.deposit(
                        base + (row - rowTop) * stride, xa, xb, Double(e.winding) * (y1 - y0))
                }
            }
        }
    }

    /// The coverage (0...1) of the pixels of device row `row` across the region, after the
    /// fill rule; the row's accumulation is cleared. Valid until the next call.
    func coverage(row: Int, width: Int, rule: FillRule) -> UnsafeMutablePointer<Float> {
        let acc = accumulation + (row - firstRow) * stride
        let out = coverage
        var sum: Float = 0
        switch rule {
        case .nonZero:
            for c in 0..<width {
                sum += acc[c]
                acc[c] = 0
                out[c] = Swift.min(1, abs(sum))
            }
        case .evenOdd:
            for c in 0..<width {
                sum += acc[c]
                acc[c] = 0
                let a = abs(sum)
                let m = a - 2 * (a * 0.5).rounded(.down)
                out[c] = m > 1 ? 2 - m : m
            }
        }
        acc[width] = 0
        acc[width + 1] = 0
        return out
    }

    /// Adds the area change of a line piece within one row: it spans x from `xa` to `xb`
    /// (region coordinates, ≥ 0) and covers `d` of the row's height (signed by winding).
    ///
    /// With f(x) the fraction of the piece's height lying left of x and F its integral, the
    /// piece covers d·(F(c+1) − F(c)) of pixel c; the row stores differences of that.
    @inline(__always)
    private static func deposit(_ row: UnsafeMutablePointer<Float>, _ xa: Double, _ xb: Double, _ d: Double) {
        let xl = Swift.min(xa, xb)
        let xr = Swift.max(xa, xb)
        let c0 = Int(xl)
        let c1 = Swift.max(c0, Int(xr.rounded(.up)) - 1)
        if c1 == c0 {
            let mid = (xl + xr) * 0.5 - Double(c0)
            row[c0] += Float(d * (1 - mid))
            row[c0 + 1] += Float(d * mid)
            return
        }
        let w = xr - xl
        let halfInverse = 0.5 / w
        var previousCoverage = 0.0
        var previousF = 0.0
        for c in c0...c1 {
            let x = Double(c + 1)
            let f = x >= xr ? w * 0.5 + (x - xr) : (x - xl) * (x - xl) * halfInverse
            let cov = d * (f - previousF)
            row[c] += Float(cov - previousCoverage)
            previousCoverage = cov
            previousF = f
        }
        row[c1 + 1] += Float(d - previousCoverage)
    }

    private func reserve(accumulation count: Int, coverage width: Int) {
        if count > accumulationCapacity {
            accumulation.deallocate()
            accumulation = UnsafeMutablePointer<Float>.allocate(capacity: count)
            accumulation.initialize(repeating: 0, count: count)
            accumulationCapacity = count
        }
        if width > coverageCapacity {
            coverage.deallocate()
            coverage = UnsafeMutablePointer<Float>.allocate(capacity: width)
            coverageCapacity = width
        }
    }
}
