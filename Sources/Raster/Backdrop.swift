import Geometry

/// A shape filled with what lies behind it, blurred, saturated and tinted: a SwiftUI material
/// (`.ultraThinMaterial` …), which iOS draws with a backdrop layer (`UIVisualEffectView`).
///
/// What lies behind is everything drawn before the command at those pixels: the canvas, and,
/// inside a layer, the layer's content so far composited over what its parents hold (as a
/// backdrop layer on iOS sees the window behind it, not only its own group). It is blurred by
/// `sigma` (beyond the canvas's edges the edge pixels continue), saturated, `tint` is drawn
/// over it, everything is multiplied by `multiply`, and the result fills `path` (anti-aliased,
/// source-over). Drawn by `DisplayListDrawer+Backdrop`.
public struct Backdrop: Equatable, Sendable {
    /// Device pixels.
    public var path: Path
    public var rule: WindingRule
    /// The blur's standard deviation, device pixels (0: none).
    public var sigma: Double
    /// 1 keeps the colours, 0 makes them grey, above 1 strengthens them (luminance kept, as
    /// SwiftUI's `saturation`).
    public var saturation: Double
    /// Composited over the blurred, saturated backdrop.
    public var tint: RGBAColor
    /// Premultiplied multiply of the result (opacity, colour multiply).
    public var multiply: RGBAColor

    public init(
        path: Path, rule: WindingRule = .nonZero, sigma: Double, saturation: Double, tint: RGBAColor,
        multiply: RGBAColor = .white
    ) {
        self.path = path
        self.rule = rule
        self.sigma = sigma
        self.saturation = saturation
        self.tint = tint
        self.multiply = multiply
    }

    /// The pixels the command can change.
    var extent: PixelRect {
        guard multiply.alpha > 0 else { return .empty }
        return PixelRect(enclosing: path.controlPointBounds)
    }

    /// How far from its extent the pixels it reads lie.
    var reach: Int { GaussianBlur(sigma: sigma)?.margin ?? 0 }

    /// The pixels it reads: what lies behind its extent, within the blur's reach.
    var readExtent: PixelRect {
        let extent = extent
        return extent.isEmpty ? .empty : extent.outset(by: reach)
    }
}

extension DisplayList {
    /// True when a command, here or in a layer, is a backdrop: its pixels depend on what is
    /// drawn behind it.
    public var readsBackdrop: Bool {
        commands.contains { command in
            switch command {
            case .fill: return false
            case .backdrop: return true
            case .layer(let layer): return layer.content.readsBackdrop || (layer.mask?.content.readsBackdrop ?? false)
            }
        }
    }

    /// The pixels the backdrops in the list read (device pixels; in a layer, as its content is
    /// drawn, before any projection).
    var backdropReadExtent: PixelRect {
        commands.reduce(PixelRect.empty) { result, command in
            switch command {
            case .fill: return result
            case .backdrop(let backdrop): return result.union(backdrop.readExtent)
            case .layer(let layer): return result.union(layer.content.backdropReadExtent)
            }
        }
    }
}
