/// A gradient sampled into a table of premultiplied colours for fast lookup.
///
/// Colours are interpolated between unpremultiplied, gamma-encoded stops and premultiplied
/// afterwards; locations before the first stop take its colour, after the last the last's.
/// With 1024 intervals, linear interpolation between table entries differs from the exact
/// ramp by far less than one 8-bit level.
struct GradientRamp {
    static let intervals = 1024

    /// `intervals + 1` premultiplied RGBA entries for locations 0, 1/intervals, …, 1.
    let table: [SIMD4<Float>]
    /// True when no entry has any alpha (drawing it changes nothing).
    let isInvisible: Bool

    init(_ gradient: GradientStops) {
        let stops = gradient.stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { a, b in
                a.element.location != b.element.location
                    ? a.element.location < b.element.location : a.offset < b.offset
            }
            .map { (location: $0.element.location, color: $0.element.color.unpremultipliedComponents) }
        var table: [SIMD4<Float>] = []
        table.reserveCapacity(GradientRamp.intervals + 1)
        for i in 0...GradientRamp.intervals {
            let t = Double(i) / Double(GradientRamp.intervals)
            table.append(GradientRamp.premultipliedColor(at: t, stops: stops))
        }
        self.table = table
        isInvisible = table.allSatisfy { $0.w == 0 }
    }

    /// The premultiplied colour at location `t` (any value; clamped to 0...1).
    @inline(__always)
    static func lookup(_ table: UnsafePointer<SIMD4<Float>>, _ t: Float) -> SIMD4<Float> {
        // Written so that NaN lands on 0.
        let clamped: Float = t > 0 ? (t < 1 ? t : 1) : 0
        let position = clamped * Float(intervals)
        let index = Swift.min(Int(position), intervals - 1)
        let fraction = position - Float(index)
        let a = table[index]
        return a + (table[index + 1] - a) * fraction
    }

    /// `lookup` of eight locations, computed in `Double` and rounded to `Float` as `lookup(_:_:)`
    /// takes them, each colour multiplied by `multiply`; the first `count` (at most eight)
    /// written to `out`. The same colours as `lookup(_:_:) * multiply` lane by lane: the same
    /// operations in the same order, the clamping and indexing done on vectors.
    @inline(__always)
    static func lookup(
        _ table: UnsafePointer<SIMD4<Float>>, _ t: SIMD8<Double>, multiply: SIMD4<Float>, count: Int,
        into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        // Lane by lane: the standard library converts between vectors of other scalar types
        // generically, many times slower.
        let single = SIMD8<Float>(
            Float(t[0]), Float(t[1]), Float(t[2]), Float(t[3]), Float(t[4]), Float(t[5]), Float(t[6]), Float(t[7]))
        // Written so that NaN lands on 0, as `lookup(_:_:)`.
        var clamped = SIMD8<Float>(repeating: 0)
        clamped.replace(with: single, where: single .> 0)
        clamped.replace(with: 1, where: clamped .>= 1)
        let position = clamped * Float(intervals)
        // The index `Int(position)` gives (clamped to the last interval), and that index as a
        // Float, read from and written to the mantissa of a sum with 2^23 (exact below it):
        // no conversion per lane.
        let index = pointwiseMin(
            unsafeBitCast(position.rounded(.towardZero) + 8_388_608, to: SIMD8<UInt32>.self) & 0x7F_FFFF,
            SIMD8<UInt32>(repeating: UInt32(intervals - 1)))
        let fraction = position - (unsafeBitCast(index | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608)
        for k in 0..<Swift.min(count, 8) {
            let i = Int(index[k])
            let a = table[i]
            out[k] = (a + (table[i + 1] - a) * fraction[k]) * multiply
        }
    }

    private static func premultipliedColor(
        at t: Double, stops: [(location: Double, color: SIMD4<Double>)]
    ) -> SIMD4<Float> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        var c: SIMD4<Double>
        if t <= first.location {
            c = first.color
        } else if t >= last.location {
            c = last.color
        } else {
            // The last stop at or before t; equal locations make a hard edge.
            var i = 0
            while i + 1 < stops.count && stops[i + 1].location <= t { i += 1 }
            let a = stops[i]
            let b = stops[i + 1]
            let f = (t - a.location) / (b.location - a.location)
            c = a.color + (b.color - a.color) * f
        }
        return SIMD4<Float>(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w))
    }
}
