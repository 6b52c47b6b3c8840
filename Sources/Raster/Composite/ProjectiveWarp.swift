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

    /// One row.
    /// Samples whose four source pixels are all transparent are skipped and those whose four
    /// pixels are equal take that pixel (the bilinear blend of equal values is that value, and
    /// packing it gives its bytes back): in a flat card most samples are one or the other. The
    /// rest blend as `referencePixel` does, with the same arithmetic, so the bytes are the same
    /// (`ProjectiveLayerTests` compares them). Measured with `zoetrope bench --render-only
    /// --threads 1 --scale 3` on a 240×150 pt gradient card with a shadow turning about y
    /// (release; rasterize median): 15.5 ms per frame with the first loop (per-pixel bounds
    /// checks through `Surface`, stepped u, v, w), 88 % of it in this function; 14.0 ms with
    /// this one (a gradient card has few flat samples; the same card under a 2-D
    /// `rotationEffect` takes 3.2 ms). What is left is the per-pixel division and blend.
    private func warpRow(_ y: Int, columns: Range<Int>, into target: Surface) {
        let t = inverse
        let py = Double(y) + 0.5
        let px0 = Double(columns.lowerBound) + 0.5
        let width = source.rect.width
        let height = source.rect.height
        let originX = Double(source.rect.minX)
        let originY = Double(source.rect.minY)
        let base = UnsafeRawPointer(source.pixels)
        let stride = width * 4
        let out = UnsafeMutableRawPointer(target.address(x: columns.lowerBound, y: y))
        @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < width, y < height else { return 0 }
            return base.loadUnaligned(fromByteOffset: y &* stride &+ x &* 4, as: UInt32.self)
        }
        for i in 0..<columns.count {
            // The reference's expressions, term for term (no stepping: the same doubles).
            let px = px0 + Double(i)
            let u = t.m11 * px + t.m21 * py + t.m31
            let v = t.m12 * px + t.m22 * py + t.m32
            let w = t.m13 * px + t.m23 * py + t.m33
            guard w > 0 else { continue }
            let sx = u / w - originX - 0.5
            let sy = v / w - originY - 0.5
            // Samples farther than a pixel beyond the buffer are transparent (NaN fails too).
            guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { continue }
            let x0 = Int(sx + 1) - 1
            let y0 = Int(sy + 1) - 1
            let w00 = word(x0, y0)
            let w10 = word(x0 + 1, y0)
            let w01 = word(x0, y0 + 1)
            let w11 = word(x0 + 1, y0 + 1)
            if w00 == w10, w00 == w01, w00 == w11 {
                if w00 != 0 { out.storeBytes(of: w00, toByteOffset: i * 4, as: UInt32.self) }
                continue
            }
            let value = ProjectiveWarp.blend(
                w00, w10, w01, w11, fx: Float(sx - Double(x0)), fy: Float(sy - Double(y0)))
            out.storeBytes(of: BandPainter.pack(value, bias: 0.5), toByteOffset: i * 4, as: UInt32.self)
        }
    }

    /// The bilinear blend of four premultiplied pixels (`fx` towards the right ones, `fy` towards
    /// the lower ones), channels in 0...255.
    @inline(__always)
    static func blend(_ w00: UInt32, _ w10: UInt32, _ w01: UInt32, _ w11: UInt32, fx: Float, fy: Float)
        -> SIMD4<Float>
    {
        let p00 = BandPainter.unpack(w00)
        let p10 = BandPainter.unpack(w10)
        let p01 = BandPainter.unpack(w01)
        let p11 = BandPainter.unpack(w11)
        let upper = p00 + (p10 - p00) * fx
        let lower = p01 + (p11 - p01) * fx
        return upper + (lower - upper) * fy
    }

    /// The slow reference for one target pixel: its centre mapped back by a full matrix
    /// product and division, the four source pixels read with bounds checks, blended, packed.
    /// Nil where nothing is drawn (behind the viewer or beyond the buffer's reach).
    func referencePixel(x: Int, y: Int) -> UInt32? {
        let (u, v, w) = inverse.homogeneous(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        guard w > 0 else { return nil }
        let sx = u / w - Double(source.rect.minX) - 0.5
        let sy = v / w - Double(source.rect.minY) - 0.5
        guard sx > -1, sy > -1, sx < Double(source.width), sy < Double(source.height) else { return nil }
        let x0 = Int(sx.rounded(.down))
        let y0 = Int(sy.rounded(.down))
        func word(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < source.width, y < source.height else { return 0 }
            let address = source.address(x: source.rect.minX + x, y: source.rect.minY + y)
            return UnsafeRawPointer(address).loadUnaligned(as: UInt32.self)
        }
        let value = ProjectiveWarp.blend(
            word(x0, y0), word(x0 + 1, y0), word(x0, y0 + 1), word(x0 + 1, y0 + 1), fx: Float(sx - Double(x0)),
            fy: Float(sy - Double(y0)))
        return BandPainter.pack(value, bias: 0.5)
    }
}
