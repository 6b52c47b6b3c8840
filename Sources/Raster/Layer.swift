import Geometry

/// An offscreen group: `content` is drawn into its own transparent buffer, then `filters` run on
/// it in order, `clip` and `mask` cut it, and the result is composited into what lies below with
/// `opacity` and `blendMode` (SwiftUI's compositingGroup, blur, shadow, mask, clipShape, blendMode).
public struct Layer: Equatable, Sendable {
    /// What is drawn into the layer (device pixels, same coordinates as the canvas).
    public var content: DisplayList
    /// Device-pixel region the layer may touch (content, filters and result); nil = whole canvas.
    /// Only this region is allocated and processed.
    public var bounds: Rect?
    public var opacity: Double
    public var blendMode: BlendMode
    public var filters: [LayerFilter]
    /// Anti-aliased clip applied to the filtered content.
    public var clip: Clip?
    /// Alpha (or inverse alpha) of another display list, applied after `clip`.
    public var mask: Mask?

    public init(
        content: DisplayList, bounds: Rect? = nil, opacity: Double = 1, blendMode: BlendMode = .normal,
        filters: [LayerFilter] = [], clip: Clip? = nil, mask: Mask? = nil
    ) {
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
        public var rule: FillRule
        public init(path: Path, rule: FillRule = .nonZero) {
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

/// How a layer's pixels combine with the pixels below (premultiplied, gamma-encoded sRGB).
public enum BlendMode: Hashable, Sendable {
    case normal
    case multiply
    case screen
    case plusLighter
    case destinationOut
}

/// A pixel operation on a layer's content, applied in order before compositing.
public enum LayerFilter: Equatable, Sendable {
    /// Gaussian blur with standard deviation `sigma` device pixels (SwiftUI `blur(radius:)`,
    /// σ = radius × scale). Transparent outside the layer's bounds.
    case blur(sigma: Double)
    /// SwiftUI `shadow`: the content's alpha blurred by `sigma`, tinted with `color`, moved by
    /// `offset` (device pixels) and drawn behind the content.
    case shadow(color: Color, sigma: Double, offset: Point)
    /// Every pixel × the colour (premultiplied multiply).
    case colorMultiply(Color)
    /// Black with alpha = 0.2125 R + 0.7154 G + 0.0721 B of the (unpremultiplied) pixel × its alpha.
    case luminanceToAlpha
}
