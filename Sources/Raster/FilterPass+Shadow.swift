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
    /// of its content): the blurred plane is then shared through `ShadowPlaneCache` with other
    /// shadows of the same alpha.
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
        let blurred: ShadowPlaneCache.Plane
        if let key, let kept = ShadowPlaneCache.shared.plane(for: key) {
            blurred = kept
        } else {
            blurred = ShadowPlaneCache.Plane(count: area.area)
            reduce(surface, live: live, into: blurred.values, cells: area, factor: k, channels: 1)
            blur?.cascade.blur(blurred.values, width: area.width, height: area.height, channels: 1, pool: pool)
            if let key { ShadowPlaneCache.shared.insert(blurred, for: key) }
        }
        // The pool gets the plane back (unless kept) only after the last row is tinted.
        defer { withExtendedLifetime(blurred) {} }
        let plane = blurred.values

        // Reduced, each plane row of the sampled ones is first spread to the reached columns
        // (`wide`), so that each pixel row only mixes two of them.
        let width = reached.width
        var wide: UnsafeMutablePointer<Float>?
        defer { wide.map { BufferPool.shared.release($0, count: sampled.height * width) } }
        if k > 1 {
            let spread = BufferPool.shared.floats(sampled.height * width)
            wide = spread
            spreadRows(
                of: UncheckedSendable(plane), area: area, rows: sampled.minY..<sampled.maxY, columns: columns,
                into: UncheckedSendable(spread))
        }
        let shared = UncheckedSendable((plane: plane, wide: wide))
        let visible = 0.5 / color.w
        let cellCount = columns.end - columns.first
        let items = (reached.height + FilterPass.rowsPerItem - 1) / FilterPass.rowsPerItem
        pool.run(items, makeWorker: { ShadowScratch(cells: cellCount, width: width) }) { scratch, item in
            let y0 = item * FilterPass.rowsPerItem
            for r in y0..<Swift.min(reached.height, y0 + FilterPass.rowsPerItem) {
                let row = Int(rows.index[r])
                let wy = rows.weight[r]
                let mixing = scratch.strength
                let strength: UnsafePointer<Float>
                if let wide = shared.value.wide {
                    let upper = wide + row * width
                    let lower = upper + width
                    for x in 0..<width { mixing[x] = (1 - wy) * upper[x] + wy * lower[x] }
                    strength = UnsafePointer(mixing)
                } else {
                    let upper =
                        shared.value.plane + (rows.first + row - area.minY) * area.width + columns.first - area.minX
                    let w = columns.weight[0]
                    if wy == 0 && w == 0 {
                        // A whole-pixel offset: the strengths are a plane row as it is (mixing
                        // with weight 0 would give the same values).
                        strength = UnsafePointer(upper + Int(columns.index[0]))
                    } else {
                        // Unreduced: mix the two plane rows over the sampled cells, then move them.
                        let mixed = scratch.mixed
                        let lower = upper + area.width
                        for c in 0..<cellCount { mixed[c] = (1 - wy) * upper[c] + wy * lower[c] }
                        let moved = mixed + Int(columns.index[0])
                        for x in 0..<width { mixing[x] = (1 - w) * moved[x] + w * moved[x + 1] }
                        strength = UnsafePointer(mixing)
                    }
                }
                FilterPass.tint(
                    surface.address(x: reached.minX, y: reached.minY + r), count: width, strength: strength,
                    color: color, visible: visible)
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

    /// Puts `color` × strength behind `count` pixels: p + color·s·(1 − p.alpha). Pixels whose
    /// strength is below `visible` cannot change (no channel would move by half a level, as
    /// premultiplied colour ≤ its alpha) and neither can opaque ones; whole blocks of such
    /// pixels are skipped.
    @inline(__always)
    static func tint(
        _ pixels: UnsafeMutablePointer<UInt8>, count: Int, strength: UnsafePointer<Float>, color: SIMD4<Float>,
        visible: Float
    ) {
        // Vector operands throughout: the scalar-operand forms of the comparisons compile to
        // lane-by-lane loops.
        let threshold = PixelBlock.Lanes(repeating: visible)
        let opaque = PixelBlock.Words(repeating: 0xFF00_0000)
        var x = 0
        while x + PixelBlock.count <= count {
            defer { x += PixelBlock.count }
            let s = UnsafeRawPointer(strength + x).loadUnaligned(as: PixelBlock.Lanes.self)
            guard (s .>= threshold).anyTrue else { continue }
            let address = pixels + x * 4
            let words = PixelBlock.load(address)
            guard (words .< opaque).anyTrue else { continue }
            let p = PixelBlock(words)
            let t = s * (1 - p.a * (1 / 255))
            let result = PixelBlock(
                r: p.r + color.x * t, g: p.g + color.y * t, b: p.b + color.z * t, a: p.a + color.w * t)
            PixelBlock.store(result.packedFromNonNegative(), to: address)
        }
        while x < count {
            defer { x += 1 }
            let s = strength[x]
            guard s >= visible else { continue }
            let pixel = pixels + x * 4
            let word = UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)
            guard word >> 24 != 255 else { continue }
            let p = BandPainter.unpack(word)
            let result = p + color * (s * (1 - p.w * (1 / 255)))
            UnsafeMutableRawPointer(pixel).storeBytes(of: BandPainter.pack(result, bias: 0.5), as: UInt32.self)
        }
    }

    /// One worker's rows for the shadow: plane cells mixed between two plane rows, and the
    /// shadow's strength per pixel.
    final class ShadowScratch {
        let mixed: UnsafeMutablePointer<Float>
        let strength: UnsafeMutablePointer<Float>

        init(cells: Int, width: Int) {
            mixed = .allocate(capacity: Swift.max(1, cells))
            strength = .allocate(capacity: Swift.max(1, width))
        }

        deinit {
            mixed.deallocate()
            strength.deallocate()
        }
    }
}
