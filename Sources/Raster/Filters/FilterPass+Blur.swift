extension FilterPass {
    /// Gaussian blur of all four premultiplied channels. Only `live` (where the surface may be
    /// non-transparent) is read, and only the pixels the blur reaches from there are written.
    func blur(_ surface: Surface, live: PixelRect, _ blur: GaussianBlur) {
        let live = live.intersection(surface.rect)
        let reached = live.outset(by: blur.margin).intersection(surface.rect)
        guard !reached.isEmpty else { return }
        let k = blur.factor
        let columns = PlaneSampling(start: reached.minX, count: reached.width, factor: k, offset: 0)
        let rows = PlaneSampling(start: reached.minY, count: reached.height, factor: k, offset: 0)
        // Unreduced, the plane is the reached pixels themselves; reduced, it holds the cells
        // they sample and the live ones.
        let area =
            k == 1
            ? reached
            : PixelRect(minX: columns.first, minY: rows.first, maxX: columns.end, maxY: rows.end).union(
                PlaneSampling.cells(of: live, factor: k))
        let plane = caches.buffers.floats(area.area * 4)
        defer { caches.buffers.release(plane, count: area.area * 4) }
        reduce(surface, live: live, into: plane, cells: area, factor: k, channels: 4)
        blur.cascade.blur(plane, width: area.width, height: area.height, channels: 4, pool: pool)
        let shared = UncheckedSendable(plane)
        let width = reached.width
        if k == 1 {
            forEachRow(reached.height) { r in
                let row = surface.address(x: reached.minX, y: reached.minY + r)
                let values = UnsafeRawPointer(shared.value + r * width * 4)
                for x in 0..<width {
                    let v = values.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self)
                    UnsafeMutableRawPointer(row + x * 4).storeBytes(of: BandPainter.pack(v, bias: 0.5), as: UInt32.self)
                }
            }
            return
        }
        // Each row: the two plane rows it lies between, mixed, then each pixel between two cells.
        let cellCount = columns.end - columns.first
        let items = (reached.height + FilterPass.rowsPerItem - 1) / FilterPass.rowsPerItem
        pool.run(items, makeWorker: { RowScratch<SIMD4<Float>>(count: cellCount) }) { scratch, item in
            let mixed = scratch.values
            let y0 = item * FilterPass.rowsPerItem
            for r in y0..<Swift.min(reached.height, y0 + FilterPass.rowsPerItem) {
                let j = rows.first + Int(rows.index[r]) - area.minY
                let wy = rows.weight[r]
                let upper = UnsafeRawPointer(shared.value + (j * area.width + columns.first - area.minX) * 4)
                let lower = upper + area.width * 16
                for c in 0..<cellCount {
                    let a = upper.loadUnaligned(fromByteOffset: c * 16, as: SIMD4<Float>.self)
                    let b = lower.loadUnaligned(fromByteOffset: c * 16, as: SIMD4<Float>.self)
                    mixed[c] = a + (b - a) * wy
                }
                let row = surface.address(x: reached.minX, y: reached.minY + r)
                columns.index.withUnsafeBufferPointer { index in
                    columns.weight.withUnsafeBufferPointer { weight in
                        for x in 0..<width {
                            let i = Int(index[x])
                            let a = mixed[i]
                            let v = a + (mixed[i + 1] - a) * weight[x]
                            UnsafeMutableRawPointer(row + x * 4).storeBytes(
                                of: BandPainter.pack(v, bias: 0.5), as: UInt32.self)
                        }
                    }
                }
            }
        }
    }

    /// One worker's row of values.
    final class RowScratch<Element> {
        let values: UnsafeMutablePointer<Element>

        init(count: Int) { values = .allocate(capacity: Swift.max(1, count)) }

        deinit { values.deallocate() }
    }
}
