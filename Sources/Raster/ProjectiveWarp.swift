import Geometry

/// Resamples a layer's buffer through a projective transform (rotation3DEffect): every target
/// pixel centre is mapped back into the buffer by the inverse transform and takes the bilinear
/// sample there of the premultiplied pixels, whose centres sit at half-integers; beyond the
/// buffer the pixels are transparent, so the edges of the content fade over one pixel as the
/// edges of fills do. A target pixel whose inverse image has W ≤ 0 (in front of its source, the
/// point lies behind the viewer) is left transparent. Rows are split into fixed bands, so the
/// pixels do not depend on the thread count.
///
/// Bilinear sampling does not average: where the content is squeezed to less than half its size
/// (a card turned past about 60° about a vertical axis), samples skip source pixels and fine
/// detail can shimmer. Sampling a mip level there (as `MipmapChain` does for images) is the
/// next step if that shows; it was not needed for the cards tried.
struct ProjectiveWarp {
    /// The smallest W counted as in front of the viewer when bounding a projected rectangle:
    /// points nearer the viewer's plane than this project farther than 10⁶ times their
    /// coordinates, beyond `PixelRect.limit` for anything drawn, and are drawn nowhere anyway.
    static let minimumW = 1e-6

    let source: Surface
    /// Target pixels → source pixels (device coordinates of both).
    let inverse: ProjectiveTransform

    /// Writes the resampled pixels of `rows` (inside `target.rect`) into `target`.
    func warp(into target: Surface, within rows: PixelRect, pool: WorkPool) {
        let region = rows.intersection(target.rect)
        guard !region.isEmpty else { return }
        let band = DisplayListDrawer.bandHeight
        let bands = (region.height + band - 1) / band
        pool.run(bands) { item in
            let y0 = region.minY + item * band
            for y in y0..<Swift.min(region.maxY, y0 + band) {
                warpRow(y, columns: region.minX..<region.maxX, into: target)
            }
        }
    }

    /// One row: u, v and w are affine along the row, so they step by a constant per pixel.
    private func warpRow(_ y: Int, columns: Range<Int>, into target: Surface) {
        let t = inverse
        let py = Double(y) + 0.5
        let px0 = Double(columns.lowerBound) + 0.5
        // The source's pixel centres are at half-integers: −0.5 puts them on integers.
        var u = t.m11 * px0 + t.m21 * py + t.m31
        var v = t.m12 * px0 + t.m22 * py + t.m32
        var w = t.m13 * px0 + t.m23 * py + t.m33
        let out = target.address(x: columns.lowerBound, y: y)
        for i in 0..<columns.count {
            defer {
                u += t.m11
                v += t.m12
                w += t.m13
            }
            guard w > 0 else { continue }
            let sx = u / w - Double(source.rect.minX) - 0.5
            let sy = v / w - Double(source.rect.minY) - 0.5
            // Samples farther than a pixel beyond the buffer are transparent (NaN fails too).
            guard sx > -1, sy > -1, sx < Double(source.width), sy < Double(source.height) else { continue }
            let x0 = Int(sx + 1) - 1
            let y0 = Int(sy + 1) - 1
            let fx = Float(sx - Double(x0))
            let fy = Float(sy - Double(y0))
            let p00 = pixel(x0, y0)
            let p10 = pixel(x0 + 1, y0)
            let p01 = pixel(x0, y0 + 1)
            let p11 = pixel(x0 + 1, y0 + 1)
            let upper = p00 + (p10 - p00) * fx
            let lower = p01 + (p11 - p01) * fx
            let value = upper + (lower - upper) * fy
            UnsafeMutableRawPointer(out + i * 4).storeBytes(of: BandPainter.pack(value, bias: 0.5), as: UInt32.self)
        }
    }

    /// The source pixel at buffer column `x`, row `y` (0-based), transparent outside.
    @inline(__always)
    private func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < source.width, y < source.height else { return .zero }
        let address = source.address(x: source.rect.minX + x, y: source.rect.minY + y)
        return BandPainter.unpack(UnsafeRawPointer(address).loadUnaligned(as: UInt32.self))
    }
}
