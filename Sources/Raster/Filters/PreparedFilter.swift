/// A layer filter with its parameters resolved for rendering, and the pixel regions it reads
/// and writes.
enum PreparedFilter: Equatable {
    case blur(GaussianBlur)
    /// `color` premultiplied (0...1); `blur` nil for a hard shadow (σ = 0).
    case shadow(color: SIMD4<Float>, blur: GaussianBlur?, offsetX: Double, offsetY: Double)
    /// Premultiplied (0...1).
    case colorMultiply(SIMD4<Float>)
    case luminanceToAlpha
    /// Rows and offset as `Float`, for 0...1 channels: (r', g', b') = rows · (r, g, b) + offset.
    case colorMatrix(red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>)
    /// Bounds and colour in bytes (0...255), the colour premultiplied and rounded to whole
    /// bytes so that the eight-lane and one-pixel passes store the same bytes.
    case alphaThreshold(min: Float, max: Float, color: SIMD4<Float>)
    /// Everything outside the rectangle becomes transparent (the bounds of a folded layer; see
    /// `LayerPlan.folding`).
    case crop(PixelRect)

    /// The prepared filter, or nil when it cannot change any pixel (no blur, a transparent or
    /// non-finite shadow, multiplying by white).
    init?(_ filter: LayerFilter) {
        switch filter {
        case .blur(let sigma):
            guard let blur = GaussianBlur(sigma: sigma) else { return nil }
            self = .blur(blur)
        case .shadow(let color, let sigma, let offset):
            let c = color.premultipliedComponents
            guard c.w > 0, offset.x.isFinite, offset.y.isFinite, !sigma.isNaN else { return nil }
            self = .shadow(color: c, blur: GaussianBlur(sigma: sigma), offsetX: offset.x, offsetY: offset.y)
        case .colorMultiply(let color):
            let c = color.premultipliedComponents
            guard c != SIMD4(1, 1, 1, 1) else { return nil }
            self = .colorMultiply(c)
        case .luminanceToAlpha:
            self = .luminanceToAlpha
        case .alphaThreshold(let min, let max, let color):
            guard min.isFinite, max.isFinite else { return nil }
            let c = (color.premultipliedComponents * 255).rounded(.toNearestOrEven)
            self = .alphaThreshold(min: Float(Swift.max(0, min) * 255), max: Float(max * 255), color: c)
        case .colorMatrix(let m):
            guard m != .identity else { return nil }
            func row(_ r: SIMD3<Double>, _ o: Double) -> SIMD4<Float> {
                SIMD4(Float(r.x), Float(r.y), Float(r.z), Float(o))
            }
            self = .colorMatrix(
                red: row(m.red, m.offset.x), green: row(m.green, m.offset.y), blue: row(m.blue, m.offset.z))
        }
    }

    /// True when each output pixel depends only on the same input pixel: the filter moves no
    /// colour from one pixel to another and its float arithmetic does not depend on the region
    /// filtered (a blur's running sums do).
    var isPointwise: Bool {
        switch self {
        case .blur, .shadow: return false
        case .colorMultiply, .luminanceToAlpha, .colorMatrix, .alphaThreshold, .crop: return true
        }
    }

    /// Where the filtered layer can be non-transparent when its input is non-transparent only
    /// inside `input`.
    func extent(of input: PixelRect) -> PixelRect {
        switch self {
        case .blur(let blur):
            return input.outset(by: blur.margin)
        case .shadow(_, let blur, let dx, let dy):
            return input.union(input.outset(by: blur?.margin ?? 0).offsetCovering(dx: dx, dy: dy))
        case .colorMultiply(let c):
            return c.w > 0 ? input : .empty
        case .luminanceToAlpha, .colorMatrix, .alphaThreshold:
            return input
        case .crop(let rect):
            return input.intersection(rect)
        }
    }

    /// The input pixels that the filter's result inside `output` would depend on with its
    /// offsets of either sign: for a shadow, the union of its mirror images' requirements (so
    /// that the light and dark shadows of one shape read the same pixels; see
    /// `ShadowPlaneCache`); for other filters, `requirement(for:)`.
    func mirroredRequirement(for output: PixelRect) -> PixelRect {
        guard case .shadow(_, let blur, let dx, let dy) = self else { return requirement(for: output) }
        var needed = output
        for (sx, sy) in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] {
            needed = needed.union(output.offsetCovering(dx: -sx * dx, dy: -sy * dy).outset(by: blur?.margin ?? 0))
        }
        return needed
    }

    /// The input pixels that the filter's result inside `output` depends on.
    func requirement(for output: PixelRect) -> PixelRect {
        switch self {
        case .blur(let blur):
            return output.outset(by: blur.margin)
        case .shadow(_, let blur, let dx, let dy):
            return output.union(output.offsetCovering(dx: -dx, dy: -dy).outset(by: blur?.margin ?? 0))
        case .colorMultiply, .luminanceToAlpha, .colorMatrix, .alphaThreshold:
            return output
        case .crop(let rect):
            // Outside the rectangle the result is transparent whatever the input.
            return output.intersection(rect)
        }
    }
}
