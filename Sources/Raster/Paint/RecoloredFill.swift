import Geometry

/// A layer that only recolours one fill: a solid colour or a gradient under colour matrices
/// (SwiftUI's hueRotation, saturation, brightness, contrast, grayscale, colorInvert), in layers
/// nested any depth, each with its opacity. It is drawn as that fill, its paint's colours (the
/// colour, or every entry of the gradient's ramp) put through the matrices and opacities once
/// per frame: no offscreen buffer, no full-frame filter pass, no composite (the splash screen's
/// full-screen gradient under an animated hueRotation).
///
/// The layer rounds the fill to 8 bits, dithered, before each matrix and again after it; the
/// recoloured fill rounds (dithers) once, from the exact colour. The two differ by the layer's
/// rounding carried through the matrices: at most `tolerance` levels per channel (tested against
/// the layer in `RecoloredFillTests`), and the recoloured fill is the closer to the exact result.
/// Colour multiplies and luminanceToAlpha are left to the layer, whose pixels the scene goldens
/// hold.
struct RecoloredFill {
    /// The largest difference, in 8-bit levels per channel, from the layer drawn offscreen.
    static let tolerance = 3

    let path: Path
    let rule: WindingRule
    let paint: Paint
    let multiply: RGBAColor
    /// What happens to the fill's premultiplied colour, in order.
    let steps: [Step]

    enum Step {
        /// A prepared `.colorMatrix` filter's rows (see `PreparedFilter.colorMatrix`).
        case matrix(red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>)
        /// The layer's opacity (0...1].
        case opacity(Float)
    }

    /// The fill and its recolouring, or nil when `layer` does anything else (a clip, a mask, a
    /// projection, another blend mode or filter, bounds that cut the fill, other content, an
    /// image or mesh paint).
    init?(_ layer: Layer) {
        guard layer.blendMode == .normal, layer.clip == nil, layer.mask == nil, layer.projection == nil,
            layer.opacity > 0, layer.content.commands.count == 1, !layer.filters.isEmpty
        else { return nil }
        var outer: [Step] = []
        for filter in layer.filters {
            guard case .colorMatrix = filter else { return nil }
            // An identity matrix prepares to nothing: the layer skips it too.
            guard let prepared = PreparedFilter(filter) else { continue }
            guard case .colorMatrix(let red, let green, let blue) = prepared else { return nil }
            outer.append(.matrix(red: red, green: green, blue: blue))
        }
        if layer.opacity < 1 { outer.append(.opacity(Float(layer.opacity))) }
        switch layer.content.commands[0] {
        case .fill(let path, let rule, let paint, let multiply):
            switch paint {
            case .solid, .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient: break
            case .image, .meshGradient: return nil
            }
            (self.path, self.rule, self.paint, self.multiply, steps) = (path, rule, paint, multiply, outer)
        case .layer(let inner):
            guard let fill = RecoloredFill(inner) else { return nil }
            (path, rule, paint, multiply, steps) = (fill.path, fill.rule, fill.paint, fill.multiply, fill.steps + outer)
        case .backdrop:
            return nil
        }
        // The layer's content is cut to its bounds: they must hold the whole fill.
        if let bounds = layer.bounds {
            let fill = PixelRect(enclosing: path.controlPointBounds)
            guard PixelRect(enclosing: bounds).contains(fill) else { return nil }
        }
    }

    /// The fill ready to paint inside `clip`, or nil when it changes no pixel there.
    func prepared(clip: PixelRect) -> PreparedCommand? {
        guard let shader = Shader(paint: paint, multiply: multiply)?.recolored(by: recolor) else { return nil }
        return PreparedCommand(path: path, rule: rule, shader: shader, clip: clip)
    }

    /// A premultiplied colour (0...1) put through the steps; transparent stays transparent, as in
    /// the layer's filter pass (whose arithmetic on the unpremultiplied colour this repeats).
    func recolor(_ color: SIMD4<Float>) -> SIMD4<Float> {
        var p = color
        for step in steps {
            switch step {
            case .matrix(let red, let green, let blue):
                guard p.w > 0 else { return .zero }
                let c = SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, 1)
                var out = SIMD4((red * c).sum(), (green * c).sum(), (blue * c).sum(), 1)
                out.clamp(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
                p = out * p.w
            case .opacity(let opacity):
                p *= opacity
            }
        }
        return p
    }
}
