/// Maps one frame onto a palette against what the viewer already sees, with dithering.
///
/// Pixels whose source is unchanged since the previous frame, or whose shown colour is as close as the
/// quantizer's choice, become the transparent index: the previous picture shows through, and long runs
/// of that index compress to almost nothing.
struct FrameQuantizer {
    let width: Int
    let height: Int
    let dither: GIFDither

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

    /// What one frame's quantization changed.
    struct Result {
        /// The bounding box of the pixels that change.
        var x = 0
        var y = 0
        var width = 0
        var height = 0
        /// Pixels whose source changed and that the palette had to map.
        var mappedPixels = 0
        /// Sum over those pixels of the squared distance from the source colour to its nearest palette
        /// colour (without dithering): how well the palette suits what changed. 0 unless measured.
        var squaredError = 0
        /// Whether any pixel changes.
        var isEmpty: Bool { width == 0 }
    }

    /// Writes the frame's palette indices into `indices` (`transparentIndex` where the viewer's picture
    /// stays), in the rows with a changed span only, and updates `shown`.
    ///
    /// - Parameters:
    ///   - source: this frame's pixels (see `SourcePixels`); only the `changed` spans are read.
    ///   - previous: the previous frame's pixels, `SourcePixels.impossible` where the viewer's picture
    ///     was cleared or there was no previous frame.
    ///   - shown: per pixel, the opaque colour the viewer sees (0 where nothing is shown).
    ///   - changed: per row, the columns whose pixels may differ from `previous`. Every other pixel would
    ///     show through and pass no error on, so skipping them changes nothing.
    ///   - measuresError: whether to fill in `Result.squaredError` (it costs a second palette lookup per
    ///     pixel when dithering).
    func quantize(
        source: UnsafeBufferPointer<UInt32>, previous: UnsafeBufferPointer<UInt32>,
        shown: UnsafeMutableBufferPointer<UInt32>, indices: UnsafeMutableBufferPointer<UInt8>,
        changed: RowSpans, table: NearestColorTable, transparentIndex: UInt8, measuresError: Bool
    ) -> Result {
        var result = Result()
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        // Error rows for diffusion: this row and the next, 3 channels, with one pixel of margin each side.
        // A row is cleared before errors are spread into it, and only if something was spread there.
        let rowLength = (width + 2) * 3
        var errors = [Int32](repeating: 0, count: rowLength * 2)
        var errorsDirty = (false, false)
        let transparent = transparentIndex
        let diffuses = dither == .floydSteinberg || dither == .sierra24a
        errors.withUnsafeMutableBufferPointer { errorRows in
            table.palette.withUnsafeBufferPointer { colours in
                table.packed.withUnsafeBufferPointer { packed in
                    for y in 0..<height {
                        let current = y & 1 == 0 ? 0 : rowLength
                        let next = rowLength - current
                        let nextIsDirty = y & 1 == 0 ? errorsDirty.1 : errorsDirty.0
                        if nextIsDirty, let base = errorRows.baseAddress {
                            (base + next).update(repeating: 0, count: rowLength)
                            if y & 1 == 0 { errorsDirty.1 = false } else { errorsDirty.0 = false }
                        }
                        let rowStart = y * width
                        let span = changed[y]
                        guard !span.isEmpty else { continue }
                        if let start = indices.baseAddress {
                            (start + rowStart).update(repeating: transparent, count: width)
                        }
                        var spread = false
                        for x in span {
                            let position = rowStart + x
                            let pixel = source[position]
                            // A transparent source (alpha kept) was cleared by the caller; an unchanged
                            // one shows through.
                            if pixel == 0 || pixel == previous[position] { continue }
                            let sourceRed = Int32((pixel >> 16) & 0xFF)
                            let sourceGreen = Int32((pixel >> 8) & 0xFF)
                            let sourceBlue = Int32(pixel & 0xFF)
                            result.mappedPixels += 1
                            var plain: UInt8 = 0
                            if measuresError || dither == .none {
                                plain = table.nearest(sourceRed, sourceGreen, sourceBlue)
                                result.squaredError += Int(
                                    table.distance(sourceRed, sourceGreen, sourceBlue, to: plain))
                            }
                            var r = sourceRed
                            var g = sourceGreen
                            var b = sourceBlue
                            let slot = current + (x + 1) * 3
                            switch dither {
                            case .none:
                                break
                            case .bayer:
                                // The pattern spans half the typical distance between neighbouring palette
                                // colours: the full distance measured SSIM 0.889 on the launch scene, half
                                // 0.972.
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
                            let index = dither == .none ? plain : table.nearest(r, g, b)
                            var shownRed = colours[Int(index) * 3]
                            var shownGreen = colours[Int(index) * 3 + 1]
                            var shownBlue = colours[Int(index) * 3 + 2]
                            let before = shown[position]
                            if before == packed[Int(index)] {
                                // Already showing exactly this colour.
                            } else if before != 0,
                                Self.distance(r, g, b, before) <= table.distance(r, g, b, to: index)
                            {
                                // What is shown is as close as the new choice: keep it, store nothing.
                                shownRed = Int32((before >> 16) & 0xFF)
                                shownGreen = Int32((before >> 8) & 0xFF)
                                shownBlue = Int32(before & 0xFF)
                            } else {
                                indices[position] = index
                                shown[position] = packed[Int(index)]
                                minX = min(minX, x)
                                maxX = max(maxX, x)
                                minY = min(minY, y)
                                maxY = max(maxY, y)
                            }
                            guard diffuses else { continue }
                            spread = true
                            // Errors are kept ×16 so both kernels divide exactly.
                            let er = (r - shownRed) * Self.diffusion
                            let eg = (g - shownGreen) * Self.diffusion
                            let eb = (b - shownBlue) * Self.diffusion
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
                        if spread { errorsDirty = (true, true) }
                    }
                }
            }
        }
        if maxX >= 0 {
            result.x = minX
            result.y = minY
            result.width = maxX - minX + 1
            result.height = maxY - minY + 1
        }
        return result
    }

    /// Squared distance from (r, g, b) to a packed colour.
    @inline(__always)
    private static func distance(_ r: Int32, _ g: Int32, _ b: Int32, _ colour: UInt32) -> Int32 {
        let dr = r - Int32((colour >> 16) & 0xFF)
        let dg = g - Int32((colour >> 8) & 0xFF)
        let db = b - Int32(colour & 0xFF)
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
