/// Anti-aliased coverage by signed-area accumulation (the font-rs / sparse-strips method).
///
/// Each edge adds, to an accumulation row, the change in covered area it causes from one
/// pixel to the next; a prefix sum along the row then gives every pixel's signed area, which
/// the fill rule folds into coverage. There is no sorting and no active-edge list. The
/// arithmetic for a row depends only on that row, so bands of any height give the same pixels.
///
/// The accumulation is sparse by blocks of `blockWidth` cells: edges mark the blocks they touch,
/// and across an untouched block the running sum, hence the coverage, is constant, so a row costs
/// time in proportion to its edges and the covered pixels, not to its width.
///
/// One instance is scratch space for one worker; it is not thread-safe.
final class CoverageRasterizer {
    /// Cells per block of the touched-block map.
    static let blockWidth = 16

    private var accumulation: UnsafeMutablePointer<Float>
    private var accumulationCapacity: Int
    /// Per accumulated row, one bit per block of cells that edges touched.
    private var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity: Int
    private var wordsPerRow = 0
    private var coverage: UnsafeMutablePointer<Float>
    private var coverageCapacity: Int
    private var stride = 0
    private var firstRow = 0

    init() {
        accumulationCapacity = 0
        coverageCapacity = 0
        touchedCapacity = 0
        accumulation = UnsafeMutablePointer<Float>.allocate(capacity: 1)
        coverage = UnsafeMutablePointer<Float>.allocate(capacity: 1)
        touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    }

    deinit {
        accumulation.deallocate()
        coverage.deallocate()
        touched.deallocate()
    }

    /// Accumulates the edges' areas for `rows` (device rows inside `edges`' region).
    /// Call `coverage(row:)` for every one of those rows afterwards: it also clears them.
    func accumulate(_ edges: EdgeList, rows: Range<Int>) {
        stride = edges.width + 2
        firstRow = rows.lowerBound
        wordsPerRow = (stride + CoverageRasterizer.blockWidth * 64 - 1) / (CoverageRasterizer.blockWidth * 64)
        reserve(accumulation: stride * rows.count, coverage: edges.width, touched: wordsPerRow * rows.count)
        let rowTop = rows.lowerBound
        let rowBottom = rows.upperBound
        let base = accumulation
        let stride = self.stride
        let marks = touched
        let words = wordsPerRow
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
                    let span = CoverageRasterizer.deposit(
                        base + (row - rowTop) * stride, xa, xb, Double(e.winding) * (y1 - y0))
                    CoverageRasterizer.mark(marks + (row - rowTop) * words, from: span.lowerBound, to: span.upperBound)
                }
            }
        }
    }

    /// The coverage (0...1) of the pixels of device row `row` across the region, after the
    /// fill rule; the row's accumulation is cleared. Valid until the next call.
    func coverage(row: Int, width: Int, rule: WindingRule) -> UnsafeMutablePointer<Float> {
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
        (touched + (row - firstRow) * wordsPerRow).update(repeating: 0, count: wordsPerRow)
        return out
    }

    /// A part of a row: columns `start..<end` (region coordinates) whose coverage is
    /// `constant` throughout or, when that is nil, varies and is given per pixel.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var constant: Float?
    }

    /// The coverage (0...1) of device row `row` after the fill rule, as ``coverage(row:width:rule:)``
    /// gives it, but computed per pixel only where edges touched the row: `spans` receives, left
    /// to right and apart, the spans of pixels whose coverage exceeds `threshold`, each of
    /// constant coverage (untouched stretches of the row) or of varying coverage (valid in the
    /// returned array there). The row's accumulation is cleared.
    func coverage(
        row: Int, width: Int, rule: WindingRule, threshold: Float, spans: inout [Span]
    ) -> UnsafeMutablePointer<Float> {
        spans.removeAll(keepingCapacity: true)
        let acc = accumulation + (row - firstRow) * stride
        let marks = touched + (row - firstRow) * wordsPerRow
        let out = coverage
        let blockWidth = CoverageRasterizer.blockWidth
        let blocks = (stride + blockWidth - 1) / blockWidth
        var sum: Float = 0
        // The start of the varying span being gathered, -1 when none is.
        var varyingStart = -1
        var block = 0
        while block < blocks {
            let x0 = block * blockWidth
            let next = CoverageRasterizer.firstTouched(marks, from: block, below: blocks)
            if next > block {
                // Nothing accumulated up to the next touched block: the sum, hence the coverage,
                // is the same throughout.
                let x1 = Swift.min(next * blockWidth, width)
                if varyingStart >= 0 {
                    spans.append(Span(start: varyingStart, end: Swift.min(x0, width), constant: nil))
                    varyingStart = -1
                }
                let value = CoverageRasterizer.fold(sum, rule)
                if x0 < x1 && value > threshold {
                    spans.append(Span(start: x0, end: x1, constant: value))
                }
                block = next
                continue
            }
            let cells = Swift.min(x0 + blockWidth, stride)
            let x1 = Swift.min(cells, width)
            var c = x0
            while c < x1 {
                sum += acc[c]
                acc[c] = 0
                let value = CoverageRasterizer.fold(sum, rule)
                out[c] = value
                if value > threshold {
                    if varyingStart < 0 { varyingStart = c }
                } else if varyingStart >= 0 {
                    spans.append(Span(start: varyingStart, end: c, constant: nil))
                    varyingStart = -1
                }
                c += 1
            }
            while c < cells {
                acc[c] = 0
                c += 1
            }
            block += 1
        }
        if varyingStart >= 0 { spans.append(Span(start: varyingStart, end: width, constant: nil)) }
        marks.update(repeating: 0, count: wordsPerRow)
        return out
    }

    /// The first block at or after `block` whose bit is set in a row's touched map, or `count`.
    @inline(__always)
    private static func firstTouched(_ marks: UnsafeMutablePointer<UInt64>, from block: Int, below count: Int) -> Int {
        var word = block >> 6
        let rest = marks[word] >> UInt64(block & 63)
        if rest != 0 { return Swift.min(count, block + rest.trailingZeroBitCount) }
        word += 1
        while word << 6 < count {
            let bits = marks[word]
            if bits != 0 { return Swift.min(count, word << 6 + bits.trailingZeroBitCount) }
            word += 1
        }
        return count
    }

    /// Coverage from a signed area under the fill rule.
    @inline(__always)
    private static func fold(_ sum: Float, _ rule: WindingRule) -> Float {
        switch rule {
        case .nonZero:
            return Swift.min(1, abs(sum))
        case .evenOdd:
            let a = abs(sum)
            let m = a - 2 * (a * 0.5).rounded(.down)
            return m > 1 ? 2 - m : m
        }
    }

    /// Sets the bits of the blocks holding cells `first...last` in a row's touched map.
    @inline(__always)
    private static func mark(_ row: UnsafeMutablePointer<UInt64>, from first: Int, to last: Int) {
        var block = first / blockWidth
        let end = last / blockWidth
        while block <= end {
            row[block >> 6] |= 1 << UInt64(block & 63)
            block += 1
        }
    }

    /// Adds the area change of a line piece within one row: it spans x from `xa` to `xb`
    /// (region coordinates, ≥ 0) and covers `d` of the row's height (signed by winding).
    ///
    /// With f(x) the fraction of the piece's height lying left of x and F its integral, the
    /// piece covers d·(F(c+1) − F(c)) of pixel c; the row stores differences of that.
    /// Returns the first and last cells changed.
    @inline(__always)
    private static func deposit(
        _ row: UnsafeMutablePointer<Float>, _ xa: Double, _ xb: Double, _ d: Double
    ) -> ClosedRange<Int> {
        let xl = Swift.min(xa, xb)
        let xr = Swift.max(xa, xb)
        let c0 = Int(xl)
        let c1 = Swift.max(c0, Int(xr.rounded(.up)) - 1)
        if c1 == c0 {
            let mid = (xl + xr) * 0.5 - Double(c0)
            row[c0] += Float(d * (1 - mid))
            row[c0 + 1] += Float(d * mid)
            return c0...(c0 + 1)
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
        return c0...(c1 + 1)
    }

    private func reserve(accumulation count: Int, coverage width: Int, touched words: Int) {
        if words > touchedCapacity {
            touched.deallocate()
            touched = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            touched.initialize(repeating: 0, count: words)
            touchedCapacity = words
        }
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
