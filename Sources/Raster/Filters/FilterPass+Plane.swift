extension FilterPass {
    /// Fills `plane` — the cells `area` of a grid `factor` pixels wide, `channels` floats per
    /// cell (1: alpha only; 4: premultiplied RGBA, 0...255) — with the mean of each cell's
    /// pixels of `surface`, which is transparent outside `live`.
    ///
    /// A cell sums at most 64 × 255 in whole numbers, exact in a float, so the order of the
    /// additions does not matter.
    func reduce(
        _ surface: Surface, live: PixelRect, into plane: UnsafeMutablePointer<Float>, cells area: PixelRect,
        factor k: Int, channels: Int
    ) {
        let shared = UncheckedSendable(plane)
        let source = live.intersection(surface.rect)
        let rowLength = area.width * channels
        let scale = 1 / Float(k * k)
        forEachRow(area.height) { row in
            let out = shared.value + row * rowLength
            let j = area.minY + row
            let y0 = Swift.max(j * k, source.minY)
            let y1 = Swift.min(j * k + k, source.maxY)
            let x0 = Swift.max(area.minX * k, source.minX)
            let x1 = Swift.min(area.maxX * k, source.maxX)
            guard y0 < y1, x0 < x1 else {
                out.update(repeating: 0, count: rowLength)
                return
            }
            if k == 1 {
                // The pixels read fill the cells x0..<x1: only the others start at zero.
                out.update(repeating: 0, count: (x0 - area.minX) * channels)
                let end = (x1 - area.minX) * channels
                (out + end).update(repeating: 0, count: rowLength - end)
            } else {
                out.update(repeating: 0, count: rowLength)
            }
            for y in y0..<y1 {
                let pixels = UnsafeRawPointer(surface.address(x: x0, y: y))
                if k == 1 {
                    let values = out + (x0 - area.minX) * channels
                    if channels == 1 {
                        for x in 0..<(x1 - x0) {
                            values[x] = Float(pixels.load(fromByteOffset: x * 4 + 3, as: UInt8.self))
                        }
                    } else {
                        for x in 0..<(x1 - x0) {
                            let word = pixels.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            UnsafeMutableRawPointer(values + x * 4).storeBytes(
                                of: BandPainter.unpack(word), as: SIMD4<Float>.self)
                        }
                    }
                    continue
                }
                // Cells in order: a partial one where x0 is not aligned, whole ones, a partial last.
                var x = x0
                var slot = out + (PlaneSampling.cell(x0, factor: k) - area.minX) * channels
                var cellEnd = (PlaneSampling.cell(x0, factor: k) + 1) * k
                while x < x1 {
                    let stop = Swift.min(x1, cellEnd)
                    if channels == 1 {
                        var sum: UInt32 = 0
                        for p in x..<stop {
                            sum &+= UInt32(pixels.load(fromByteOffset: (p &- x0) &* 4 &+ 3, as: UInt8.self))
                        }
                        slot[0] += Float(sum)
                    } else {
                        var sum = SIMD4<Float>.zero
                        for p in x..<stop {
                            sum += BandPainter.unpack(
                                pixels.loadUnaligned(fromByteOffset: (p &- x0) &* 4, as: UInt32.self))
                        }
                        let raw = UnsafeMutableRawPointer(slot)
                        raw.storeBytes(of: raw.loadUnaligned(as: SIMD4<Float>.self) + sum, as: SIMD4<Float>.self)
                    }
                    x = stop
                    slot += channels
                    cellEnd += k
                }
            }
            if k > 1 {
                for i in 0..<rowLength { out[i] *= scale }
            }
        }
    }
}
