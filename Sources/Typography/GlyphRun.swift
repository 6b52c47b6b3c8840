import Geometry

/// Glyphs of one shaped line, positioned from the run's origin on the baseline, in points.
public struct GlyphRun: Sendable, Equatable {
    /// One glyph of a run.
    public struct Glyph: Sendable, Equatable {
        /// The glyph's id in the font that shaped the run.
        public var id: UInt32
        /// The glyph origin in points, from the run's origin on the baseline, y down.
        public var position: Point
        /// The UTF-8 offset (in `text.utf8`) of the first character this glyph came from.
        public var cluster: Int

        public init(id: UInt32, position: Point, cluster: Int) {
            self.id = id
            self.position = position
            self.cluster = cluster
        }
    }

    /// The glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The total advance width in points: where a following run would start.
    public var advance: Double

    public init(glyphs: [Glyph] = [], advance: Double = 0) {
        self.glyphs = glyphs
        self.advance = advance
    }

    /// All glyph outlines placed with the run's baseline origin at `origin` (points, y down).
    /// `font` must be the face that shaped the run.
    public func path(font: FontFace, origin: Point) -> Path {
        var path = Path()
        let scale = font.scale
        for glyph in glyphs {
            let outline = font.typeface.outline(glyph: glyph.id)
            if outline.isEmpty { continue }
            let at = origin + glyph.position
            path.addPath(
                outline, transform: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: at.x, ty: at.y))
        }
        return path
    }
}
