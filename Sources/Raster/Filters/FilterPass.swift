/// Applies prepared layer filters to a layer's surface in place, in parallel over fixed row
/// chunks (and column strips for blurs). Each filter quantizes its result to 8 bits once.
struct FilterPass {
    /// Rows per work item of the per-pixel passes.
    static let rowsPerItem = 16

    let pool: WorkPool
    /// Where planes come from, and the shadow planes kept (see `shadow`).
    let caches: RenderCaches

    /// Runs `filter` on `surface`, which is transparent outside `live`. `alpha`, when given, is
    /// what the surface's alpha channel was drawn from (see `shadow`).
    func apply(_ filter: PreparedFilter, to surface: Surface, live: PixelRect, alpha: DisplayList? = nil) {
        switch filter {
        case .blur(let gaussian):
            blur(surface, live: live, gaussian)
        case .shadow(let color, let blur, let dx, let dy):
            shadow(surface, live: live, color: color, blur: blur, dx: dx, dy: dy, alpha: alpha)
        case .colorMultiply, .luminanceToAlpha, .colorMatrix, .alphaThreshold:
            applyPointwise(filter, to: surface)
        case .crop(let rect):
            crop(surface, to: rect)
        }
    }

    /// Clears every pixel of `surface` outside `rect`.
    private func crop(_ surface: Surface, to rect: PixelRect) {
        let source = surface.rect
        let keep = source.intersection(rect)
        forEachRow(surface.height) { row in
            let y = source.minY + row
            let pixels = surface.address(x: source.minX, y: y)
            guard !keep.isEmpty, y >= keep.minY, y < keep.maxY else {
                pixels.update(repeating: 0, count: surface.width * 4)
                return
            }
            pixels.update(repeating: 0, count: (keep.minX - source.minX) * 4)
            surface.address(x: keep.maxX, y: y).update(repeating: 0, count: (source.maxX - keep.maxX) * 4)
        }
    }

    /// Calls `body(row)` for every row in `0..<height`, rows in fixed chunks across workers.
    func forEachRow(_ height: Int, _ body: (Int) -> Void) {
        let items = (height + FilterPass.rowsPerItem - 1) / FilterPass.rowsPerItem
        pool.run(items) { item in
            let y0 = item * FilterPass.rowsPerItem
            for y in y0..<Swift.min(height, y0 + FilterPass.rowsPerItem) { body(y) }
        }
    }

    /// Calls `body` with the address of every non-transparent pixel (one at a time: the
    /// reference `applyPointwise`'s blocks are tested against).
    func forEachPixel(_ surface: Surface, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        forEachRow(surface.height) { y in
            let row = surface.pixels + y * surface.width * 4
            for x in 0..<surface.width where UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self) != 0 {
                body(row + x * 4)
            }
        }
    }
}
