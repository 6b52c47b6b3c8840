/// Maps one frame onto the palette against what the viewer already sees, with dithering.
///
/// Pixels whose source is unchanged since the previous frame, or whose shown colour is already the one the
/// quantizer would pick, become the transparent index: the previous picture shows through, and long runs
/// of that index compress to almost nothing.
struct FrameQuantizer {
    let width: Int
    let height: Int
    let dither: GIFDither
    let table: NearestColorTable
    let transparentIndex: UInt8

    /// The 8×8 Bayer matrix, 0..<64.
    private static let bayer: [Int32] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]
    /// Sixteenths of the quantization error passed on by error diffusion. Passing on three quarters
    /// still breaks up bands but leaves less noise: on the launch scene it raised SSIM from 0.9930 to
    /// 0.9946 and cut the file by 3 % (Floyd–Steinberg; docs/output-formats.md).
    static let diffusion: Int32 = 12

    /// Writes the frame's palette indices into `indices` (transparent where the viewer's picture stays)
    /// and updates `shown` (palette index per pixel, transparentIndex where nothing opaque is shown).
    /// Returns the bounding box of the pixels that change, or nil when none does.
    ///
    /// - Parameters:
    ///   - source: this frame's pixels (see `SourcePixels`).
    ///   - previous: the previous frame's pixels, `SourcePixels.impossible` where the viewer's picture
    ///     was cleared or there was no previous frame.
    func quantize(
        source: UnsafeBufferPointer<UInt32>, previous: UnsafeBufferPointer<UInt32>,
        shown: UnsafeMutableBufferPointer<UInt8>, indices: UnsafeMutableBufferPointer<UInt8>
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        // Error rows for diffusion: this row and the next, 3 channels, with one pixel of margin each side.
        let rowLength = (width + 2) * 3
        var errors = [Int32](repeating: 0, count: rowLength * 2)
        let palette = table.palette
        let transparent = transparentIndex
        errors.withUnsafeMutableBufferPointer { errorRows in
            palette.withUnsafeBufferPointer { colours in
                for y in 0..<height {
                    let current = y & 1 == 0 ? 0 : rowLength
                    let next = rowLength - current
                    for i in 0..<rowLength { errorRows[next + i] = 0 }
                    for x in 0..<width {
                        let position = y * width + x
                        let pixel = source[position]
                        let slot = current + (x + 1) * 3
                        if pixel == 0 {
                            // Transparent source (only with alpha): the caller has cleared what was shown.
                            indices[position] = transparent
                            continue
                        }
                        if pixel == previous[position] {
                            indices[position] = transparent
                            continue
                        }
                        var r = Int32((pixel >> 16) & 0xFF)
                        var g = Int32((pixel >> 8) & 0xFF)
                        var b = Int32(pixel & 0xFF)
                        switch dither {
                        case .none:
                            break
                        case .bayer:
                            // The pattern spans half the typical distance between neighbouring palette colours: the full
                            // distance measured SSIM 0.889 on the launch scene, half 0.972.
                            let offset = (Self.bayer[(y & 7) * 8 + (x & 7)] * 2 - 63) * table.spacing / 256
                            r += offset
                            g += offset
                            b += offset
                        case .floydSteinberg, .sierra24a:
                            r += errorRows[slot] / 16
                            g += errorRows[slot + 1] / 16
                            b += errorRows[slot + 2] / 16
                        }
                        r = min(max(r, 0), 255)
                        g = min(max(g, 0), 255)
                        b = min(max(b, 0), 255)
                        var index = table.nearest(r, g, b)
                        let before = shown[position]
                        if before != transparent, before != index {
                            // Keep what is shown when it is as close as the new choice: fewer changed pixels.
                            let old = Int(before) * 3
                            let new = Int(index) * 3
                            let oldDistance = Self.distance(r, g, b, colours, old)
                            let newDistance = Self.distance(r, g, b, colours, new)
                            if oldDistance <= newDistance { index = before }
                        }
                        if index == before {
                            indices[position] = transparent
                        } else {
                            indices[position] = index
                            shown[position] = index
                            minX = min(minX, x)
                            maxX = max(maxX, x)
                            minY = min(minY, y)
                            maxY = max(maxY, y)
                        }
                        guard dither == .floydSteinberg || dither == .sierra24a else { continue }
                        let base = Int(index) * 3
                        // Errors are kept ×16 so both kernels divide exactly.
                        let er = (r - colours[base]) * Self.diffusion
                        let eg = (g - colours[base + 1]) * Self.diffusion
                        let eb = (b - colours[base + 2]) * Self.diffusion
                        let below = next + (x + 1) * 3
                        if dither == .floydSteinberg {
                            Self.spread(errorRows, slot + 3, er, eg, eb, 7)
                            Self.spread(errorRows, below - 3, er, eg, eb, 3)
                            Self.spread(errorRows, below, er, eg, eb, 5)
                            Self.spread(errorRows, below + 3, er, eg, eb, 1)
                        } else {
                            Self.spread(errorRows, slot + 3, er, eg, eb, 8)
                            Self.spread(errorRows, below - 3, er, eg, eb, 4)
                            Self.spread(errorRows, below, er, eg, eb, 4)
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    @inline(__always)
    private static func distance(
        _ r: Int32, _ g: Int32, _ b: Int32, _ colours: UnsafeBufferPointer<Int32>, _ base: Int
    ) -> Int32 {
        let dr = r - colours[base]
        let dg = g - colours[base + 1]
        let db = b - colours[base + 2]
        return dr * dr + dg * dg + db * db
    }

    /// Adds `weight`/16 of the error at `slot` (the margins absorb what falls off the edges).
    @inline(__always)
    private static func spread(
        _ rows: UnsafeMutableBufferPointer<Int32>, _ slot: Int, _ r: Int32, _ g: Int32, _ b: Int32, _ weight: Int32
    ) {
        rows[slot] += r * weight / 16
        rows[slot + 1] += g * weight / 16
        rows[slot + 2] += b * weight / 16
    }
}
