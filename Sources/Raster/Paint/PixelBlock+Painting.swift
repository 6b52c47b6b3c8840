extension PixelBlock {
    /// Paints `columns` of a row of fill coverage (`coverage`, indexed like `rowPixels`, whose
    /// first pixel is device column `left`) with a solid premultiplied colour (0...1).
    ///
    /// A function of its own, apart from the shaded path: inside `BandPainter.paint` the
    /// optimizer kept its vectors on the stack and called the block blend out of line.
    @inline(never)
    static func paintSolid(
        _ rowPixels: UnsafeMutablePointer<UInt8>, coverage: UnsafeMutablePointer<Float>, columns: Range<Int>,
        left: Int, _ solid: SIMD4<Float>
    ) {
        paintSolid(rowPixels, columns: columns, left: left, solid) {
            coverage[$0]
        } lanes: {
            UnsafeRawPointer(coverage + $0).loadUnaligned(as: Lanes.self)
        }
    }

    /// Paints `columns` of a row (whose first pixel is device column `left`) with a solid
    /// premultiplied colour (0...1) at the same `coverage` throughout: where that is full and
    /// the colour opaque, one store of the packed colour per pixel.
    @inline(never)
    static func paintSolid(
        _ rowPixels: UnsafeMutablePointer<UInt8>, coverage: Float, columns: Range<Int>, left: Int,
        _ solid: SIMD4<Float>
    ) {
        if solid.w >= 1 && coverage >= 1 {
            let words = Words(repeating: BandPainter.pack(solid * 255, bias: 0.5))
            let start = UnsafeMutableRawPointer(rowPixels + columns.lowerBound * 4)
            let count = columns.count
            var i = 0
            while i + Self.count <= count {
                store(words, to: start + i * 4)
                i += Self.count
            }
            while i < count {
                (start + i * 4).storeBytes(of: words[0], as: UInt32.self)
                i += 1
            }
            return
        }
        let lanes = Lanes(repeating: coverage)
        paintSolid(rowPixels, columns: columns, left: left, solid) { _ in
            coverage
        } lanes: { _ in
            lanes
        }
    }

    /// `paintSolid` with the coverage of pixel `i` given by `pixel(i)` and of pixels `i..<i + 8`
    /// by `lanes(i)`: one pixel at a time up to a multiple of eight device columns, then eight
    /// at a time (the same arithmetic on every lane), then the rest.
    @_transparent
    private static func paintSolid(
        _ rowPixels: UnsafeMutablePointer<UInt8>, columns: Range<Int>, left: Int, _ solid: SIMD4<Float>,
        pixel: (Int) -> Float, lanes: (Int) -> Lanes
    ) {
        // The colour where it covers a pixel fully, packed once for the run.
        let word = BandPainter.pack(solid * 255, bias: 0.5)
        var i = columns.lowerBound
        let end = columns.upperBound
        let aligned = Swift.min(end, i + ((8 - (left + i) & 7) & 7))
        while i < aligned {
            paintSolidPixel(rowPixels + i * 4, pixel(i), solid, word: word)
            i += 1
        }
        while i + count <= end {
            paintSolid(UnsafeMutableRawPointer(rowPixels + i * 4), solid: solid, word: word, coverage: lanes(i))
            i += count
        }
        while i < end {
            paintSolidPixel(rowPixels + i * 4, pixel(i), solid, word: word)
            i += 1
        }
    }

    /// One pixel of a solid colour: `BandPainter.blend`, or one store of `word` (the colour
    /// packed) where an opaque colour covers the pixel fully.
    @inline(__always)
    private static func paintSolidPixel(
        _ pixel: UnsafeMutablePointer<UInt8>, _ coverage: Float, _ solid: SIMD4<Float>, word: UInt32
    ) {
        if solid.w >= 1 && coverage >= 1 {
            UnsafeMutableRawPointer(pixel).storeBytes(of: word, as: UInt32.self)
        } else {
            BandPainter.blend(pixel, solid * coverage, bias: 0.5)
        }
    }

    // Transparent: with @inline(__always) the optimizer kept the block functions below out of
    // line, a call per eight pixels with the vectors passed in halves.

    /// Eight pixels of a solid colour: `BandPainter.blend` on every lane, and `word` (the colour
    /// packed) where an opaque colour covers the pixel fully.
    @_transparent
    static func paintSolid(_ pixel: UnsafeMutableRawPointer, solid: SIMD4<Float>, word: UInt32, coverage: Lanes) {
        let full = Lanes(repeating: 1)
        if solid.w >= 1 && (coverage .>= full).allTrue {
            store(Words(repeating: word), to: pixel)
            return
        }
        var words = blend(
            pixel, r: solid.x * coverage, g: solid.y * coverage, b: solid.z * coverage, a: solid.w * coverage,
            biases: .zero)
        if solid.w >= 1 {
            words.replace(with: Words(repeating: word), where: coverage .>= full)
        }
        store(words, to: pixel)
    }

    /// Eight shaded pixels (`colors`, one per pixel): `BandPainter.blend` on every lane, each
    /// rounded with 0.5 + its lane of `biases`.
    @_transparent
    static func paintShaded(
        _ pixel: UnsafeMutableRawPointer, colors: UnsafeMutablePointer<SIMD4<Float>>, coverage: Lanes, biases: Lanes
    ) {
        let c = UnsafeRawPointer(colors).assumingMemoryBound(to: Float.self)
        let r = Lanes(c[0], c[4], c[8], c[12], c[16], c[20], c[24], c[28])
        let g = Lanes(c[1], c[5], c[9], c[13], c[17], c[21], c[25], c[29])
        let b = Lanes(c[2], c[6], c[10], c[14], c[18], c[22], c[26], c[30])
        let a = Lanes(c[3], c[7], c[11], c[15], c[19], c[23], c[27], c[31])
        store(
            blend(pixel, r: r * coverage, g: g * coverage, b: b * coverage, a: a * coverage, biases: biases), to: pixel)
    }

    /// `BandPainter.blend` of eight premultiplied source colours (0...1, by channel) onto the
    /// eight pixels at `pixel`, each rounded with 0.5 + its lane of `biases`; returns the packed
    /// words.
    @_transparent
    static func blend(
        _ pixel: UnsafeMutableRawPointer, r: Lanes, g: Lanes, b: Lanes, a: Lanes, biases: Lanes
    ) -> Words {
        let scale = Lanes(repeating: 255)
        var value = PixelBlock(r: r * scale, g: g * scale, b: b * scale, a: a * scale)
        let one = Lanes(repeating: 1)
        if (a .< one).anyTrue {
            // Opaque lanes do not read the destination (as `blend`): they keep nothing of it.
            var keep = one - a
            keep.replace(with: Lanes.zero, where: a .>= one)
            let d = PixelBlock(load(pixel))
            value.r += d.r * keep
            value.g += d.g * keep
            value.b += d.b * keep
            value.a += d.a * keep
        }
        value.r += biases
        value.g += biases
        value.b += biases
        value.a += biases
        return value.packed()
    }
}
