extension BlendMode {
    /// The blended pixel (0...255 per channel, before rounding) of premultiplied source `s`
    /// (0...1) over premultiplied destination `d` (0...255).
    @inline(__always)
    func blend(_ s: SIMD4<Float>, over d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w * (1 / 255)
        switch self {
        case .normal:
            return s * 255 + d * (1 - sa)
        case .multiply:
            // s·d + s·(1 − dα) + d·(1 − sα); alpha: sα + dα − sα·dα.
            return s * d + s * (255 * (1 - da)) + d * (1 - sa)
        case .screen:
            // s + d − s·d.
            return s * 255 + d - s * d
        case .plusLighter:
            // Additive; the caller's packing clamps at 255.
            return s * 255 + d
        case .destinationOut:
            return d * (1 - sa)
        }
    }
}
