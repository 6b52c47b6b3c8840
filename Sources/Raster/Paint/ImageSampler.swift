import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Samples an image under an affine transform. Magnified or mildly reduced images are sampled
/// bilinearly; when device pixels step over more than one image pixel, the two mipmap levels
/// around the step size are sampled bilinearly and blended by the fractional level (trilinear
/// filtering), so fine detail averages out instead of aliasing. With `.nearest` sampling
/// (`ImageSampling`) every device pixel takes the image pixel under its centre instead
/// (`NearestSampler`).
struct ImageSampler {
    /// The level whose pixels are at least as large as a device pixel's footprint...
    private let fine: BilinearSampler
    /// ...and the next, coarser level, blended in at `coarseWeight`.
    private let coarse: BilinearSampler?
    private let coarseWeight: Float
    /// Set for `.nearest` sampling, which then replaces the bilinear samplers.
    private let nearest: NearestSampler?

    /// Nil when the image is empty or the transform cannot be inverted. A `tiled` image repeats
    /// beyond its edges.
    init?(image: PixelBuffer, transform: AffineTransform, tiled: Bool = false, sampling: ImageSampling = .smooth) {
        guard image.width > 0, image.height > 0, let inverse = transform.inverted,
            [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite)
        else { return nil }
        if sampling == .nearest {
            // The full image, whatever the scale: no mipmaps, as iOS draws pixel art smaller too.
            nearest = NearestSampler(
                bytes: image.bytes, width: image.width, height: image.height, inverse: inverse, tiled: tiled)
            // Never sampled: `sample` hands every row to `nearest`.
            fine = BilinearSampler(bytes: [], width: 0, height: 0, inverse: .identity)
            coarse = nil
            coarseWeight = 0
            return
        }
        nearest = nil
        // Image pixels per device pixel along the longer side of a device pixel's footprint.
        let stepX = (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot()
        let stepY = (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot()
        let step = Swift.max(stepX, stepY)
        let deepest = MipmapChain.deepestLevel(width: image.width, height: image.height)
        let lod = Swift.min(Double(deepest), step > 1 ? log2(step) : 0)
        let level = Int(lod)
        let weight = Float(lod - Double(level))
        func sampler(_ n: Int) -> BilinearSampler {
            guard n > 0 else {
                return BilinearSampler(
                    bytes: image.bytes, width: image.width, height: image.height, inverse: inverse, tiled: tiled)
            }
            let m = image.mipmaps.level(n, of: image)
            // Level n's pixel coordinates are the image's divided by 2ⁿ.
            let shrink = 1 / Double(1 << n)
            return BilinearSampler(
                bytes: m.bytes, width: m.width, height: m.height,
                inverse: inverse.concatenating(.scale(x: shrink, y: shrink)), tiled: tiled)
        }
        fine = sampler(level)
        // Weights this small cannot change an 8-bit value.
        coarse = weight > 1e-4 ? sampler(level + 1) : nil
        coarseWeight = weight
    }

    private init(fine: BilinearSampler, coarse: BilinearSampler?, coarseWeight: Float, nearest: NearestSampler?) {
        self.fine = fine
        self.coarse = coarse
        self.coarseWeight = coarseWeight
        self.nearest = nearest
    }

    /// The sampler with column tables built for device columns `first..<first + count`.
    func preparingColumns(from first: Int, count: Int) -> ImageSampler {
        guard nearest == nil else { return self }
        return ImageSampler(
            fine: fine.preparingColumns(from: first, count: count),
            coarse: coarse?.preparingColumns(from: first, count: count), coarseWeight: coarseWeight, nearest: nil)
    }

    /// Writes the premultiplied colours (times `multiply`) of `count` pixels of device row `y`
    /// from column `x` on.
    func sample(y: Int, x: Int, count: Int, multiply: SIMD4<Float>, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        if let nearest {
            nearest.sample(y: y, x: x, count: count, multiply: multiply, into: out)
            return
        }
        guard let coarse else {
            fine.sample(y: y, x: x, count: count, multiply: multiply, into: out)
            return
        }
        fine.sample(y: y, x: x, count: count, multiply: multiply * (1 - coarseWeight), into: out)
        let chunk = 64
        withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: chunk) { buffer in
            guard let scratch = buffer.baseAddress else { return }
            var start = 0
            while start < count {
                let n = Swift.min(chunk, count - start)
                coarse.sample(y: y, x: x + start, count: n, multiply: multiply * coarseWeight, into: scratch)
                for i in 0..<n { out[start + i] += scratch[i] }
                start += n
            }
        }
    }
}
