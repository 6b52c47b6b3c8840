/// Composites a rendered layer onto its target: each source pixel is scaled by the opacity, the
/// clip's anti-aliased coverage and the mask's alpha (or its complement), then blended with the
/// blend mode, rounded once to 8 bits. Runs in fixed bands of rows.
struct LayerCompositor {
    /// A rendered mask; outside its surface the mask's alpha is 0.
    struct Mask {
        let surface: Surface
        /// Use 1 − alpha (inverse mask).
        let inverted: Bool
    }

    let source: Surface
    /// The target pixels to change; inside `source.rect` and the target's rect.
    let region: PixelRect
    let opacity: Float
    let blendMode: BlendOperator
    let clip: (edges: EdgeList, rule: WindingRule)?
    let mask: Mask?
    /// When set, only target pixels inside it change; they come out as without it.
    var window: PixelRect? = nil

    /// One worker's scratch space.
    final class Worker {
        let rasterizer = CoverageRasterizer()
        var spans: [CoverageRasterizer.Span] = []
        let factors: UnsafeMutablePointer<Float>
        init(width: Int) {
            factors = .allocate(capacity: Swift.max(1, width))
        }
        deinit { factors.deallocate() }
    }

    func composite(onto target: Surface, pool: WorkPool) {
        let changed = window.map { region.intersection($0) } ?? region
        guard !changed.isEmpty else { return }
        // Columns changed, relative to the region's left edge.
        let columns = (changed.minX - region.minX)..<(changed.maxX - region.minX)
        let band = DisplayListDrawer.bandHeight
        let bands = (changed.height + band - 1) / band
        pool.run(bands, makeWorker: { Worker(width: region.width) }) { worker, item in
            let y0 = changed.minY + item * band
            compositeRows(y0..<Swift.min(changed.maxY, y0 + band), columns: columns, onto: target, worker: worker)
        }
    }

    /// Composites `columns` (relative to the region's left edge) of `rows`. A row's clip coverage
    /// and mask factors are computed across the whole region, so they do not depend on the columns.
    private func compositeRows(_ rows: Range<Int>, columns: Range<Int>, onto target: Surface, worker: Worker) {
        let width = region.width
        let factors = worker.factors
        var clipRows = 0..<0
        if let clip {
            // A band can lie wholly outside the clip (a turned layer's region is larger than
            // its clip): then no row of it is drawn.
            let top = Swift.max(rows.lowerBound, clip.edges.minY)
            clipRows = top..<Swift.max(top, Swift.min(rows.upperBound, clip.edges.maxY))
            // The clip's region lies inside `region`; rows outside it are fully clipped.
            if !clipRows.isEmpty { worker.rasterizer.accumulate(clip.edges, rows: clipRows) }
        }
        // Without a clip or mask every pixel has the same factor: no per-pixel factors.
        let uniform = clip == nil && mask == nil
        for y in rows {
            if let clip, mask == nil, blendMode == .normal {
                guard clipRows.contains(y) else { continue }
                blendRowNormal(y, columns: columns, clip: clip, onto: target, worker: worker)
                continue
            }
            if !uniform {
                factors.update(repeating: opacity, count: width)
                if let clip {
                    guard clipRows.contains(y) else { continue }
                    let coverage = worker.rasterizer.coverage(row: y, width: clip.edges.width, rule: clip.rule)
                    let offset = clip.edges.minX - region.minX
                    for x in 0..<offset { factors[x] = 0 }
                    for x in 0..<clip.edges.width { factors[offset + x] *= coverage[x] }
                    for x in (offset + clip.edges.width)..<width { factors[x] = 0 }
                }
                if let mask { applyMask(mask, row: y, to: factors) }
            }
            if blendMode == .normal {
                blendRowNormal(y, columns: columns, factor: opacity, factors: uniform ? nil : factors, onto: target)
            } else {
                if uniform { factors.update(repeating: opacity, count: width) }
                blendRow(y, columns: columns, factors: factors, onto: target)
            }
        }
    }

    private func applyMask(_ mask: Mask, row y: Int, to factors: UnsafeMutablePointer<Float>) {
        let m = mask.surface.rect
        let inside = y >= m.minY && y < m.maxY
        let x0 = inside ? m.minX - region.minX : region.width
        let x1 = inside ? m.maxX - region.minX : region.width
        if !mask.inverted {
            for x in 0..<Swift.max(0, x0) { factors[x] = 0 }
            for x in x1..<region.width { factors[x] = 0 }
        }
        guard inside else { return }
        let alpha = mask.surface.address(x: m.minX, y: y) + 3
        for x in x0..<x1 {
            let a = Float(alpha[(x - x0) * 4]) * (1 / 255)
            factors[x] *= mask.inverted ? 1 - a : a
        }
    }

    /// `blendRowNormal` of `columns` of row `y` (accumulated in the worker's rasterizer) through
    /// the clip: where the clip's coverage is the same along a span, that span is blended with
    /// one factor, and per-pixel factors are made only where the clip's edges pass.
    private func blendRowNormal(
        _ y: Int, columns: Range<Int>, clip: (edges: EdgeList, rule: WindingRule), onto target: Surface, worker: Worker
    ) {
        let coverage = worker.rasterizer.coverage(
            row: y, width: clip.edges.width, rule: clip.rule, threshold: 0, spans: &worker.spans)
        // Columns of the region left of the clip's; outside the clip's region the factor is 0.
        let offset = clip.edges.minX - region.minX
        let factors = worker.factors
        for span in worker.spans {
            let part = (offset + span.start..<offset + span.end).clamped(to: columns)
            guard !part.isEmpty else { continue }
            if let constant = span.constant {
                let factor = opacity * constant
                guard factor > BandPainter.negligibleCoverage else { continue }
                blendRowNormal(y, columns: part, factor: factor, factors: nil, onto: target)
            } else {
                for x in part { factors[x] = opacity * coverage[x - offset] }
                blendRowNormal(y, columns: part, factor: opacity, factors: factors, onto: target)
            }
        }
    }

    /// Source-over of one row, eight pixels at a time: d' = s·f + d·(1 − sα·f), rounded once.
    /// `factors` nil means `factor` everywhere. Blocks with no source or no strength are
    /// skipped; blocks of opaque source at full strength are copied. A block whose source,
    /// destination and factors equal the last block blended takes that block's result: flat
    /// colour over a flat backdrop, the bulk of most layers, is blended once per run.
    ///
    /// The arithmetic is the one-pixel formula of `BandPainter.blend` on every lane; pixels it
    /// leaves alone (transparent source, negligible factor) come out unchanged from it too, as
    /// they move by less than half a level.
    private func blendRowNormal(
        _ y: Int, columns: Range<Int>, factor: Float, factors: UnsafeMutablePointer<Float>?, onto target: Surface
    ) {
        let source = UnsafeRawPointer(self.source.address(x: region.minX, y: y))
        let destination = UnsafeMutableRawPointer(target.address(x: region.minX, y: y))
        let width = columns.upperBound
        let constant = PixelBlock.Lanes(repeating: factor)
        let negligible = PixelBlock.Lanes(repeating: BandPainter.negligibleCoverage)
        // Vector operands for the comparisons: their scalar-operand forms compile to
        // lane-by-lane loops.
        let opaque = PixelBlock.Words(repeating: 0xFF00_0000)
        let full = PixelBlock.Lanes(repeating: 1)
        // The last block blended (its column; -1 for none yet) and its destination as it was:
        // its source, factors and result are read back from the rows, where they are at hand.
        // (Keeping them in variables instead spilled the blend's registers to the stack and
        // made the whole loop slower.)
        var lastX = -1
        var lastBackdrop = PixelBlock.Words.zero
        var x = columns.lowerBound
        while x + PixelBlock.count <= width {
            defer { x += PixelBlock.count }
            let words = PixelBlock.load(source + x * 4)
            guard (words .!= PixelBlock.Words.zero).anyTrue else { continue }
            let f = factors.map { UnsafeRawPointer($0 + x).loadUnaligned(as: PixelBlock.Lanes.self) } ?? constant
            guard (f .> negligible).anyTrue else { continue }
            if (f .>= full).allTrue && ((words & opaque) .== opaque).allTrue {
                PixelBlock.store(words, to: destination + x * 4)
                continue
            }
            let backdrop = PixelBlock.load(destination + x * 4)
            if lastX >= 0, (backdrop .== lastBackdrop).allTrue, (words .== PixelBlock.load(source + lastX * 4)).allTrue,
                factors.map({ (f .== UnsafeRawPointer($0 + lastX).loadUnaligned(as: PixelBlock.Lanes.self)).allTrue })
                    ?? true
            {
                PixelBlock.store(PixelBlock.load(destination + lastX * 4), to: destination + x * 4)
                continue
            }
            let s = PixelBlock(words)
            let d = PixelBlock(backdrop)
            let k = f * (1 / 255)
            let keep = 1 - s.a * k
            let result = PixelBlock(
                r: s.r * k * 255 + d.r * keep, g: s.g * k * 255 + d.g * keep, b: s.b * k * 255 + d.b * keep,
                a: s.a * k * 255 + d.a * keep)
            PixelBlock.store(result.packedFromNonNegative(), to: destination + x * 4)
            lastX = x
            lastBackdrop = backdrop
        }
        while x < width {
            defer { x += 1 }
            let f = factors?[x] ?? factor
            guard f > BandPainter.negligibleCoverage else { continue }
            let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            guard word != 0 else { continue }
            let pixel = (destination + x * 4).assumingMemoryBound(to: UInt8.self)
            if f >= 1 && word >> 24 == 255 {
                // An opaque source pixel at full strength replaces the destination.
                UnsafeMutableRawPointer(pixel).storeBytes(of: word, as: UInt32.self)
                continue
            }
            BandPainter.blend(pixel, BandPainter.unpack(word) * (f * (1 / 255)), bias: 0.5)
        }
    }

    private func blendRow(_ y: Int, columns: Range<Int>, factors: UnsafeMutablePointer<Float>, onto target: Surface) {
        let source = self.source.address(x: region.minX, y: y)
        let destination = target.address(x: region.minX, y: y)
        let mode = blendMode
        for x in columns {
            let f = factors[x]
            guard f > BandPainter.negligibleCoverage else { continue }
            let word = UnsafeRawPointer(source + x * 4).loadUnaligned(as: UInt32.self)
            guard word != 0 else { continue }
            let pixel = destination + x * 4
            let s = BandPainter.unpack(word) * (f * (1 / 255))
            let d = BandPainter.unpack(UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self))
            UnsafeMutableRawPointer(pixel).storeBytes(
                of: BandPainter.pack(mode.blend(s, over: d), bias: 0.5), as: UInt32.self)
        }
    }
}
