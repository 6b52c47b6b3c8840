import Geometry

/// Bilinear sampling of a premultiplied RGBA image under an affine transform: device pixel
/// centres are mapped back into the image, whose pixel centres sit at half-integers; outside
/// the image the edge pixels repeat.
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
    /// For transforms without rotation or shear the horizontal sampling is the same on every
    /// row; it is computed once per command for the columns from `firstColumn` on.
    private var columns: [Column] = []
    private var firstColumn = 0

    /// Samples `bytes` (a non-empty `width`×`height` image); `inverse` maps device pixels to
    /// image pixels and must be finite.
    init(bytes: [UInt8], width: Int, height: Int, inverse: AffineTransform) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.inverse = inverse
    }

    /// The sampler with its column table built for device columns `first..<first + count`
    /// (only when rows share their horizontal sampling).
    func preparingColumns(from first: Int, count: Int) -> BilinearSampler {
        guard inverse.b == 0, inverse.c == 0, count > 0 else { return self }
        var copy = self
        copy.firstColumn = first
        copy.columns = (0..<count).map { i in
            let (index, weight) = BilinearSampler.split(
                inverse.a * (Double(first + i) + 0.5) + inverse.tx - 0.5, limit: width)
            return Column(
                left: min(width - 1, max(0, index)) * 4, right: min(width - 1, max(0, index + 1)) * 4, weight: weight)
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
                let (row, fy) = BilinearSampler.split(inverse.d * py + inverse.ty - 0.5, limit: height)
                let top = min(height - 1, max(0, row)) * rowStride
                let bottom = min(height - 1, max(0, row + 1)) * rowStride
                columns.withUnsafeBufferPointer { table in
                    guard let table = table.baseAddress else { return }
                    let start = table + (x - firstColumn)
                    for i in 0..<count {
                        let c = start[i]
                        out[i] = bilinear(top, bottom, fy, c.left, c.right, c.weight)
                    }
                }
                return
            }
            let t = inverse
            let rowU = t.c * py + t.tx - 0.5
            let rowV = t.d * py + t.ty - 0.5
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
