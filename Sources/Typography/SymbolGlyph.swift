import Geometry

/// An SF Symbol drawn from the icon font at a font size, placed like a glyph of text: origin at
/// the left of its box on the baseline, points, y down.
///
/// The box is what SwiftUI lays the image out with: one font size tall (an SF Symbol at font
/// size s is about s tall), centred on the middle of the system font's capitals, so it reaches a
/// little below the baseline; as wide as the icon's ink.
public struct SymbolGlyph: Sendable, Equatable {
    /// The SF Symbol name, e.g. "house.fill".
    public var name: String
    /// The icon's outline, its ink starting at x = 0, the baseline at y = 0.
    public var path: Path
    /// The box's width: where a following glyph would start.
    public var advance: Double
    /// How far the box reaches above the baseline.
    public var ascent: Double
    /// How far the box reaches below the baseline.
    public var descent: Double
    /// The box around the ink (of its outline's control points), in the same coordinates; for
    /// a symbol left empty (`standIn`), the ink of the symbol whose room it keeps.
    public var inkBounds: Rect
    /// The symbol's layers, back to front, where they are known: empty for a symbol drawn as
    /// one layer (the icon fonts' symbols have no layers). Together they cover what `path`
    /// covers; the rendering modes other than monochrome paint each in its level's style.
    public var layers: [Layer] = []
    /// What is drawn in place of the symbol when Zoetrope has no picture of this one of
    /// Apple's symbols; nil when the symbol is drawn as itself.
    public var standIn: SymbolStandIn?

    /// Part of a symbol painted in one style by the hierarchical, palette and multicolour
    /// rendering modes.
    public struct Layer: Sendable, Equatable {
        /// In the glyph's coordinates, as `path`.
        public var path: Path
        /// 0 for the primary layer, 1 for the secondary, 2 for the tertiary.
        public var level: Int

        public init(path: Path, level: Int) {
            self.path = path
            self.level = level
        }
    }

    /// `inkBounds` nil: the path's.
    public init(
        name: String, path: Path, advance: Double, ascent: Double, descent: Double, layers: [Layer] = [],
        inkBounds: Rect? = nil
    ) {
        self.name = name
        self.path = path
        self.inkBounds = inkBounds ?? path.controlPointBounds
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.layers = layers
    }

    /// The glyph at `factor` times its size: its outlines and box scaled about its origin.
    public func scaled(by factor: Double) -> SymbolGlyph {
        let scale = AffineTransform.scale(x: factor, y: factor)
        var glyph = self
        glyph.path = path.applying(scale)
        glyph.inkBounds = Rect(
            x: inkBounds.minX * factor, y: inkBounds.minY * factor, width: inkBounds.width * factor,
            height: inkBounds.height * factor)
        glyph.advance = advance * factor
        glyph.ascent = ascent * factor
        glyph.descent = descent * factor
        glyph.layers = layers.map { Layer(path: $0.path.applying(scale), level: $0.level) }
        return glyph
    }

    /// The box from the glyph's origin: `advance` wide, from `ascent` above the baseline to
    /// `descent` below it.
    public var bounds: Rect {
        Rect(x: 0, y: -ascent, width: advance, height: ascent + descent)
    }
}
