extension FilterPass {
    /// The pointwise colour filters (colour matrix, colour multiply, luminance to alpha, alpha
    /// threshold) on
    /// `surface`, eight pixels at a time (`PixelBlock`), the row's last pixels one at a time.
    /// Every lane does the arithmetic of `pixel` in the same order, so the bytes are those of
    /// the pixel-by-pixel pass (`FilterPassPointwiseTests` compares them); transparent pixels
    /// are left as they are, as that pass skips them.
    func applyPointwise(_ filter: PreparedFilter, to surface: Surface) {
        switch filter {
        case .colorMatrix(let red, let green, let blue):
            // Pixels without alpha keep their bytes, as in `pixel`.
            forEachBlock(surface, keepingAlphaZero: true) { p in
                // The unpremultiplied colour (0...1), the sums in `pixel`'s order (SIMD4's sum()
                // adds its lanes first to last).
                let (r, g, b) = (p.r / p.a, p.g / p.a, p.b / p.a)
                // Vector operands throughout (see PixelBlock.byte).
                func row(_ m: SIMD4<Float>) -> PixelBlock.Lanes {
                    typealias L = PixelBlock.Lanes
                    var out = L(repeating: m.x) * r + L(repeating: m.y) * g + L(repeating: m.z) * b + L(repeating: m.w)
                    out.replace(with: L.zero, where: .!(out .>= L.zero))
                    out.replace(with: L(repeating: 1), where: out .> L(repeating: 1))
                    return out * p.a
                }
                return PixelBlock(r: row(red), g: row(green), b: row(blue), a: p.a)
            } pixel: {
                pixel($0, filter)
            }
        case .colorMultiply(let color):
            forEachBlock(surface) { p in
                typealias L = PixelBlock.Lanes
                return PixelBlock(
                    r: p.r * L(repeating: color.x), g: p.g * L(repeating: color.y), b: p.b * L(repeating: color.z),
                    a: p.a * L(repeating: color.w))
            } pixel: {
                pixel($0, filter)
            }
        case .luminanceToAlpha:
            forEachBlock(surface) { p in
                typealias L = PixelBlock.Lanes
                let alpha = L(repeating: 0.2125) * p.r + L(repeating: 0.7154) * p.g + L(repeating: 0.0721) * p.b
                return PixelBlock(r: .zero, g: .zero, b: .zero, a: alpha)
            } pixel: {
                pixel($0, filter)
            }
        case .alphaThreshold(let min, let max, let color):
            forEachBlock(surface) { p in
                typealias L = PixelBlock.Lanes
                let inside = (p.a .>= L(repeating: min)) .& (p.a .<= L(repeating: max))
                func channel(_ value: Float) -> L { L.zero.replacing(with: value, where: inside) }
                return PixelBlock(r: channel(color.x), g: channel(color.y), b: channel(color.z), a: channel(color.w))
            } pixel: {
                pixel($0, filter)
            }
        case .blur, .shadow, .crop:
            return
        }
    }

    /// One pixel (not transparent) through a pointwise colour filter, one channel at a time
    /// (the reference the blocks are tested against, and the rows' last pixels).
    func pixel(_ pixel: UnsafeMutablePointer<UInt8>, _ filter: PreparedFilter) {
        let p = BandPainter.unpack(UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self))
        let result: SIMD4<Float>
        switch filter {
        case .colorMatrix(let red, let green, let blue):
            // On the unpremultiplied colour (0...1); transparent pixels stay transparent.
            guard p.w > 0 else { return }
            let c = SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, 1)
            var out = SIMD4((red * c).sum(), (green * c).sum(), (blue * c).sum(), 1)
            out.clamp(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
            result = out * p.w
        case .colorMultiply(let color):
            result = p * color
        case .luminanceToAlpha:
            // lum(unpremultiplied) × alpha is the same weighted sum of the premultiplied values.
            result = SIMD4(0, 0, 0, 0.2125 * p.x + 0.7154 * p.y + 0.0721 * p.z)
        case .alphaThreshold(let min, let max, let color):
            result = p.w >= min && p.w <= max ? color : .zero
        case .blur, .shadow, .crop:
            return
        }
        UnsafeMutableRawPointer(pixel).storeBytes(of: BandPainter.pack(result, bias: 0.5), as: UInt32.self)
    }

    /// Replaces every block of eight pixels of `surface` with `block` of it, rounded to bytes
    /// (lanes of transparent pixels, or with `keepingAlphaZero` of pixels without alpha, keep
    /// their bytes), and calls `pixel` with each non-transparent
    /// pixel of a row's last width % 8; blocks of eight transparent pixels are skipped.
    @inline(__always)
    private func forEachBlock(
        _ surface: Surface, keepingAlphaZero: Bool = false, _ block: (PixelBlock) -> PixelBlock,
        pixel: (UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let width = surface.width
        forEachRow(surface.height) { y in
            let row = surface.pixels + y * width * 4
            var x = 0
            while x + PixelBlock.count <= width {
                let address = UnsafeMutableRawPointer(row + x * 4)
                let words = PixelBlock.load(address)
                x += PixelBlock.count
                let transparent = keepingAlphaZero ? words &>> 24 .== .zero : words .== .zero
                if transparent.allTrue { continue }
                var result = block(PixelBlock(words)).packed()
                result.replace(with: words, where: transparent)
                PixelBlock.store(result, to: address)
            }
            while x < width {
                if UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self) != 0 { pixel(row + x * 4) }
                x += 1
            }
        }
    }
}
