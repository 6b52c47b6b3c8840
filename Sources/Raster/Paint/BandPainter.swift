/// Renders bands of rows of a run of fills for one worker: coverage, shading and source-over
/// compositing.
final class BandPainter {
    /// Coverage at or below this is treated as none: it could change an 8-bit value by at most
    /// 0.03, and skipping it keeps float noise in empty areas from costing time.
    static let negligibleCoverage: Float = 1e-4

    /// The destination, shared by all workers; each band writes only its own rows.
    private let surface: Surface
    private let commands: [PreparedCommand]
    private let rasterizer = CoverageRasterizer()
    private let colors: UnsafeMutablePointer<SIMD4<Float>>
    private var spans: [CoverageRasterizer.Span] = []

    /// Device columns painted (all when nil).
    private let columns: Range<Int>?

    /// `commands` must lie inside `surface` (their edges were clipped to a part of it). With a
    /// `columns` window, only pixels in its columns are painted.
    init(surface: Surface, commands: [PreparedCommand], columns window: PixelRect? = nil) {
        self.surface = surface
        self.commands = commands
        columns = window.map { $0.minX..<$0.maxX }
        colors = .allocate(capacity: max(1, surface.width))
    }

    deinit { colors.deallocate() }

    /// Draws every command's part inside device rows `rows`.
    func render(rows: Range<Int>) {
        let top = rows.lowerBound
        let bottom = rows.upperBound
        for command in commands {
            let edges = command.edges
            let y0 = max(top, edges.minY)
            let y1 = min(bottom, edges.maxY)
            guard y0 < y1 else { continue }
            rasterizer.accumulate(edges, rows: y0..<y1)
            for y in y0..<y1 {
                let coverage = rasterizer.coverage(
                    row: y, width: edges.width, rule: command.rule, threshold: BandPainter.negligibleCoverage,
                    spans: &spans)
                if let columns { clip(&spans, to: columns, left: edges.minX) }
                guard !spans.isEmpty else { continue }
                paint(row: y, coverage: coverage, command: command)
            }
        }
    }

    /// Cuts `spans` (columns relative to `left`) to the device columns `window`.
    private func clip(_ spans: inout [CoverageRasterizer.Span], to window: Range<Int>, left: Int) {
        let low = window.lowerBound - left
        let high = window.upperBound - left
        var kept = 0
        for i in spans.indices {
            let start = max(spans[i].start, low)
            let end = min(spans[i].end, high)
            guard start < end else { continue }
            spans[kept] = CoverageRasterizer.Span(start: start, end: end, constant: spans[i].constant)
            kept += 1
        }
        spans.removeLast(spans.count - kept)
    }

    /// Paints the spans of row `y` found by the last coverage computation (`coverage` holds the
    /// values of its varying spans).
    private func paint(row y: Int, coverage: UnsafeMutablePointer<Float>, command: PreparedCommand) {
        let left = command.edges.minX
        let rowPixels = surface.address(x: left, y: y)
        let shader = command.shader
        markDamage(row: y, left: left)
        if let solid = shader.solidColor {
            for span in spans {
                let columns = span.start..<span.end
                if let constant = span.constant {
                    PixelBlock.paintSolid(rowPixels, coverage: constant, columns: columns, left: left, solid)
                } else {
                    PixelBlock.paintSolid(rowPixels, coverage: coverage, columns: columns, left: left, solid)
                }
            }
            return
        }
        // Shading goes pixel by pixel: constant spans take their values from the array too.
        for span in spans {
            if let constant = span.constant {
                (coverage + span.start).update(repeating: constant, count: span.end - span.start)
            }
        }
        let isDithered = shader.isDithered
        BandPainter.bayer.withUnsafeBufferPointer { bayer in
            guard let bayer = bayer.baseAddress else { return }
            // Dither biases of this row for pixels at columns 8k…8k+7 (less the 0.5 of rounding).
            let biases =
                isDithered
                ? UnsafeRawPointer(bayer + (y & 7) * 8).loadUnaligned(as: PixelBlock.Lanes.self) - 0.5
                : PixelBlock.Lanes.zero
            forEachStretch { stretch in
                let start = stretch.lowerBound
                let end = stretch.upperBound
                shader.shade(y: y, x: left + start, count: end - start, into: colors)
                // One pixel at a time up to a multiple of eight columns, then eight at a time
                // (the same arithmetic on every lane), then the rest.
                var i = start
                let aligned = Swift.min(end, i + ((8 - (left + i) & 7) & 7))
                while i < aligned {
                    paintShadedPixel(
                        rowPixels + i * 4, coverage[i], colors + (i - start), isDithered: isDithered, bayer, y,
                        left + i)
                    i += 1
                }
                while i + PixelBlock.count <= end {
                    PixelBlock.paintShaded(
                        UnsafeMutableRawPointer(rowPixels + i * 4), colors: colors + (i - start),
                        coverage: UnsafeRawPointer(coverage + i).loadUnaligned(as: PixelBlock.Lanes.self),
                        biases: biases)
                    i += PixelBlock.count
                }
                while i < end {
                    paintShadedPixel(
                        rowPixels + i * 4, coverage[i], colors + (i - start), isDithered: isDithered, bayer, y,
                        left + i)
                    i += 1
                }
            }
        }
    }

    /// Marks the damage of row `y` under the spans.
    private func markDamage(row y: Int, left: Int) {
        guard let damage = surface.damage else { return }
        forEachStretch { damage.mark(row: y, from: left + $0.lowerBound, to: left + $0.upperBound) }
    }

    /// Calls `body` with the columns of each stretch of touching spans, left to right.
    @inline(__always)
    private func forEachStretch(_ body: (Range<Int>) -> Void) {
        guard var start = spans.first?.start else { return }
        var end = start
        for span in spans {
            if span.start > end {
                body(start..<end)
                start = span.start
            }
            end = span.end
        }
        body(start..<end)
    }

    /// One pixel of a shaded run: the colour at `shaded`, dithered when the shader asks for it.
    @inline(__always)
    private func paintShadedPixel(
        _ pixel: UnsafeMutablePointer<UInt8>, _ coverage: Float, _ shaded: UnsafeMutablePointer<SIMD4<Float>>,
        isDithered: Bool, _ bayer: UnsafePointer<Float>, _ y: Int, _ x: Int
    ) {
        let bias = isDithered ? bayer[(y & 7) * 8 + (x & 7)] : 0.5
        BandPainter.blend(pixel, shaded.pointee * coverage, bias: bias)
    }

    /// Source-over of a premultiplied colour (0...1) onto premultiplied 8-bit RGBA. Each result
    /// channel becomes ⌊value + bias⌋: a bias of 0.5 rounds to nearest, a dither value in (0, 1)
    /// dithers.
    @inline(__always)
    static func blend(_ pixel: UnsafeMutablePointer<UInt8>, _ source: SIMD4<Float>, bias: Float) {
        var value = source * 255
        if source.w < 1 {
            // The opaque case skips reading the destination: it does not show through.
            value += unpack(UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)) * (1 - source.w)
        }
        UnsafeMutableRawPointer(pixel).storeBytes(of: pack(value, bias: bias), as: UInt32.self)
    }

    /// Four bytes (little-endian RGBA) as floats.
    @inline(__always)
    static func unpack(_ word: UInt32) -> SIMD4<Float> {
        SIMD4(Float(word & 0xFF), Float((word >> 8) & 0xFF), Float((word >> 16) & 0xFF), Float(word >> 24))
    }

    /// Channels in 0...255 to four bytes, each ⌊value + bias⌋ (clamped; NaN gives 0).
    ///
    /// Swift's checked float→integer conversions, its generic SIMD conversions and even
    /// `SIMD.clamp` each cost more than the rest of the blend (measured 2× on 3 M pixels);
    /// masks and adding 2²³, which leaves round(x) in the low mantissa bits, do not. Exact
    /// ties round to even: at most half a level, and only without dithering.
    @inline(__always)
    static func pack(_ value: SIMD4<Float>, bias: Float) -> UInt32 {
        var v = value + (bias - 0.5)
        v.replace(with: 0, where: .!(v .>= 0))
        v.replace(with: 255, where: v .> 255)
        let bits = unsafeBitCast(v + 8_388_608, to: SIMD4<UInt32>.self)
        return (bits.x & 0xFF) | (bits.y & 0xFF) << 8 | (bits.z & 0xFF) << 16 | (bits.w & 0xFF) << 24
    }

    /// An 8×8 ordered-dither (Bayer) matrix as biases in (0, 1), row-major: deterministic from
    /// the pixel position and averaging 0.5, like plain rounding.
    private static let bayer: [Float] = {
        let matrix: [Int] = [
            0, 32, 8, 40, 2, 34, 10, 42,
            48, 16, 56, 24, 50, 18, 58, 26,
            12, 44, 4, 36, 14, 46, 6, 38,
            60, 28, 52, 20, 62, 30, 54, 22,
            3, 35, 11, 43, 1, 33, 9, 41,
            51, 19, 59, 27, 49, 17, 57, 25,
            15, 47, 7, 39, 13, 45, 5, 37,
            63, 31, 55, 23, 61, 29, 53, 21,
        ]
        return matrix.map { (Float($0) + 0.5) / 64 }
    }()
}
