import Geometry

/// Bilinear sampling of a premultiplied RGBA image under an affine transform: device pixel
/// centres are mapped back into the image, whose pixel centres sit at half-integers; outside
/// the image the edge pixels continue, or, when tiled, the image repeats (its last column
/// blends into its first).
struct BilinearSampler {
    /// Where one device column samples: the byte offsets of its two neighbouring image columns
    /// and the weight of the right one.
    struct Column {
        var left: Int
        var right: Int
        var weight: Float
    }

    private let bytes: [UInt8]
    private let width: Int
    private let height: Int
    /// Device pixels → image pixels.
    private let inverse: AffineTransform
    /// Whether the image repeats beyond its edges.
    private let tiled: Bool
    /// For transforms without rotation or shear the horizontal sampling is the same on every
    /// row; it is computed once per command for the columns from `firstColumn` on.
    private var columns: [Column] = []
    private var firstColumn = 0

    /// Samples `bytes` (a non-empty `width`×`height` image); `inverse` maps device pixels to
    /// image pixels and must be finite.
    init(bytes: [UInt8], width: Int, height: Int, inverse: AffineTransform, tiled: Bool = false) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.inverse = inverse
        self.tiled = tiled
    }

    /// The sampler with its column table built for device columns `first..<first + count`
    /// (only when rows share their horizontal sampling).
    func preparingColumns(from first: Int, count: Int) -> BilinearSampler {
        guard inverse.b == 0, inverse.c == 0, count > 0 else { return self }
        var copy = self
        copy.firstColumn = first
        copy.columns = (0..<count).map { i in
            let (left, right, weight) = taps(inverse.a * (Double(first + i) + 0.5) + inverse.tx - 0.5, limit: width)
            return Column(left: left * 4, right: right * 4, weight: weight)
        }
        return copy
    }

    /// Writes the premultiplied colours (times `multiply`) of `count` pixels of device row `y`
    /// from column `x` on.
    func sample(y: Int, x: Int, count: Int, multiply: SIMD4<Float>, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let scale = multiply * (1 / 255)
        let py = Double(y) + 0.5
        let rowStride = width * 4
        bytes.withUnsafeBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(pixels)
            @inline(__always) func load(_ offset: Int) -> SIMD4<Float> {
                BandPainter.unpack(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            }
            @inline(__always) func bilinear(
                _ top: Int, _ bottom: Int, _ fy: Float, _ left: Int, _ right: Int, _ fx: Float
            )
                -> SIMD4<Float>
            {
                let p00 = load(top + left)
                let p10 = load(top + right)
                let p01 = load(bottom + left)
                let p11 = load(bottom + right)
                let upper = p00 + (p10 - p00) * fx
                let lower = p01 + (p11 - p01) * fx
                return (upper + (lower - upper) * fy) * scale
            }
            if !columns.isEmpty {
                let (upper, lower, fy) = taps(inverse.d * py + inverse.ty - 0.5, limit: height)
                let top = upper * rowStride
                let bottom = lower * rowStride
                columns.withUnsafeBufferPointer { table in
                    guard let table = table.baseAddress else { return }
                    let start = table + (x - firstColumn)
                    if fy == 0 {
                        // On an image row (an image drawn at its own pixel size, on the pixel
                        // grid, samples so on every row): the lower row's weight is 0, and a
                        // column's right pixel's too where its weight is; x + (y − x)·0 is x,
                        // so skipping them gives the same colours.
                        for i in 0..<count {
                            let c = start[i]
                            let p0 = load(top + c.left)
                            out[i] = (c.weight == 0 ? p0 : p0 + (load(top + c.right) - p0) * c.weight) * scale
                        }
                        return
                    }
                    for i in 0..<count {
                        let c = start[i]
                        guard c.weight != 0 else {
                            // A column on an image column (the image at its own width): its
                            // right pixels change nothing, as above.
                            let upper = load(top + c.left)
                            out[i] = (upper + (load(bottom + c.left) - upper) * fy) * scale
                            continue
                        }
                        out[i] = bilinear(top, bottom, fy, c.left, c.right, c.weight)
                    }
                }
                return
            }
            let t = inverse
            let rowU = t.c * py + t.tx - 0.5
            let rowV = t.d * py + t.ty - 0.5
            if tiled {
                for i in 0..<count {
                    let px = Double(x + i) + 0.5
                    let (left, right, fx) = BilinearSampler.wrapped(t.a * px + rowU, limit: width)
                    let (upper, lower, fy) = BilinearSampler.wrapped(t.b * px + rowV, limit: height)
                    out[i] = bilinear(upper * rowStride, lower * rowStride, fy, left * 4, right * 4, fx)
                }
                return
            }
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let (column, fx) = BilinearSampler.split(t.a * px + rowU, limit: width)
                let (row, fy) = BilinearSampler.split(t.b * px + rowV, limit: height)
                out[i] = bilinear(
                    min(height - 1, max(0, row)) * rowStride, min(height - 1, max(0, row + 1)) * rowStride, fy,
                    min(width - 1, max(0, column)) * 4, min(width - 1, max(0, column + 1)) * 4, fx)
            }
        }
    }

    /// The two image pixels (column or row indices) a coordinate falls between and the weight of
    /// the second: clamped to the edge, or wrapped around when tiled.
    @inline(__always)
    private func taps(_ value: Double, limit: Int) -> (Int, Int, Float) {
        if tiled { return BilinearSampler.wrapped(value, limit: limit) }
        let (index, fraction) = BilinearSampler.split(value, limit: limit)
        return (min(limit - 1, max(0, index)), min(limit - 1, max(0, index + 1)), fraction)
    }

    /// The pixels a coordinate falls between in an image that repeats every `limit` pixels, and
    /// the weight of the second.
    @inline(__always)
    private static func wrapped(_ value: Double, limit: Int) -> (Int, Int, Float) {
        let period = Double(limit)
        var v = value.truncatingRemainder(dividingBy: period)
        if v < 0 { v += period }
        // v == period after the addition (a tiny negative remainder), or NaN: the first pixel.
        if !(v < period) { v = 0 }
        let index = Int(v)
        return (index, index + 1 == limit ? 0 : index + 1, Float(v - Double(index)))
    }

    /// The integer part (floor) and fraction of an image coordinate, clamped to −1…limit first
    /// so that far-away or huge coordinates stay representable.
    @inline(__always)
    private static func split(_ value: Double, limit: Int) -> (Int, Float) {
        let v = min(Double(limit), max(-1, value))
        // Truncating v + 1 ≥ 0 is floor(v) + 1, without a libm call.
        let index = Int(v + 1) - 1
        return (index, Float(v - Double(index)))
    }
}
