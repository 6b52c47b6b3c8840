import Geometry

/// A paint prepared for one frame: turns device pixels into premultiplied colours, with the
/// command's multiply colour already applied.
struct Shader {
    enum Kind {
        /// A constant colour (premultiplied, multiply applied).
        case solid(SIMD4<Float>)
        /// t = (x − originX)·stepX + (y − originY)·stepY.
        case linear(ramp: [SIMD4<Float>], originX: Double, originY: Double, stepX: Double, stepY: Double)
        /// t = (distance from centre − startRadius) · inverseSpan. Distances are measured in
        /// the gradient's own coordinates, which `space` maps device pixels to (nil: the
        /// gradient is given in device pixels), as for `elliptical` and `angular`.
        case radial(
            ramp: [SIMD4<Float>], centerX: Double, centerY: Double, startRadius: Double, inverseSpan: Double,
            space: AffineTransform?)
        /// t = (elliptical distance from centre − start) · inverseSpan, where the elliptical
        /// distance is √((dx / radiusX)² + (dy / radiusY)²).
        case elliptical(
            ramp: [SIMD4<Float>], centerX: Double, centerY: Double, inverseRadiusX: Double, inverseRadiusY: Double,
            start: Double, inverseSpan: Double, space: AffineTransform?)
        /// t from the angle around the centre; see `angularLocation`.
        case angular(
            ramp: [SIMD4<Float>], centerX: Double, centerY: Double, start: Double, span: Double,
            space: AffineTransform?)
        /// Bilinear samples of an image.
        case image(ImageSampler)
        /// Bilinear samples of a mesh gradient evaluated on a grid.
        case mesh(MeshSampler)
    }

    let kind: Kind
    /// Premultiplied multiply colour, applied to every shaded pixel.
    let multiply: SIMD4<Float>

    /// Gradients are dithered when quantized so 8-bit output does not band.
    var isDithered: Bool {
        switch kind {
        case .linear, .radial, .elliptical, .angular, .mesh: return true
        case .solid, .image: return false
        }
    }

    /// The colour of every pixel when the paint is constant.
    var solidColor: SIMD4<Float>? {
        if case .solid(let c) = kind { return c }
        return nil
    }

    /// A shader, or nil when the paint cannot change any pixel (fully transparent, multiplied
    /// by clear, or degenerate parameters).
    init?(paint: Paint, multiply: RGBAColor) {
        let m = multiply.premultipliedComponents
        guard m.w > 0 else { return nil }
        self.multiply = m
        func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
        switch paint {
        case .ellipticalGradient(
            let gradient, let center, let rx, let ry, let startFraction, let endFraction, let transform):
            // A degenerate ellipse has no inside to spread the gradient over: nothing is drawn.
            guard finite(center.x, center.y, rx, ry, startFraction, endFraction), rx > 0, ry > 0,
                let space = Self.space(transform)
            else { return nil }
            let ramp = GradientRamp(gradient)
            guard !ramp.isInvisible else { return nil }
            let span = endFraction - startFraction
            // Equal fractions: inside takes the first colour, outside the last (as radial).
            let inverse = abs(span) > 1e-12 ? 1 / span : 1e12
            kind = .elliptical(
                ramp: ramp.table, centerX: center.x, centerY: center.y, inverseRadiusX: 1 / rx, inverseRadiusY: 1 / ry,
                start: startFraction, inverseSpan: inverse, space: space.map)
        case .solid(let color):
            let c = color.premultipliedComponents * m
            guard c.w > 0 else { return nil }
            kind = .solid(c)
        case .linearGradient(let gradient, let start, let end):
            guard finite(start.x, start.y, end.x, end.y) else { return nil }
            let ramp = GradientRamp(gradient)
            guard !ramp.isInvisible else { return nil }
            let dx = end.x - start.x
            let dy = end.y - start.y
            let lengthSquared = dx * dx + dy * dy
            // A zero-length axis shows the first colour everywhere.
            let scale = lengthSquared > 1e-12 ? 1 / lengthSquared : 0
            kind = .linear(ramp: ramp.table, originX: start.x, originY: start.y, stepX: dx * scale, stepY: dy * scale)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius, let transform):
            guard finite(center.x, center.y, startRadius, endRadius), let space = Self.space(transform) else {
                return nil
            }
            let ramp = GradientRamp(gradient)
            guard !ramp.isInvisible else { return nil }
            let span = endRadius - startRadius
            // Equal radii: inside takes the first colour, outside the last.
            let inverse = abs(span) > 1e-12 ? 1 / span : 1e12
            kind = .radial(
                ramp: ramp.table, centerX: center.x, centerY: center.y, startRadius: startRadius, inverseSpan: inverse,
                space: space.map)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle, let transform):
            guard finite(center.x, center.y, startAngle.radians, endAngle.radians), let space = Self.space(transform)
            else { return nil }
            let ramp = GradientRamp(gradient)
            guard !ramp.isInvisible else { return nil }
            var start = startAngle.radians
            var span = endAngle.radians - start
            // More than a turn: only the last full turn shows (SwiftUI).
            if span > 2 * .pi {
                start = endAngle.radians - 2 * .pi
                span = 2 * .pi
            }
            kind = .angular(
                ramp: ramp.table, centerX: center.x, centerY: center.y, start: start, span: Swift.max(0, span),
                space: space.map)
        case .image(let image, let transform, let tiled, let sampling):
            guard let sampler = ImageSampler(image: image, transform: transform, tiled: tiled, sampling: sampling)
            else { return nil }
            kind = .image(sampler)
        case .meshGradient(let mesh):
            guard let sampler = MeshSampler(mesh) else { return nil }
            kind = .mesh(sampler)
        }
    }

    /// Writes the premultiplied colours (multiply applied) of `count` pixels of device row `y`
    /// starting at column `x`. Colours are sampled at pixel centres.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let py = Double(y) + 0.5
        let m = multiply
        switch kind {
        case .solid(let c):
            out.update(repeating: c, count: count)
        case .linear(let ramp, let ox, let oy, let sx, let sy):
            ramp.withUnsafeBufferPointer { table in
                guard let table = table.baseAddress else { return }
                let rowT = (py - oy) * sy
                if sx == 0 {
                    // Along the gradient's normal (a vertical gradient's rows): one colour per
                    // row, the same value every pixel would compute.
                    out.update(repeating: GradientRamp.lookup(table, Float(rowT)) * m, count: count)
                    return
                }
                Self.forEightPixels(count: count) { i, lanes in
                    let px = lanes + Double(x) + 0.5
                    let t = (px - ox) * sx + rowT
                    GradientRamp.lookup(table, t, multiply: m, count: count - i, into: out + i)
                }
            }
        case .radial(let ramp, let cx, let cy, let r0, let inverse, let space):
            ramp.withUnsafeBufferPointer { table in
                guard let table = table.baseAddress else { return }
                if let space {
                    Self.forEightPixels(mappedBy: space, y: py, x: x, count: count) { i, gx, gy in
                        let dx = gx - cx
                        let dy = gy - cy
                        let t = ((dx * dx + dy * dy).squareRoot() - r0) * inverse
                        GradientRamp.lookup(table, t, multiply: m, count: count - i, into: out + i)
                    }
                    return
                }
                let dy = py - cy
                Self.forEightPixels(count: count) { i, lanes in
                    let dx = lanes + Double(x) + 0.5 - cx
                    let t = ((dx * dx + dy * dy).squareRoot() - r0) * inverse
                    GradientRamp.lookup(table, t, multiply: m, count: count - i, into: out + i)
                }
            }
        case .elliptical(let ramp, let cx, let cy, let irx, let iry, let start, let inverse, let space):
            ramp.withUnsafeBufferPointer { table in
                guard let table = table.baseAddress else { return }
                if let space {
                    Self.forEightPixels(mappedBy: space, y: py, x: x, count: count) { i, gx, gy in
                        let u = (gx - cx) * irx
                        let v = (gy - cy) * iry
                        let t = ((u * u + v * v).squareRoot() - start) * inverse
                        GradientRamp.lookup(table, t, multiply: m, count: count - i, into: out + i)
                    }
                    return
                }
                let v = (py - cy) * iry
                Self.forEightPixels(count: count) { i, lanes in
                    let u = (lanes + Double(x) + 0.5 - cx) * irx
                    let t = ((u * u + v * v).squareRoot() - start) * inverse
                    GradientRamp.lookup(table, t, multiply: m, count: count - i, into: out + i)
                }
            }
        case .angular(let ramp, let cx, let cy, let start, let span, let space):
            ramp.withUnsafeBufferPointer { table in
                guard let table = table.baseAddress else { return }
                let turn = 2 * Double.pi
                // The start within [0, 2π), so that one angle from atan2 needs at most two turns added.
                let base = start - turn * (start / turn).rounded(.down)
                // The angles of eight pixels on vectors, their locations and colours lane by lane.
                func shade(_ i: Int, _ angles: SIMD8<Double>) {
                    for k in 0..<Swift.min(count - i, 8) {
                        let t = Shader.angularLocation(angle: angles[k], start: base, span: span)
                        out[i + k] = GradientRamp.lookup(table, Float(t)) * m
                    }
                }
                if let space {
                    Self.forEightPixels(mappedBy: space, y: py, x: x, count: count) { i, gx, gy in
                        shade(i, Shader.fastAtan2(gy - cy, gx - cx))
                    }
                    return
                }
                let dy = SIMD8<Double>(repeating: py - cy)
                Self.forEightPixels(count: count) { i, lanes in
                    shade(i, Shader.fastAtan2(dy, lanes + Double(x) + 0.5 - cx))
                }
            }
        case .image(let sampler):
            sampler.sample(y: y, x: x, count: count, multiply: m, into: out)
        case .mesh(let sampler):
            sampler.sample(y: y, x: x, count: count, multiply: m, into: out)
        }
    }

    /// Calls `body` for each run of eight of `count` pixels (the last one may hold fewer) with
    /// the index of its first pixel and the indices of its eight as lanes (`i`, …, `i + 7`,
    /// exact in a `Double`). Gradients are shaded eight pixels at a time, each lane computed
    /// with the operations a lone pixel would take, so the colours are the same.
    @inline(__always)
    private static func forEightPixels(count: Int, _ body: (Int, SIMD8<Double>) -> Void) {
        var i = 0
        while i < count {
            body(i, SIMD8<Double>(0, 1, 2, 3, 4, 5, 6, 7) + Double(i))
            i += 8
        }
    }

    /// `forEightPixels(count:_:)` giving the gradient coordinates (`space` applied to the pixel
    /// centres) of the eight pixels of the row whose centres are at `y`, from column `x`.
    @inline(__always)
    private static func forEightPixels(
        mappedBy space: AffineTransform, y: Double, x: Int, count: Int,
        _ body: (Int, SIMD8<Double>, SIMD8<Double>) -> Void
    ) {
        let px = Double(x) + 0.5
        let rowX = space.c * y + space.tx
        let rowY = space.d * y + space.ty
        forEightPixels(count: count) { i, lanes in
            let column = px + lanes
            body(i, space.a * column + rowX, space.b * column + rowY)
        }
    }

    /// How device pixels map to a gradient's own coordinates.
    private struct GradientSpace {
        /// Device pixels → gradient coordinates; nil when they are the same.
        var map: AffineTransform?
    }

    /// The space of a gradient whose coordinates `transform` maps to device pixels; nil when
    /// `transform` is singular (it flattens the gradient onto a line: nothing is drawn).
    private static func space(_ transform: AffineTransform) -> GradientSpace? {
        if transform.isIdentity { return GradientSpace(map: nil) }
        guard let inverse = transform.inverted,
            [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite)
        else { return nil }
        return GradientSpace(map: inverse)
    }

    /// The gradient location of a direction at `angle` (clockwise from 3 o'clock): location 0
    /// at `start`, 1 at `start + span`. Where the gradient covers less than a full turn, the
    /// missing sector shows the last colour in its first half and the first colour in its
    /// second half, as SwiftUI's AngularGradient does.
    @inline(__always)
    static func angularLocation(angle: Double, start: Double, span: Double) -> Double {
        let turn = 2 * Double.pi
        var relative = angle - start
        if relative < -turn || relative >= turn { relative = relative.truncatingRemainder(dividingBy: turn) }
        if relative < 0 { relative += turn }
        if relative < 0 { relative += turn }
        if relative <= span { return span > 0 ? relative / span : 1 }
        return relative - span < (turn - span) / 2 ? 1 : 0
    }

    /// Abramowitz & Stegun 4.4.49: arctan a ≈ a·(c0 + a²·(c1 + a²·(c2 + a²·(c3 + a²·c4)))) for
    /// 0 ≤ a ≤ 1, within about 1e-5 radians.
    static let arctangentCoefficients = (0.9998660, -0.3302995, 0.1801410, -0.0851330, 0.0208351)

    /// atan2 accurate to about 1e-5 radians (`arctangentCoefficients` on the reduced argument),
    /// several times faster than the libm call; the gradient needs far less.
    @inline(__always)
    static func fastAtan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x)
        let ay = abs(y)
        let big = Swift.max(ax, ay)
        guard big > 0 else { return 0 }
        let a = Swift.min(ax, ay) / big
        let s = a * a
        let c = Self.arctangentCoefficients
        var r = a * (c.0 + s * (c.1 + s * (c.2 + s * (c.3 + s * c.4))))
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        return y < 0 ? -r : r
    }

    /// `fastAtan2` of eight pairs, lane by lane the same operations (so the same angles).
    @inline(__always)
    static func fastAtan2(_ y: SIMD8<Double>, _ x: SIMD8<Double>) -> SIMD8<Double> {
        // |x| by clearing the sign bit, as `abs` does.
        let signless = SIMD8<UInt64>(repeating: 0x7FFF_FFFF_FFFF_FFFF)
        let ax = unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt64>.self) & signless, to: SIMD8<Double>.self)
        let ay = unsafeBitCast(unsafeBitCast(y, to: SIMD8<UInt64>.self) & signless, to: SIMD8<Double>.self)
        var big = ax
        big.replace(with: ay, where: ay .>= ax)
        var small = ax
        small.replace(with: ay, where: ay .< ax)
        let a = small / big
        let s = a * a
        let c = Self.arctangentCoefficients
        var r = a * (c.0 + s * (c.1 + s * (c.2 + s * (c.3 + s * c.4))))
        r.replace(with: .pi / 2 - r, where: ay .> ax)
        r.replace(with: .pi - r, where: x .< 0)
        r.replace(with: -r, where: y .< 0)
        r.replace(with: 0, where: .!(big .> 0))
        return r
    }

    /// The shader ready for pixels in columns `first..<first + count` (precomputes what all
    /// rows share).
    func preparingColumns(from first: Int, count: Int) -> Shader {
        guard case .image(let sampler) = kind else { return self }
        return Shader(kind: .image(sampler.preparingColumns(from: first, count: count)), multiply: multiply)
    }

    /// The shader whose every colour is `transform` of this one's (multiply applied: the new
    /// shader's multiply is white), or nil for paints without a table of colours (images,
    /// meshes) or when the result draws nothing. Gradients interpolate between the transformed
    /// entries of their ramp.
    func recolored(by transform: (SIMD4<Float>) -> SIMD4<Float>) -> Shader? {
        let m = multiply
        func table(_ ramp: [SIMD4<Float>]) -> [SIMD4<Float>] { ramp.map { transform($0 * m) } }
        let recolored: Kind
        switch kind {
        case .solid(let c):
            let color = transform(c)
            guard color.w > 0 else { return nil }
            recolored = .solid(color)
        case .linear(let ramp, let ox, let oy, let sx, let sy):
            recolored = .linear(ramp: table(ramp), originX: ox, originY: oy, stepX: sx, stepY: sy)
        case .radial(let ramp, let cx, let cy, let r0, let inverse, let space):
            recolored = .radial(
                ramp: table(ramp), centerX: cx, centerY: cy, startRadius: r0, inverseSpan: inverse, space: space)
        case .elliptical(let ramp, let cx, let cy, let irx, let iry, let start, let inverse, let space):
            recolored = .elliptical(
                ramp: table(ramp), centerX: cx, centerY: cy, inverseRadiusX: irx, inverseRadiusY: iry, start: start,
                inverseSpan: inverse, space: space)
        case .angular(let ramp, let cx, let cy, let start, let span, let space):
            recolored = .angular(ramp: table(ramp), centerX: cx, centerY: cy, start: start, span: span, space: space)
        case .image, .mesh:
            return nil
        }
        return Shader(kind: recolored, multiply: SIMD4(repeating: 1))
    }

    private init(kind: Kind, multiply: SIMD4<Float>) {
        self.kind = kind
        self.multiply = multiply
    }
}
