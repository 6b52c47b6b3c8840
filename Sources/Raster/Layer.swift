import Geometry

/// An offscreen group: `content` is drawn into its own transparent buffer, then `filters` run on
/// it in order, `clip` and `mask` cut it, and the result is composited into what lies below with
/// `opacity` and `blendMode` (SwiftUI's compositingGroup, blur, shadow, mask, clipShape, blendMode);
/// with a `projection`, the filtered content is resampled through it first (rotation3DEffect).
/// Layers nest: `content` and a mask's content may hold layers.
///
/// Only pixels that can matter are allocated and processed: the content's own extent (from its
/// paths), grown by the filters' reach and cut to the canvas, the clip's bounds and an alpha
/// mask's extent. The buffer behaves as if it were infinite and transparent: content just off
/// the canvas (up to 1024 px) still blurs and casts shadows into it.
public struct Layer: Equatable, Sendable {
    /// What is drawn into the layer (device pixels, same coordinates as the canvas).
    public var content: DisplayList
    /// Where content may be drawn (device pixels, rounded outward to whole pixels; a work
    /// limit, not an anti-aliased clip: use `clip` for shapes). Filters still spread the result
    /// beyond it (a blur by about 3σ, a shadow by its offset as well). Nil: no limit beyond the
    /// content's own extent, which is computed, so nil is the usual choice.
    public var bounds: Rect?
    /// Multiplies the layer's alpha when compositing; clamped to 0...1 (NaN counts as 0).
    public var opacity: Double
    public var blendMode: BlendOperator
    public var filters: [LayerFilter]
    /// Anti-aliased clip applied to the filtered content (its coverage multiplies the layer).
    public var clip: Clip?
    /// Alpha (or inverse alpha) of another display list, applied after `clip`.
    public var mask: Mask?
    /// When set, the filtered content is seen through this projective transform (device pixels,
    /// layer → target; SwiftUI's rotation3DEffect): each target pixel takes the bilinear sample
    /// (transparent beyond the buffer) of the filtered content at its inverse image, and target
    /// pixels whose inverse image lies behind the viewer (W ≤ 0) take nothing. `content`,
    /// `bounds` and `filters` are in the layer's space; `clip` and `mask` act on the result, in
    /// the target's space.
    public var projection: ProjectiveTransform?

    public init(
        content: DisplayList, bounds: Rect? = nil, opacity: Double = 1, blendMode: BlendOperator = .normal,
        filters: [LayerFilter] = [], clip: Clip? = nil, mask: Mask? = nil, projection: ProjectiveTransform? = nil
    ) {
        self.projection = projection
        self.content = content
        self.bounds = bounds
        self.opacity = opacity
        self.blendMode = blendMode
        self.filters = filters
        self.clip = clip
        self.mask = mask
    }

    /// A clip outline (device pixels).
    public struct Clip: Equatable, Sendable {
        public var path: Path
        public var rule: WindingRule
        public init(path: Path, rule: WindingRule = .nonZero) {
            self.path = path
            self.rule = rule
        }
    }

    /// A mask drawn from its own display list.
    public struct Mask: Equatable, Sendable {
        public enum Mode: Equatable, Sendable {
            /// Keep the layer where the mask is opaque (SwiftUI `mask`).
            case alpha
            /// Keep the layer where the mask is transparent (`inverseMask`).
            case inverseAlpha
        }
        public var content: DisplayList
        public var mode: Mode
        public init(content: DisplayList, mode: Mode = .alpha) {
            self.content = content
            self.mode = mode
        }
    }
}

/// How a layer's pixels combine with the pixels below (premultiplied, gamma-encoded sRGB; s is
/// the layer after opacity, clip and mask, d what lies below, both premultiplied in 0...1).
public enum BlendOperator: Hashable, Sendable {
    /// Source over: s + d·(1 − sα).
    case normal
    /// s·d + s·(1 − dα) + d·(1 − sα) (alpha: sα + dα − sα·dα).
    case multiply
    /// s + d − s·d.
    case screen
    /// min(1, s + d): additive, clamped.
    case plusLighter
    /// d·(1 − sα): the layer's alpha erases what lies below.
    case destinationOut
    /// s·dα + d·(1 − sα): the layer shows only where something lies below.
    case sourceAtop
    /// d + s·(1 − dα): the layer goes behind what is there.
    case destinationOver
    /// The W3C separable modes: B(cs, cb) on unpremultiplied colours, composited as
    /// s·(1 − dα) + d·(1 − sα) + sα·dα·B (`BlendMode+Formula`).
    case darken, lighten, difference, exclusion, overlay, hardLight, softLight, colorDodge, colorBurn
    /// max(0, cs + cb − 1) as a separable mode.
    case plusDarker
    /// The W3C non-separable modes (hue, saturation and luminosity of one colour with the rest
    /// of the other).
    case hue, saturation, color, luminosity
}

/// A pixel operation on a layer's content, applied in order before compositing; each one sees
/// the result of those before it. Each result is rounded to 8 bits.
public enum LayerFilter: Equatable, Sendable {
    /// Gaussian blur with standard deviation `sigma` device pixels (SwiftUI `blur(radius:)`,
    /// σ = radius × scale), of all four premultiplied channels; transparent beyond the content.
    /// σ ≤ 0 does nothing; σ above 250 px counts as 250. The kernel is three extended box
    /// filters per axis: its cost does not depend on σ and it reaches 3σ (+3 px). From σ = 10 px
    /// it runs on the pixels averaged in 2×2 to 8×8 blocks and is sampled back bilinearly (the
    /// same variance; within a level of the full-resolution result).
    case blur(sigma: Double)
    /// SwiftUI `shadow`: the layer's alpha blurred by `sigma` (0 = a hard shadow), tinted with
    /// `color` (premultiplied colour × blurred alpha), moved by `offset` (device pixels) and
    /// drawn behind what is already there (content over shadow). Whole-pixel offsets move it
    /// exactly; fractional ones interpolate bilinearly between the two nearest pixels (a blur
    /// from σ = 10 px runs on averaged blocks, as `blur`, and the offset moves the bilinear
    /// samples of those). Stacked shadows are several filters: each shadows everything before
    /// it, earlier shadows too.
    case shadow(color: RGBAColor, sigma: Double, offset: Point)
    /// Every pixel × the colour (premultiplied multiply).
    case colorMultiply(RGBAColor)
    /// Black with alpha = 0.2125 R + 0.7154 G + 0.0721 B of the (unpremultiplied, gamma-encoded)
    /// pixel × its alpha.
    case luminanceToAlpha
    /// Every pixel's unpremultiplied colour through the matrix, alpha kept (SwiftUI's colour
    /// adjustments).
    case colorMatrix(ColorMatrix)
    /// SwiftUI's `GraphicsContext.Filter.alphaThreshold`: every pixel whose alpha is within
    /// `min...max` (0...1) becomes `color`, every other one transparent. Transparent pixels stay
    /// transparent (so a `min` of 0 does not fill the layer's empty space).
    case alphaThreshold(min: Double, max: Double, color: RGBAColor)
}
