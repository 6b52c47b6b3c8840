extension RGBAColor {
    /// Red, green, blue, alpha clamped to 0...1 (NaN becomes 0), unpremultiplied.
    var unpremultipliedComponents: SIMD4<Double> {
        func clamp(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }
        return SIMD4(clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }

    /// The clamped colour premultiplied by its alpha, as floats.
    var premultipliedComponents: SIMD4<Float> {
        let c = unpremultipliedComponents
        return SIMD4<Float>(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w))
    }
}
