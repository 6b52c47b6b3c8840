extension FilterPass {
    /// Draws, behind the content, its alpha blurred, moved by (`dx`, `dy`) and tinted. Only
    /// `live` (where the surface may be non-transparent) is read, and only the pixels the
    /// shadow can reach from there are written.
    ///
    /// The blurred alpha lives on a plane of cells (pixels, or blocks of pixels for a wide blur;
    /// see `GaussianBlur`) and is sampled at (x − dx, y − dy) with bilinear weights: unreduced,
    /// integer offsets move it exactly by whole pixels and fractional ones interpolate between
    /// the two nearest. The plane holds the cells the reached pixels sample and the cells whose
    /// alpha spreads to them.
    ///
    /// `alpha`, when given, is what the surface's alpha was drawn from (`DisplayList.alphaOnly`
    /// of its content): the blurred plane is then shared through the render's `ShadowPlaneCache`
    /// (when it keeps one) with other shadows of the same alpha.
    func shadow(
        _ surface: Surface, live: PixelRect, color: SIMD4<Float>, blur: GaussianBlur?, dx: Double, dy: Double,
        alpha: DisplayList? = nil
    ) {
        let source = surface.rect
        let live = live.intersection(source)
        // The pixels the shadow can change; none means nothing to do (and keeps the offsets,
        // which move live pixels onto the surface, small below).
        let reached = live.outset(by: blur?.margin ?? 0).offsetCovering(dx: dx, dy: dy).intersection(source)
        guard !reached.isEmpty else { return }
        let k = blur?.factor ?? 1
        let reach = blur?.cascade.margin ?? 0
        let columns = PlaneSampling(start: reached.minX, count: reached.width, factor: k, offset: dx)
        let rows = PlaneSampling(start: reached.minY, count: reached.height, factor: k, offset: dy)
        let sampled = PixelRect(minX: columns.first, minY: rows.first, maxX: columns.end, maxY: rows.end)
        // A plane that can be shared holds every cell the blurred alpha reaches and the next
        // one either way (bilinear pairs), whatever the offset: shadows of the same alpha offset
        // otherwise then find the same plane.
        let support = PlaneSampling.cells(of: live.outset(by: blur?.margin ?? 0), factor: k).outset(by: 1)
        let shareable = alpha != nil && support.contains(sampled)
        let area =
            shareable
            ? support : sampled.union(PlaneSampling.cells(of: live, factor: k).intersection(sampled.outset(by: reach)))
        let key = shareable ? alpha.map { ShadowPlaneCache.Key(alpha: $0, live: live, cells: area, blur: blur) } : nil
        // Without a cache (the plain mode) the plane is the same, blurred for this shadow alone.
        let cache = caches.shadowPlanes
        let blurred: ShadowPlaneCache.Plane
        if let key, let kept = cache?.plane(for: key) {
            blurred = kept
        } else {
            blurred = ShadowPlaneCache.Plane(count: area.area, pool: caches.buffers)
            reduce(surface, live: live, into: blurred.values, cells: area, factor: k, channels: 1)
            blur?.cascade.blur(blurred.values, width: area.width, height: area.height, channels: 1, pool: pool)
            if let key { cache?.insert(blurred, for: key) }
        }
        // The pool gets the plane back (unless kept) only after the last row is tinted.
        defer { withExtendedLifetime(blurred) {} }
        let plane = blurred.values

        // Reduced, each plane row of the sampled ones is first spread to the reached columns
        // (`wide`), so that each pixel row only mixes two of them.
        let width = reached.width
        var wide: UnsafeMutablePointer<Float>?
        defer { wide.map { caches.buffers.release($0, count: sampled.height * width) } }
        if k > 1 {
            let spread = caches.buffers.floats(sampled.height * width)
            wide = spread
            spreadRows(
                of: UncheckedSendable(plane), area: area, rows: sampled.minY..<sampled.maxY, columns: columns,
                into: UncheckedSendable(spread))
        }
        let shared = UncheckedSendable((plane: plane, wide: wide))
        let visible = 0.5 / color.w
        let items = (reached.height + FilterPass.rowsPerItem - 1) / FilterPass.rowsPerItem
        pool.run(items, makeWorker: { ShadowScratch(width: width) }) { scratch, item in
            let y0 = item * FilterPass.rowsPerItem
            for r in y0..<Swift.min(reached.height, y0 + FilterPass.rowsPerItem) {
                let row = Int(rows.index[r])
                let wy = rows.weight[r]
                let pixels = surface.address(x: reached.minX, y: reached.minY + r)
                if let wide = shared.value.wide {
                    let upper = wide + row * width
                    let lower = upper + width
                    let mixing = scratch.strength
                    for x in 0..<width { mixing[x] = (1 - wy) * upper[x] + wy * lower[x] }
                    FilterPass.tint(
                        pixels, count: width, strength: RowStrength(values: mixing), color: color, visible: visible)
                } else {
                    let upper =
                        shared.value.plane + (rows.first + row - area.minY) * area.width + columns.first - area.minX
                        + Int(columns.index[0])
                    let w = columns.weight[0]
                    if wy == 0 && w == 0 {
                        // A whole-pixel offset: the strengths are a plane row as it is (mixing
                        // with weight 0 would give the same values).
                        FilterPass.tint(
                            pixels, count: width, strength: RowStrength(values: upper), color: color, visible: visible)
                    } else {
                        // Unreduced: each pixel mixes two cells of each of two plane rows,
                        // computed only for pixels the tint can change.
                        FilterPass.tint(
                            pixels, count: width,
                            strength: MixedStrength(upper: upper, lower: upper + area.width, wy: wy, w: w),
                            color: color, visible: visible)
                    }
                }
            }
        }
    }

    /// Fills `wide` row by row: for each plane row in `rows`, its value at each pixel that
    /// `columns` samples (bilinear between two cells). `plane` covers the cells `area`, which
    /// holds every cell sampled.
    private func spreadRows(
        of plane: UncheckedSendable<UnsafeMutablePointer<Float>>, area: PixelRect, rows: Range<Int>,
        columns: PlaneSampling, into wide: UncheckedSendable<UnsafeMutablePointer<Float>>
    ) {
        let width = columns.index.count
        forEachRow(rows.count) { r in
            let cells = plane.value + (rows.lowerBound + r - area.minY) * area.width + columns.first - area.minX
            let out = wide.value + r * width
            columns.index.withUnsafeBufferPointer { index in
                columns.weight.withUnsafeBufferPointer { weight in
                    for x in 0..<width {
                        let i = Int(index[x])
                        let w = weight[x]
                        out[x] = (1 - w) * cells[i] + w * cells[i + 1]
                    }
                }
            }
        }
    }

    /// The shadow's strength at each pixel of a row.
    protocol Strength {
        /// The strengths of pixels `x..<x + PixelBlock.count`.
        func block(at x: Int) -> PixelBlock.Lanes
        /// The strength of pixel `x`.
        func value(at x: Int) -> Float
    }

    /// Strengths stored one per pixel.
    struct RowStrength: Strength {
        let values: UnsafePointer<Float>
        init(values: UnsafePointer<Float>) { self.values = values }
        init(values: UnsafeMutablePointer<Float>) { self.values = UnsafePointer(values) }
        @inline(__always) func block(at x: Int) -> PixelBlock.Lanes {
            UnsafeRawPointer(values + x).loadUnaligned(as: PixelBlock.Lanes.self)
        }
        @inline(__always) func value(at x: Int) -> Float { values[x] }
    }

    /// Strengths sampled bilinearly from two plane rows: pixel x mixes cells x and x + 1 of
    /// `upper` and `lower` (rows first, by `wy`, then columns, by `w`).
    struct MixedStrength: Strength {
        let upper: UnsafePointer<Float>
        let lower: UnsafePointer<Float>
        let wy: Float
        let w: Float
        init(upper: UnsafeMutablePointer<Float>, lower: UnsafeMutablePointer<Float>, wy: Float, w: Float) {
            self.upper = UnsafePointer(upper)
            self.lower = UnsafePointer(lower)
            self.wy = wy
            self.w = w
        }
        @inline(__always) func block(at x: Int) -> PixelBlock.Lanes {
            typealias Lanes = PixelBlock.Lanes
            @inline(__always) func load(_ p: UnsafePointer<Float>) -> Lanes {
                UnsafeRawPointer(p).loadUnaligned(as: Lanes.self)
            }
            let (a, b) = (Lanes(repeating: 1 - wy), Lanes(repeating: wy))
            let left = a * load(upper + x) + b * load(lower + x)
            let right = a * load(upper + x + 1) + b * load(lower + x + 1)
            return Lanes(repeating: 1 - w) * left + Lanes(repeating: w) * right
        }
        @inline(__always) func value(at x: Int) -> Float {
            let left = (1 - wy) * upper[x] + wy * lower[x]
            let right = (1 - wy) * upper[x + 1] + wy * lower[x + 1]
            return (1 - w) * left + w * right
        }
    }

    /// Puts `color` × strength behind `count` pixels: p + color·s·(1 − p.alpha). Pixels whose
    /// strength is below `visible` cannot change (no channel would move by half a level, as
    /// premultiplied colour ≤ its alpha) and neither can opaque ones; whole blocks of such
    /// pixels are skipped (opaque ones before their strength is computed).
    @inline(__always)
    static func tint<S: Strength>(
        _ pixels: UnsafeMutablePointer<UInt8>, count: Int, strength: S, color: SIMD4<Float>, visible: Float
    ) {
        // Vector operands throughout: the scalar-operand forms of the comparisons compile to
        // lane-by-lane loops.
        let threshold = PixelBlock.Lanes(repeating: visible)
        let opaque = PixelBlock.Words(repeating: 0xFF00_0000)
        var x = 0
        while x + PixelBlock.count <= count {
            defer { x += PixelBlock.count }
            let address = pixels + x * 4
            let words = PixelBlock.load(address)
            guard (words .< opaque).anyTrue else { continue }
            let s = strength.block(at: x)
            guard (s .>= threshold).anyTrue else { continue }
            let p = PixelBlock(words)
            let t = s * (1 - p.a * (1 / 255))
            let result = PixelBlock(
                r: p.r + color.x * t, g: p.g + color.y * t, b: p.b + color.z * t, a: p.a + color.w * t)
            PixelBlock.store(result.packedFromNonNegative(), to: address)
        }
        while x < count {
            defer { x += 1 }
            let pixel = pixels + x * 4
            let word = UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)
            guard word >> 24 != 255 else { continue }
            let s = strength.value(at: x)
            guard s >= visible else { continue }
            let p = BandPainter.unpack(word)
            let result = p + color * (s * (1 - p.w * (1 / 255)))
            UnsafeMutableRawPointer(pixel).storeBytes(of: BandPainter.pack(result, bias: 0.5), as: UInt32.self)
        }
    }

    /// One worker's row of the shadow's strength per pixel (for a reduced plane).
    final class ShadowScratch {
        let strength: UnsafeMutablePointer<Float>

        init(width: Int) {
            strength = .allocate(capacity: Swift.max(1, width))
        }

        deinit {
            strength.deallocate()
        }
    }
}
