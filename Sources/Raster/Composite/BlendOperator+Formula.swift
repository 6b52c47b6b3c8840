extension BlendOperator {
    /// The blended pixel (0...255 per channel, before rounding) of premultiplied source `s`
    /// (0...1) over premultiplied destination `d` (0...255).
    ///
    /// The separable and non-separable modes are the W3C Compositing and Blending Level 1
    /// formulas, which Core Graphics' modes follow: with `B` the mode's function of the
    /// unpremultiplied colours, the result is s·(1 − dα) + d·(1 − sα) + sα·dα·B(cs, cd), its
    /// alpha sα + dα − sα·dα.
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
        case .sourceAtop:
            // The source only where the destination is: s·dα + d·(1 − sα); alpha dα.
            return s * (255 * da) + d * (1 - sa)
        case .destinationOver:
            // The destination over the source: d + s·(1 − dα).
            return d + s * (255 * (1 - da))
        default:
            return separable(s, over: d, sa: sa, da: da)
        }
    }

    /// The W3C blend of the modes with a per-colour function (and the non-separable hue,
    /// saturation, color and luminosity), premultiplied in and out.
    @inline(__always)
    private func separable(_ s: SIMD4<Float>, over d: SIMD4<Float>, sa: Float, da: Float) -> SIMD4<Float> {
        guard sa > 0 else { return d }
        let dn = d * (1 / 255)
        guard da > 0 else { return s * 255 }
        let cs = SIMD3(s.x, s.y, s.z) / sa
        let cb = SIMD3(dn.x, dn.y, dn.z) / da
        let mixed = Self.clamp(function(cs, cb))
        let rgb = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(dn.x, dn.y, dn.z) * (1 - sa) + mixed * (sa * da)
        let alpha = sa + da - sa * da
        return SIMD4(rgb.x, rgb.y, rgb.z, alpha) * 255
    }

    /// B(cs, cb): the mode's colour from source colour `cs` and backdrop colour `cb` (0...1).
    @inline(__always)
    private func function(_ cs: SIMD3<Float>, _ cb: SIMD3<Float>) -> SIMD3<Float> {
        switch self {
        case .darken: return pointwiseMin(cs, cb)
        case .lighten: return pointwiseMax(cs, cb)
        case .difference: return pointwiseMax(cb - cs, cs - cb)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .overlay: return Self.hardLight(cs: cb, cb: cs)
        case .hardLight: return Self.hardLight(cs: cs, cb: cb)
        case .softLight: return Self.map(cs, cb, Self.softLight)
        case .colorDodge: return Self.map(cs, cb, Self.colorDodge)
        case .colorBurn: return Self.map(cs, cb, Self.colorBurn)
        case .plusDarker: return pointwiseMax(cs + cb - 1, SIMD3(repeating: 0))
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    private static func clamp(_ v: SIMD3<Float>) -> SIMD3<Float> {
        var v = v
        v.replace(with: 0, where: .!(v .>= 0))
        v.replace(with: 1, where: v .> 1)
        return v
    }

    private static func map(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ f: (Float, Float) -> Float) -> SIMD3<Float> {
        SIMD3(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z))
    }

    private static func hardLight(cs: SIMD3<Float>, cb: SIMD3<Float>) -> SIMD3<Float> {
        map(cs, cb) { s, b in s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
    }

    private static func softLight(_ s: Float, _ b: Float) -> Float {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    private static func colorDodge(_ s: Float, _ b: Float) -> Float {
        if b == 0 { return 0 }
        if s >= 1 { return 1 }
        return min(1, b / (1 - s))
    }

    private static func colorBurn(_ s: Float, _ b: Float) -> Float {
        if b >= 1 { return 1 }
        if s <= 0 { return 0 }
        return 1 - min(1, (1 - b) / s)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = c.min()
        let x = c.max()
        var c = c
        if n < 0 { c = SIMD3(repeating: l) + (c - l) * (l / (l - n)) }
        if x > 1 { c = SIMD3(repeating: l) + (c - l) * ((1 - l) / (x - l)) }
        return c
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + (l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = c.min()
        let hi = c.max()
        guard hi > lo else { return SIMD3(repeating: 0) }
        return (c - lo) * (s / (hi - lo))
    }
}
