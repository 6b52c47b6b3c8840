import Geometry

/// Glyphs of one shaped line, positioned from the run's origin on the baseline, in points.
///
/// A run can mix faces: characters the shaping face lacks come from its fallback faces, and each
/// glyph names the face it belongs to. Characters no face has are left out and listed in
/// `missingCharacters`.
public struct GlyphRun: Sendable, Equatable {
    /// One glyph of a run.
    public struct Glyph: Sendable, Equatable {
        /// The glyph's id in `face`.
        public var id: UInt32
        /// The glyph origin in points, from the run's origin on the baseline, y down.
        public var position: Point
        /// The UTF-8 offset (in `text.utf8`) of the first character this glyph came from.
        public var cluster: Int
        /// How far the glyph moves the pen to the right, in points.
        public var advance: Double
        /// The face the glyph is drawn from; nil only for glyphs made without one, which
        /// `GlyphRun.path(font:origin:)` draws with its `font`.
        public var face: FontFace?

        public init(id: UInt32, position: Point, cluster: Int, advance: Double = 0, face: FontFace? = nil) {
            self.id = id
            self.position = position
            self.cluster = cluster
            self.advance = advance
            self.face = face
        }

        /// Glyphs are equal when every value is and their faces draw the same file at the same size.
        public static func == (a: Glyph, b: Glyph) -> Bool {
            guard a.id == b.id, a.position == b.position, a.cluster == b.cluster, a.advance == b.advance
            else { return false }
            switch (a.face, b.face) {
            case (nil, nil): return true
            case (let x?, let y?): return x.isSameFont(as: y)
            default: return false
            }
        }
    }

    /// The glyphs in visual order, left to right.
    public var glyphs: [Glyph]
    /// The total advance width in points: where a following run would start.
    public var advance: Double
    /// Characters no face could draw, once each in order of first appearance; they take no
    /// space and draw nothing. See `warnings` for readable messages.
    public var missingCharacters: [Character]
    /// The height above the baseline: the largest ascent of the shaping face and of every
    /// fallback face that drew a glyph.
    public var ascent: Double
    /// The depth below the baseline: the largest descent of the faces used, as for `ascent`.
    public var descent: Double
    /// The extra space between lines: the largest line gap of the faces used, as for `ascent`.
    public var lineGap: Double

    public init(
        glyphs: [Glyph] = [], advance: Double = 0, missingCharacters: [Character] = [], ascent: Double = 0,
        descent: Double = 0, lineGap: Double = 0
    ) {
        self.glyphs = glyphs
        self.advance = advance
        self.missingCharacters = missingCharacters
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// The height of the run's line: ascent + descent + line gap. For a run mixing faces this is
    /// made of the largest of each metric, so a fallback face never overflows the line.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// All glyph outlines placed with the run's baseline origin at `origin` (points, y down), each
    /// drawn from its own face; glyphs without a face are drawn from `font`.
    public func path(font: FontFace, origin: Point) -> Path {
        var path = Path()
        for glyph in glyphs {
            Self.add(glyph, from: glyph.face ?? font, at: origin, to: &path)
        }
        return path
    }

    /// All glyph outlines placed with the run's baseline origin at `origin` (points, y down), each
    /// drawn from its own face; glyphs without a face are left out.
    public func path(origin: Point) -> Path {
        var path = Path()
        for glyph in glyphs {
            guard let face = glyph.face else { continue }
            Self.add(glyph, from: face, at: origin, to: &path)
        }
        return path
    }

    /// The pictures of the run's colour glyphs (emoji), placed with the run's baseline origin at
    /// `origin` (points, y down); outline glyphs are in `path(origin:)` instead.
    public func colorGlyphs(origin: Point) -> [ColorGlyph] {
        glyphs.compactMap { glyph in
            guard let face = glyph.face, face.hasColorGlyphs, var placed = face.colorGlyph(glyph.id) else { return nil }
            placed.frame.origin = placed.frame.origin + origin + glyph.position
            return placed
        }
    }

    /// Appends `glyph`'s outline from `face`, its run origin at `origin`.
    private static func add(_ glyph: Glyph, from face: FontFace, at origin: Point, to path: inout Path) {
        let outline = face.typeface.outline(glyph: glyph.id)
        if outline.isEmpty { return }
        let at = origin + glyph.position
        path.addPath(
            outline, transform: AffineTransform(a: face.xScale, b: 0, c: 0, d: face.yScale, tx: at.x, ty: at.y))
    }
}
