/// Applies prepared layer filters to a layer's surface in place, in parallel over fixed row
/// chunks (and column strips for blurs). Each filter quantizes its result to 8 bits once.
struct FilterPass {
    /// Rows per work item of the per-pixel passes.
    static let rowsPerItem = 16

    let pool: WorkPool

    func apply(_ filter: PreparedFilter, to surface: Surface) {
        switch filter {
        case .blur(let cascade):
            blur(surface, cascade)
        case .shadow(let color, let blur, let dx, let dy):
            shadow(surface, color: color, blur: blur, dx: dx, dy: dy)
        case .colorMultiply(let color):
            forEachPixel(surface) { pixel in
                let p = BandPainter.unpack(UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self))
                UnsafeMutableRawPointer(pixel).storeBytes(of: BandPainter.pack(p * color, bias: 0.5), as: UInt32.self)
            }
        case .luminanceToAlpha:
            // lum(unpremultiplied) × alpha is the same weighted sum of the premultiplied values.
            forEachPixel(surface) { pixel in
                let p = BandPainter.unpack(UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self))
                let alpha = 0.2125 * p.x + 0.7154 * p.y + 0.0721 * p.z
                UnsafeMutableRawPointer(pixel).storeBytes(
                    of: BandPainter.pack(SIMD4(0, 0, 0, alpha), bias: 0.5), as: UInt32.self)
            }
        }
    }

    /// Gaussian blur of all four premultiplied channels.
    private func blur(_ surface: Surface, _ cascade: BoxCascade) {
        let width = surface.width
        let plane = UnsafeMutablePointer<Float>.allocate(capacity: Swift.max(1, surface.rect.area * 4))
        defer { plane.deallocate() }
        let shared = UncheckedSendable(plane)
        forEachRow(surface.height) { y in
            let row = surface.pixels + y * width * 4
            let values = shared.value + y * width * 4
            for i in 0..<(width * 4) { values[i] = Float(row[i]) }
        }
        cascade.blur(plane, width: width, height: surface.height, channels: 4, pool: pool)
        forEachRow(surface.height) { y in
            let row = surface.pixels + y * width * 4
            let values = UnsafeRawPointer(shared.value + y * width * 4)
            for x in 0..<width {
                let v = values.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self)
                UnsafeMutableRawPointer(row + x * 4).storeBytes(of: BandPainter.pack(v, bias: 0.5), as: UInt32.self)
            }
        }
    }

    /// Draws, behind the content, its alpha blurred, moved by (`dx`, `dy`) and tinted.
    ///
    /// The blurred alpha is sampled at (x − dx, y − dy) with bilinear weights: integer offsets
    /// move it exactly by whole pixels; fractional ones interpolate between the two nearest.
    /// It is computed on its own plane covering the pixels that land on the surface, which
    /// reaches beyond the surface by the blur's margin (the alpha is zero outside the surface).
    private func shadow(_ surface: Surface, color: SIMD4<Float>, blur: BoxCascade?, dx: Double, dy: Double) {
        let area = surface.rect.offsetCovering(dx: -dx, dy: -dy).intersection(
            surface.rect.outset(by: blur?.margin ?? 0))
        guard !area.isEmpty else { return }
        let plane = UnsafeMutablePointer<Float>.allocate(capacity: area.area)
        defer { plane.deallocate() }
        let shared = UncheckedSendable(plane)
        let source = surface.rect
        forEachRow(area.height) { row in
            let values = shared.value + row * area.width
            values.update(repeating: 0, count: area.width)
            let y = area.minY + row
            guard y >= source.minY, y < source.maxY else { return }
            let x0 = Swift.max(area.minX, source.minX)
            let x1 = Swift.min(area.maxX, source.maxX)
            guard x0 < x1 else { return }
            let alpha = surface.address(x: x0, y: y) + 3
            for x in x0..<x1 { values[x - area.minX] = Float(alpha[(x - x0) * 4]) }
        }
        blur?.blur(plane, width: area.width, height: area.height, channels: 1, pool: pool)

        // Device pixel (x, y) takes plane pixels (x − ix − {0, 1}, y − iy − {0, 1}) with weights
        // 1 − f and f; ix, iy are small since `area` is not empty.
        let ix = Int(dx.rounded(.down))
        let iy = Int(dy.rounded(.down))
        let fx = Float(dx - dx.rounded(.down))
        let fy = Float(dy - dy.rounded(.down))
        let width = surface.width
        let visible = 0.5 / color.w
        forEachRow(surface.height) { row in
            let y = source.minY + row
            func planeRow(_ py: Int) -> UnsafeMutablePointer<Float>? {
                py >= area.minY && py < area.maxY ? shared.value + (py - area.minY) * area.width : nil
            }
            let upper = planeRow(y - iy)
            let lower = fy > 0 ? planeRow(y - iy - 1) : nil
            guard upper != nil || lower != nil else { return }
            withUnsafeTemporaryAllocation(of: Float.self, capacity: width + 1) { buffer in
                guard let moved = buffer.baseAddress else { return }
                // moved[c] = plane value at device column source.minX + c − ix (vertically
                // interpolated), for c in 0...width; then horizontally interpolated in place.
                moved.update(repeating: 0, count: width + 1)
                let shift = source.minX - ix - area.minX - 1
                let c0 = Swift.max(0, -shift)
                let c1 = Swift.min(width + 1, area.width - shift)
                if c0 < c1 {
                    for c in c0..<c1 {
                        let a = upper?[c + shift] ?? 0
                        let b = lower?[c + shift] ?? 0
                        moved[c] = (1 - fy) * a + fy * b
                    }
                }
                // Column c of the row takes moved[c + 1] (weight 1 − fx) and moved[c] (fx).
                let pixels = surface.address(x: source.minX, y: y)
                for c in 0..<width {
                    let s = (1 - fx) * moved[c + 1] + fx * moved[c]
                    // Skipped pixels are exactly those the shadow cannot change: no channel
                    // would move by half a level (colour ≤ its alpha, premultiplied), or the
                    // content is opaque there.
                    guard s >= visible else { continue }
                    let pixel = pixels + c * 4
                    let word = UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)
                    guard word >> 24 != 255 else { continue }
                    let p = BandPainter.unpack(word)
                    let result = p + color * (s * (1 - p.w * (1 / 255)))
                    UnsafeMutableRawPointer(pixel).storeBytes(of: BandPainter.pack(result, bias: 0.5), as: UInt32.self)
                }
            }
        }
    }

    /// Calls `body(row)` for every row in `0..<height`, rows in fixed chunks across workers.
    private func forEachRow(_ height: Int, _ body: (Int) -> Void) {
        let items = (height + FilterPass.rowsPerItem - 1) / FilterPass.rowsPerItem
        pool.run(items) { item in
            let y0 = item * FilterPass.rowsPerItem
            for y in y0..<Swift.min(height, y0 + FilterPass.rowsPerItem) { body(y) }
        }
    }

    /// Calls `body` with the address of every non-transparent pixel.
    private func forEachPixel(_ surface: Surface, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        forEachRow(surface.height) { y in
            let row = surface.pixels + y * surface.width * 4
            for x in 0..<surface.width where UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self) != 0 {
                body(row + x * 4)
            }
        }
    }
}
