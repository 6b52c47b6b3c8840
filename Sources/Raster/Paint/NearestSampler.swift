import Geometry

/// Nearest-neighbour sampling of a premultiplied RGBA image under an affine transform: each
/// device pixel centre is mapped back into the image and takes the pixel it falls in; outside
/// the image the edge pixels continue, or, when tiled, the image repeats.
struct NearestSampler {
    private let bytes: [UInt8]
    private let width: Int
    private let height: Int
    /// Device pixels → image pixels.
    private let inverse: AffineTransform
    private let tiled: Bool

    /// Samples `bytes` (a non-empty `width`×`height` image); `inverse` maps device pixels to
    /// image pixels and must be finite.
    init(bytes: [UInt8], width: Int, height: Int, inverse: AffineTransform, tiled: Bool) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.inverse = inverse
        self.tiled = tiled
    }

    /// Writes the premultiplied colours (times `multiply`) of `count` pixels of device row `y`
    /// from column `x` on.
    func sample(y: Int, x: Int, count: Int, multiply: SIMD4<Float>, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let scale = multiply * (1 / 255)
        let py = Double(y) + 0.5
        let t = inverse
        let rowU = t.c * py + t.tx
        let rowV = t.d * py + t.ty
        bytes.withUnsafeBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(pixels)
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let column = index(t.a * px + rowU, limit: width)
                let row = index(t.b * px + rowV, limit: height)
                let offset = (row * width + column) * 4
                out[i] = BandPainter.unpack(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) * scale
            }
        }
    }

    /// The pixel (column or row) an image coordinate falls in: clamped to the edge, or wrapped
    /// around when tiled. A coordinate that is not finite takes the first pixel.
    @inline(__always)
    private func index(_ value: Double, limit: Int) -> Int {
        guard value.isFinite else { return 0 }
        if tiled {
            let period = Double(limit)
            var v = value.truncatingRemainder(dividingBy: period)
            if v < 0 { v += period }
            return min(limit - 1, max(0, Int(v)))
        }
        let v = min(Double(limit - 1), max(0, value))
        return Int(v)
    }
}
